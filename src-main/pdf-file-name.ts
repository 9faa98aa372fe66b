/**
 * A file name for a saved PDF from a title a player typed: no path separators or characters
 * Windows refuses, no leading dots, at most 100 characters, ending in .pdf.
 */
export function pdfFileName(title: string): string {
  const cleaned = title
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .slice(0, 100)
    .trim();
  return `${cleaned || 'Warchronicle'}.pdf`;
}
