/** The pictures a map may carry, known by their first bytes (never by a name or a claimed type). */
export type MapImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Sent whole in one call (as base64, a third larger), well under the browser host's request limit. */
export const MAX_MAP_IMAGE_BYTES = 4 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) => signature.every((byte, i) => bytes[at + i] === byte);

export function sniffImageType(bytes: Uint8Array): MapImageType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}
