import { sanitiseHtml } from '../markdown';

/**
 * The book's rendered page as HTML to keep: screen-only parts (`.no-print`) left out, each chart's
 * canvas replaced by a PNG of what it shows, the rest sanitised like players' Markdown.
 */
export function bookBodyHtml(page: HTMLElement): string {
  const canvases = [...page.querySelectorAll('canvas')];
  const copy = page.cloneNode(true) as HTMLElement;
  [...copy.querySelectorAll('canvas')].forEach((canvas, i) => {
    const picture = document.createElement('img');
    picture.src = canvases[i]!.toDataURL('image/png');
    picture.alt = canvas.getAttribute('aria-label') ?? 'Chart';
    canvas.replaceWith(picture);
  });
  for (const element of copy.querySelectorAll('.no-print')) element.remove();
  return sanitiseHtml(copy.innerHTML);
}
