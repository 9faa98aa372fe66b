import { onBeforeUnmount, onMounted } from 'vue';

/** Inputs a key press types into; a tick box or a choice button does not take letters. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/** Whether a key press belongs to a text box or list the player is typing in. */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && NOT_TYPED.has(target.type)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * Single-key shortcuts for the table's common steps ("1" a chip for the first army, "p" pass),
 * active while the component is mounted; ignored while typing, with a modifier held, or while a
 * dialog (the keys help, a confirmation) is open in front of the page.
 */
export function useKeyShortcuts(keys: Readonly<Record<string, () => void>>, options: { whileDialogOpen?: boolean } = {}): void {
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
    if (!options.whileDialogOpen && document.querySelector('dialog[open]')) return;
    const run = keys[event.key.toLowerCase()];
    if (!run) return;
    event.preventDefault();
    run();
  };
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
