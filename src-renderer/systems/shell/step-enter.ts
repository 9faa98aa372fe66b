import { firstField } from './step-focus';

/**
 * Enter in a step's field records the step, as it would in a form: the 1999 and OpenD6 step forms
 * are not <form> elements (their Record buttons are StepButton or 1999's ConfirmStep, marked
 * `data-step-submit`, as is a form's own button inside a step, such as OpenD6's “Add the leg”), so without this a keyboard player typing the last die had to Tab on to the
 * button. A step not ready records nothing: the focus goes to its first empty or refused field, or
 * to the button, which is described by what is still missing.
 */

/** Fields where Enter means "done" (a <select> keeps Enter for its list; a box or button has its own Enter). */
const TYPED = new Set(['text', 'number', 'search', 'tel', 'url', 'email', 'date', 'time']);
const SUBMIT = '[data-step-submit]';

function typedField(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && TYPED.has(target.type) && !target.readOnly;
}

/** The step button this field belongs to: the first one after it in the nearest part of the panel that has one (not crossing a fold). */
export function stepButtonFor(field: HTMLElement, host: HTMLElement): HTMLButtonElement | null {
  const stop = field.closest('details') ?? host;
  for (let scope = field.parentElement; scope; scope = scope.parentElement) {
    const buttons = [...scope.querySelectorAll<HTMLButtonElement>(SUBMIT)];
    if (buttons.length > 0) return buttons.find((button) => (field.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0) ?? buttons[0]!;
    if (scope === stop || !host.contains(scope)) break;
  }
  return null;
}

/** The first field of the step a player still has to fill: empty, or marked wrong. */
function firstToFill(button: HTMLElement, host: HTMLElement): HTMLElement | null {
  let scope: HTMLElement | null = button.parentElement;
  while (scope && scope !== host && !firstField(scope, (el) => el !== button)) scope = scope.parentElement;
  if (!scope) return null;
  return firstField(scope, (el) => el.getAttribute('aria-invalid') === 'true' || (el instanceof HTMLInputElement && TYPED.has(el.type) && el.value.trim() === ''));
}

/** The panel host's keydown: Enter in a typed field of a step form presses its step button, or shows what is missing. */
export function enterRecordsStep(event: KeyboardEvent, host: HTMLElement): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  const field = event.target;
  // A real <form> submits on its own.
  if (!typedField(field) || field.form) return;
  const button = stepButtonFor(field, host);
  if (!button || button.disabled) return;
  event.preventDefault();
  if (button.getAttribute('aria-disabled') === 'true') {
    // Already on the field to fill: the button says what is missing (its description) when it has the focus.
    const toFill = firstToFill(button, host);
    (toFill && toFill !== field ? toFill : button).focus();
    return;
  }
  // As if the button itself were pressed: the focus then follows a recorded step like a click's.
  button.focus();
  button.click();
}
