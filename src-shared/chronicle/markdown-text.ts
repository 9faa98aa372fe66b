/**
 * Plain text (names, generated lines) placed inside Markdown: characters Markdown or HTML would
 * read as syntax are escaped, so "<img onerror=…>" or "*Bold*" stays literal text.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>#|~!])/g, '\\$1')
    .replace(/&/g, '&amp;')
    .replace(/\r?\n/g, ' ');
}

/** A CSV cell, quoted when needed; a leading = + - @ is neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}
