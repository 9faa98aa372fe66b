import { describe, expect, it } from 'vitest';
import { chronicleHtml } from '../chronicle/html-export';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('the campaign map in the chronicle’s web page', () => {
  it('is embedded as a PNG data URL with its caption, escaped', () => {
    const html = chronicleHtml('War', '# War', new Date(0), [{ caption: 'The <Sundered> Realm, 12th of Frostmoon', pngDataUrl: PNG }]);
    expect(html).toContain(`<img src="${PNG}" alt="The &#60;Sundered&#62; Realm, 12th of Frostmoon"`);
    expect(html).toContain('<figcaption>The &#60;Sundered&#62; Realm, 12th of Frostmoon</figcaption>');
  });

  it('leaves out anything that is not a PNG data URL', () => {
    const html = chronicleHtml('War', '# War', new Date(0), [
      { caption: 'svg', pngDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { caption: 'remote', pngDataUrl: 'https://example.com/map.png' },
      { caption: 'quote', pngDataUrl: 'data:image/png;base64,AAAA" onerror="alert(1)' },
    ]);
    expect(html).not.toContain('<figure>');
  });
});
