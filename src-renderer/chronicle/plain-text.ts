import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
type Token = ReturnType<typeof markdown.parse>[number];

function inlineText(children: readonly Token[]): string {
  return children
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      if (child.type === 'image') return child.children ? inlineText(child.children) : child.content;
      return '';
    })
    .join('');
}

/**
 * A player's Markdown as the words a reader sees, on one line: for previews (the timeline), where
 * `**Crown Host**` must read "Crown Host". Blocks (paragraphs, list items, quotes, headings) are
 * joined with a space after a sentence and a middle dot otherwise. Typed HTML stays as typed text.
 */
export function markdownToPlainText(source: string): string {
  const blocks = markdown
    .parse(source, {})
    .filter((token) => token.type === 'inline')
    .map((token) => inlineText(token.children ?? []).replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0);
  return blocks.reduce((line, block) => (line === '' ? block : `${line}${/[.!?…:;"”’)]$/.test(line) ? ' ' : ' · '}${block}`), '');
}
