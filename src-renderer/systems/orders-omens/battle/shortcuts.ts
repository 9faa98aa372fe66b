import { onBeforeUnmount, onMounted } from 'vue';

/** Whether a key press belongs to a text box or list the player is typing in. */
export function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * Single-key shortcuts for the table's common steps ("1" a chip for the first army, "p" pass),
 * active while the component is mounted; ignored while typing or with a modifier held.
 */
export function useKeyShortcuts(keys: Readonly<Record<string, () => void>>): void {
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
    const run = keys[event.key.toLowerCase()];
    if (!run) return;
    event.preventDefault();
    run();
  };
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
