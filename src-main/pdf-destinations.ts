/**
 * The page (from 1) each named destination of a PDF lands on, read from a PDF as Chromium's
 * printer writes it (Skia): the catalog's `/Dests` dictionary maps each `id` an internal link
 * pointed at (`<a href="#id">`) to `[pageRef /XYZ …]`, and the `/Pages` tree lists the pages in
 * order. Skia writes these as plain objects (no object streams), so reading them needs no PDF
 * library; a PDF written otherwise answers an empty map, never a wrong page.
 */
export function namedDestinationPages(pdf: Uint8Array): Map<string, number> {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const objectBody = (ref: string): string | null => {
    const at = new RegExp(`(?:^|[\\r\\n])${ref} 0 obj\\s*`).exec(text);
    if (!at) return null;
    const start = at.index + at[0].length;
    const end = text.indexOf('endobj', start);
    return end === -1 ? null : text.slice(start, end);
  };
  const catalog = /\/Type\s*\/Catalog\b[^]*?(?=endobj)/.exec(text)?.[0] ?? '';
  const destsRef = /\/Dests\s+(\d+)\s+0\s+R/.exec(catalog)?.[1];
  const pagesRef = /\/Pages\s+(\d+)\s+0\s+R/.exec(catalog)?.[1];
  if (!destsRef || !pagesRef) return new Map();

  const order = new Map<string, number>();
  const walk = (ref: string, depth: number): void => {
    const body = objectBody(ref);
    if (!body || depth > 32) return;
    if (/\/Type\s*\/Pages\b/.test(body)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
      for (const kid of kids.matchAll(/(\d+)\s+0\s+R/g)) walk(kid[1]!, depth + 1);
    } else if (/\/Type\s*\/Page\b/.test(body)) {
      order.set(ref, order.size + 1);
    }
  };
  walk(pagesRef, 0);

  const pages = new Map<string, number>();
  for (const entry of (objectBody(destsRef) ?? '').matchAll(/\/([^\s/[\]<>()]+)\s*\[\s*(\d+)\s+0\s+R/g)) {
    const page = order.get(entry[2]!);
    if (page !== undefined) pages.set(decodeName(entry[1]!), page);
  }
  return pages;
}

/** A PDF name's `#xx` escapes, as written for characters outside the plain range. */
function decodeName(name: string): string {
  return name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
