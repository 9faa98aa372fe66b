import { renderMarkdown } from './markdown';

const STYLE = `
:root { color: #23201b; background: #f6f1e6; font: 17px/1.6 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif; }
body { max-width: 46rem; margin: 3rem auto; padding: 0 1.5rem; }
h1 { font-size: 2.3rem; margin-bottom: 0.2rem; } h2 { margin-top: 2.6rem; border-bottom: 1px solid #ddd3c0; padding-bottom: 0.3rem; }
blockquote { margin: 1rem 0; padding: 0.6rem 1rem; background: #fffdf8; border-left: 4px solid #b8893b; }
table { border-collapse: collapse; width: 100%; font-family: system-ui, sans-serif; font-size: 0.9rem; }
th, td { border-bottom: 1px solid #ddd3c0; padding: 0.35rem 0.5rem; text-align: left; } td:not(:first-child), th:not(:first-child) { text-align: right; }
strong { color: #8e2a22; } em { color: #5b5448; } a { color: #8e2a22; }
footer { margin-top: 3rem; color: #7d7a72; font-size: 0.85rem; }
@media print { :root { background: #fff; font-size: 11pt; } body { margin: 0; max-width: none; } h2 { break-after: avoid; } }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A picture made by the app (the campaign map as PNG), only ever as a `data:image/png` URL. */
function figureHtml(figure: { caption: string; pngDataUrl: string }): string {
  if (!/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(figure.pngDataUrl)) return '';
  return `<figure><img src="${figure.pngDataUrl}" alt="${escapeHtml(figure.caption)}" style="max-width: 100%"><figcaption>${escapeHtml(figure.caption)}</figcaption></figure>`;
}

/**
 * The chronicle as one standalone HTML file: sanitised body, inline CSS, no script at all, and a
 * Content Security Policy that forbids scripts and every network request should anything slip by.
 */
export function chronicleHtml(title: string, markdownSource: string, exportedAt: Date, figures: readonly { caption: string; pngDataUrl: string }[] = []): string {
  return standaloneHtml(title, `${renderMarkdown(markdownSource)}\n${figures.map(figureHtml).join('\n')}`, exportedAt);
}

/** Extra rules for the campaign book: its contents, charts as pictures, a page per chapter when printed. */
const BOOK_STYLE = `
nav ol { padding-left: 1.4rem; } nav a { color: inherit; }
figure { margin: 1.5rem 0; } figure img { max-width: 100%; height: auto; } figcaption { color: #5b5448; font-size: 0.9rem; }
.book-section table td:first-child, .book-section table th:first-child { text-align: left; }
@media print { h2 { break-before: page; } nav h2, h1 + * h2:first-child { break-before: auto; } figure { break-inside: avoid; } }
`;

/** The campaign book's page (already sanitised HTML) as a standalone file. */
export function bookHtml(title: string, bodyHtml: string, exportedAt: Date): string {
  return standaloneHtml(title, bodyHtml, exportedAt, BOOK_STYLE);
}

/** A standalone page: the given (sanitised) body, inline CSS, no script, a CSP that forbids scripts and requests. */
function standaloneHtml(title: string, bodyHtml: string, exportedAt: Date, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${extraStyle}</style>
</head>
<body>
${bodyHtml}
<footer>Exported from Warchronicle on ${escapeHtml(exportedAt.toLocaleString('en-GB'))}.</footer>
</body>
</html>
`;
}
