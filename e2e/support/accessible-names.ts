import type { Page } from 'playwright-core';

/** The roles a player operates: each needs a name a screen reader can say. */
const CONTROLS = new Set(['button', 'link', 'textbox', 'searchbox', 'combobox', 'listbox', 'checkbox', 'radio', 'switch', 'spinbutton', 'slider', 'tab', 'menuitem']);

interface AxValue {
  readonly value?: unknown;
}
interface AxSource {
  readonly type: string;
  readonly attribute?: string;
  readonly value?: AxValue;
}
interface AxNode {
  readonly ignored: boolean;
  readonly role?: AxValue;
  readonly name?: AxValue & { readonly sources?: readonly AxSource[] };
  readonly backendDOMNodeId?: number;
}

/**
 * Every control on the page (as Chromium's accessibility tree has it) that a screen reader would
 * announce with no name, or only with its placeholder or tooltip (gone once typed in, or never
 * read): each as its role and the start of its markup.
 */
export async function controlsWithoutNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AxNode[] };
    const found: string[] = [];
    for (const node of nodes) {
      const role = String(node.role?.value ?? '');
      if (node.ignored || !CONTROLS.has(role)) continue;
      const name = String(node.name?.value ?? '').trim();
      const from = node.name?.sources?.find((source) => source.value?.value);
      const weak = from?.type === 'placeholder' || from?.attribute === 'placeholder' || from?.attribute === 'title';
      if (name && !weak) continue;
      const element = await describe(cdp, node.backendDOMNodeId);
      // The browser's own parts of a native field (a date field's picker button) are its, not the app's.
      if (element.browsers) continue;
      found.push(`${role}${weak ? ` named only by its ${from?.attribute ?? from?.type}` : ' with no name'}: ${element.markup}`);
    }
    return found;
  } finally {
    await cdp.detach();
  }
}

/** The element's markup, and whether it sits in a shadow tree (the app draws none: those are the browser's). */
async function describe(cdp: Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>, backendNodeId: number | undefined): Promise<{ markup: string; browsers: boolean }> {
  if (backendNodeId === undefined) return { markup: '(no element)', browsers: false };
  const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId })) as { object: { objectId: string } };
  const { result } = (await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: 'function () { return { markup: this.outerHTML.slice(0, 160), browsers: this.getRootNode() !== this.ownerDocument }; }',
    returnByValue: true,
  })) as { result: { value: { markup: string; browsers: boolean } } };
  return result.value;
}
