/** Where the keyboard can go inside a modal dialog: its Tab stops, the one to start on, and Tab going round. */

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Drawn and reachable: not in a hidden part, not in a closed <details> (its summary excepted), not taken out of the Tab order. */
function reachable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false;
  const details = element.parentElement?.closest('details');
  if (details && !details.open && !(element.tagName === 'SUMMARY' && element.parentElement === details)) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The dialog's Tab stops, in document order. */
export function focusableIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter(reachable);
}

/** Where the focus starts: the field marked autofocus, else the first Tab stop. */
export function firstFocus(box: HTMLElement): HTMLElement | null {
  const marked = box.querySelector<HTMLElement>('[autofocus]');
  if (marked && reachable(marked)) return marked;
  return focusableIn(box)[0] ?? null;
}

/** A radio button stands for its whole group: Tab leaves a group from whichever of its buttons has the focus. */
const same = (a: Element | null, b: HTMLElement): boolean =>
  a === b || (a instanceof HTMLInputElement && b instanceof HTMLInputElement && a.type === 'radio' && b.type === 'radio' && a.name !== '' && a.name === b.name && a.form === b.form);

/**
 * Tab on the last stop goes to the first, Shift+Tab on the first to the last (the browser would
 * leave the page for its own toolbar, or for nothing in the desktop app). True when it kept the
 * focus in (the browser must not move it).
 */
export function wrapTab(box: HTMLElement, backwards: boolean): boolean {
  const stops = focusableIn(box);
  // Its form is still loading: the focus waits on the dialog itself (ModalDialog moves it in once the form is there).
  if (stops.length === 0) return true;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const active = box.ownerDocument.activeElement;
  const onEdge = backwards ? same(active, first) || active === box : same(active, last) || active === box;
  if (!onEdge) return false;
  const target = backwards ? last : first;
  const checked = target instanceof HTMLInputElement && target.type === 'radio' ? stops.find((s) => same(s, target) && (s as HTMLInputElement).checked) : undefined;
  (checked ?? target).focus();
  return true;
}
