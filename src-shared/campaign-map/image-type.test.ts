import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('a map picture is known by its first bytes', () => {
  it('recognises PNG, JPEG and WebP', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe('image/jpeg');
    expect(sniffImageType(ascii('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses pages, scripts, SVG and other RIFF files whatever they are called', () => {
    expect(sniffImageType(ascii('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">'))).toBeNull();
    expect(sniffImageType(ascii('RIFF\u0010\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
