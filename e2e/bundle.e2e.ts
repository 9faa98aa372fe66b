import { describe, expect, it } from 'vitest';
import { chunkCode, chunkNamed, ENTRY_LIMIT_BYTES, entryChunk, staticClosure } from './support/bundle';

// The built renderer, as `electron-vite build` leaves it: what a browser downloads before the first paint.
describe('the renderer bundle', () => {
  it(`keeps the entry file within ${ENTRY_LIMIT_BYTES / 1024} KB`, () => {
    const entry = entryChunk();
    expect(entry.bytes, `${entry.file} is ${(entry.bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(ENTRY_LIMIT_BYTES);
  });

  it('loads neither zod, the game systems nor Chart.js for the campaigns page', () => {
    const firstPaint = staticClosure(entryChunk());
    for (const part of firstPaint) {
      const code = chunkCode(part);
      expect(code, `${part.file} holds zod`).not.toContain('$ZodObject');
      expect(code, `${part.file} holds Chart.js`).not.toContain('getDatasetMeta');
      expect(part.file, 'the systems registry').not.toMatch(/^registry-/);
    }
    const total = firstPaint.reduce((sum, part) => sum + part.bytes, 0);
    expect(total).toBeLessThanOrEqual(ENTRY_LIMIT_BYTES);
  });

  it('finds the markers it looks for where they are, so the test above can fail', () => {
    const schemas = staticClosure(chunkNamed('CampaignForm'));
    expect(schemas.some((part) => chunkCode(part).includes('$ZodObject'))).toBe(true);
    expect(chunkCode(chunkNamed('chart'))).toContain('getDatasetMeta');
  });
});
