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

const SAFE_LINK = /^(?:https?:|mailto:|#|\/|\.|[^:]*$)/i;

/**
 * Players' Markdown (diary entries, notes) as the Markdown export carries it: formatting kept,
 * but raw HTML made literal text (`<` becomes `&lt;`, outside code, where it is already text) and
 * any link or image whose target is not http(s), mailto or relative pointed at `#` instead, so a
 * `<script>`, an `onerror=` or a `javascript:` link never runs in whatever renders the file.
 */
export function safeMarkdown(markdown: string): string {
  return markdown
    .split(/(^ {0,3}(?:```|~~~)[^\n]*\n[\s\S]*?(?:^ {0,3}(?:```|~~~)[ \t]*$|(?![\s\S]))|`+[^`\n]*`+)/m)
    .map((part, i) => (i % 2 === 1 ? part : neutralise(part)))
    .join('');
}

function neutralise(text: string): string {
  return text
    .replace(/</g, '&lt;')
    .replace(/(\]\(\s*)([^)\s]*)/g, (_m, open: string, target: string) => open + safeTarget(target))
    .replace(/^( {0,3}\[[^\]\n]+\]:\s*)(\S+)/gm, (_m, open: string, target: string) => open + safeTarget(target));
}

function safeTarget(target: string): string {
  // Browsers ignore control characters, whitespace and entities when reading a scheme: "java&#115;cript:".
  const decoded = target
    .replace(/&#x?[0-9a-f]+;?|&[a-z]+;/gi, (entity) => (/^&colon;?$/i.test(entity) || /^&#0*58;?$|^&#x0*3a;?$/i.test(entity) ? ':' : 'x'))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
    .replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_LINK.test(decoded) ? target : '#';
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
