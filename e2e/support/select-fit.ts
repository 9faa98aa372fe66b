import type { Page } from 'playwright-core';

/**
 * How much wider the chosen option's text is than the room a closed select gives it (0 or less: it
 * fits), measured in the page with the select's own font.
 */
export async function overflowOf(page: Page, selector: string): Promise<number> {
  const [chosen] = await optionOverflows(page, selector, false);
  return chosen!.over;
}

/** Every option of the select (or only the chosen one), with how far its text overflows the select's room. */
export async function optionOverflows(page: Page, selector: string, every = true): Promise<{ text: string; over: number }[]> {
  return page.evaluate(`(() => {
    const select = document.querySelector(${JSON.stringify(selector)});
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    context.font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily].join(' ');
    // The closed select draws its arrow inside the padding box: about one em on the right.
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize);
    const options = ${every ? 'Array.from(select.options)' : '[select.options[select.selectedIndex]]'};
    return options.map((option) => ({ text: option.text, over: context.measureText(option.text).width - room }));
  })()`);
}

/** Every option of every select shown on the page that does not fit its select, named by the select's label and the size it was seen at. */
export async function everySelectCutOff(page: Page, size: string): Promise<string[]> {
  const seen: { select: string; text: string; over: number }[] = await page.evaluate(`(() => {
    const context = document.createElement('canvas').getContext('2d');
    const out = [];
    for (const select of document.querySelectorAll('select')) {
      if (!select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      context.font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily].join(' ');
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize);
      const name = select.getAttribute('aria-label') || select.labels?.[0]?.innerText.trim() || select.name;
      for (const option of select.options) out.push({ select: name, text: option.text, over: context.measureText(option.text).width - room });
    }
    return out;
  })()`);
  return seen.filter((o) => o.over > 0).map((o) => `${o.text} in “${o.select}” at ${size}: ${o.over.toFixed(1)} px too wide`);
}

/** How far the page is wider than the window (0 when nothing overflows sideways), with the widest element that sticks out. */
export async function sidewaysOverflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    let widest = '', reach = width;
    for (const element of document.querySelectorAll('body *')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > reach + 0.5 && element.checkVisibility()) { reach = right; widest = element.tagName.toLowerCase() + (typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : ''); }
    }
    return { by: Math.max(0, document.documentElement.scrollWidth - width), widest };
  })()`);
}
