import MarkdownIt from 'markdown-it';
import DOMPurify from 'dompurify';

/**
 * Players' Markdown → sanitised HTML. markdown-it runs with raw HTML off (typed tags stay text)
 * and its own link check (no javascript:, vbscript:, file:); DOMPurify then strips anything
 * executable that could remain. Images that would fetch from anywhere (remote or local URLs) are
 * dropped: the app is offline and a chronicle must never make a request; only inline data:
 * images stay. Links open outside the app.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: true });

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      const tag = node.nodeName.toUpperCase();
      if (tag === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (tag === 'IMG' && !/^data:image\/(png|jpe?g|gif|webp);/i.test(node.getAttribute('src') ?? '')) node.remove();
    });
    hooked = true;
  }
  return DOMPurify;
}

export function renderMarkdown(source: string): string {
  return purifier().sanitize(markdown.render(source), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'], FORBID_ATTR: ['style'] });
}

/** HTML the app itself rendered (the campaign book's page), sanitised the same way before it leaves as a file. */
export function sanitiseHtml(html: string): string {
  return purifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'canvas'], FORBID_ATTR: ['style'] });
}
