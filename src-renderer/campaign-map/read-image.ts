import { MAX_MAP_IMAGE_BYTES, sniffImageType } from '../../src-shared/campaign-map';

export interface LoadedPicture {
  readonly base64: string;
  readonly width: number;
  readonly height: number;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A chosen file read for a map: checked here first (the service checks again), then measured. */
export async function readPicture(file: File): Promise<LoadedPicture> {
  if (file.size > MAX_MAP_IMAGE_BYTES) throw new Error(`That picture is larger than ${MAX_MAP_IMAGE_BYTES / 1024 / 1024} MB; make it smaller and try again`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new Error('That file is not a PNG, JPEG or WebP picture; save the map in one of those and load it again');
  const base64 = base64Of(bytes);
  const image = new Image();
  image.src = `data:${type};base64,${base64}`;
  await image.decode();
  return { base64, width: Math.max(16, Math.min(20_000, image.naturalWidth)), height: Math.max(16, Math.min(20_000, image.naturalHeight)) };
}
