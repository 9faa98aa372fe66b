import { MAX_MAP_IMAGE_BYTES, sniffImageType, type MapImageType } from '../../../src-shared/campaign-map';
import { ServiceError } from '../service-error';

/**
 * A picture sent for a map, checked by its own first bytes: only PNG, JPEG or WebP is kept, and
 * only up to the size cap. It is stored as bytes and only ever handed back with the type found
 * here, so nothing sent as a "map" can come back as a page or a script.
 */
export function checkedImage(base64: string): { bytes: Buffer; type: MapImageType } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_MAP_IMAGE_BYTES) throw new ServiceError('invalid_input', `The picture is larger than ${MAX_MAP_IMAGE_BYTES / 1024 / 1024} MB; make it smaller and try again`, 'image');
  const type = sniffImageType(bytes);
  if (!type) throw new ServiceError('invalid_input', 'That file is not a PNG, JPEG or WebP picture; save the map in one of those and load it again', 'image');
  return { bytes, type };
}
