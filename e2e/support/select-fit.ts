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
