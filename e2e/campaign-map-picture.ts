import { deflateSync } from 'node:zlib';

/**
 * A map picture for the campaign-map spec, drawn here so the test needs no file of its own: a
 * parchment field with a river, a lake and a coast, encoded as a real PNG (signature, IHDR, IDAT, IEND).
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function mapPicture(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const river = Math.abs(x - (width * 0.52 + Math.sin(y / 37) * 30)) < 6;
      const lake = (x - width * 0.2) ** 2 + (y - height * 0.7) ** 2 < 900;
      const sea = x > width * 0.9 + Math.sin(y / 23) * 12;
      const grain = ((x * 7 + y * 13) % 17) - 8;
      const [r, g, b] = river || lake ? [96, 140, 170] : sea ? [70, 110, 150] : [222 + grain, 206 + grain, 170 + grain];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
