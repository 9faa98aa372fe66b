import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { safeMarkdown } from './markdown-text';

// The most permissive renderer a reader might use: raw HTML allowed, no link validation.
const permissive = new MarkdownIt({ html: true });
permissive.validateLink = () => true;
const render = (markdown: string): string => permissive.render(safeMarkdown(markdown));

describe('players’ Markdown in the Markdown export', () => {
  it.each([
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['a script element', 'Before <script>alert(1)</script> after'],
    ['an svg with onload', '<svg/onload=alert(1)>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an HTML block', '<div onclick="alert(1)">\n\nclick\n\n</div>'],
    ['an autolink with a script scheme', '<javascript:alert(1)>'],
  ])('keeps %s as literal text', (_what, body) => {
    const html = render(body);
    expect(html).not.toMatch(/<(img|script|svg|iframe|div)\b/i);
    expect(html).not.toMatch(/<a\b/i);
    expect(html).toContain('&lt;');
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](  javascript:alert(1))',
    '[click](java\tscript:alert(1))',
    '[click](java&#115;cript:alert(1))',
    '[click](javascript&colon;alert(1))',
    '[click](<javascript:alert(1)>)',
    '[click](vbscript:msgbox(1))',
    '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click][ref]\n\n[ref]: javascript:alert(1)',
  ])('points the script link %j at # instead', (body) => {
    const html = render(body);
    expect(html).not.toMatch(/(href|src)="(?!#")/i);
  });

  it('keeps the players’ formatting, safe links and code as written', () => {
    const body = '**Bold** and *italic*, [the club](https://club.example/page), [top](#top), `a < b` and\n\n```\nif (a < b) {}\n```';
    expect(safeMarkdown(body)).toBe(body);
    const html = render(body);
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<a href="https://club.example/page">the club</a>');
    expect(html).toContain('<code>a &lt; b</code>');
  });
});
