/**
 * Where the keyboard goes after a step is recorded or refused, on every system's battle screen
 * but Orders & Omens (which has its own flow). Only when nothing holds the focus: the control used
 * was removed, or disabled while the step was sent (Chromium then drops the focus to the page).
 */

/** The controls a player can Tab to, in the order the screen shows them. */
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, summary, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Nothing holds the focus: the page has it, the control went, or it waits on the page's content
 * itself (where a dialog that closed leaves it when the button that opened it is disabled, as
 * “Undo last step” is while the undo is sent).
 */
export function focusIsIdle(doc: Document = document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || !active.isConnected || active.matches('main.content');
}

function usable(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  // A button not ready (aria-disabled, 1999's Record) stays reachable by Tab but is not where the next step starts.
  if ((element as HTMLButtonElement).disabled || element.closest('[inert], fieldset:disabled, [aria-disabled="true"]')) return false;
  // Folded away in a closed <details> (other than its own summary), or not drawn at all.
  const folded = element.closest('details:not([open])');
  if (folded && element.tagName !== 'SUMMARY') return false;
  return element.getClientRects().length > 0;
}

/** The first control in `area` a player can use, or null. */
export function firstControl(area: HTMLElement | null | undefined): HTMLElement | null {
  if (!area) return null;
  return [...area.querySelectorAll(CONTROLS)].find(usable) ?? null;
}

const FIELDS = 'input:not([type="hidden"]), select, textarea';

/** The first field (not a button) in `area` a player can use and `which` accepts, or null. */
export function firstField(area: HTMLElement, which: (field: HTMLElement) => boolean = () => true): HTMLElement | null {
  return [...area.querySelectorAll(FIELDS)].find((field): field is HTMLElement => usable(field) && which(field)) ?? null;
}

/**
 * The first field of the form a step button stays in once its step is recorded and the form is
 * empty again (1999's move form, for the next card): the nearest part of the page around the
 * button, inside `area`, that has a field.
 */
function sameFormField(used: Element, area: HTMLElement | null | undefined): HTMLElement | null {
  if (!area?.contains(used)) return null;
  for (let scope = used.parentElement; scope && scope !== area; scope = scope.parentElement) {
    const field = firstField(scope);
    if (field) return field;
  }
  return null;
}

/**
 * After a step: back to the control used when it is still there and usable (a refused step's
 * button), to the first field of its form when the form stays but its button is not ready again
 * (the next model to move), else to `fallback` (the next step's first control, or the refusal).
 * `area` is the play area the form must be in.
 */
export function refocusAfterStep(used: Element | null, fallback: HTMLElement | null | undefined, area?: HTMLElement | null): void {
  if (!focusIsIdle(used?.ownerDocument ?? document)) return;
  if (usable(used)) used.focus();
  else ((used?.isConnected ? sameFormField(used, area) : null) ?? fallback)?.focus();
}
