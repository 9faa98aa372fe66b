/**
 * Focus that follows the flow of a turn: after each step the focus goes to the next thing to do,
 * but only when nothing else holds it (the control just used was removed, or the page itself has
 * it), so a player typing elsewhere is never pulled away.
 */
export function focusIsIdle(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

export function focusWhenIdle(target: HTMLElement | null | undefined): void {
  if (target && focusIsIdle()) target.focus();
}

/**
 * A drop-down list that leads on to the next field. Picked with the mouse (or filled in by a
 * script), the choice leads on at once; moved with the keyboard (arrow keys, first letters), the
 * choice only moves until Enter confirms it, so arrowing past an entry never skips ahead.
 */
export function selectFlow(next: () => void): { keydown: (event: KeyboardEvent) => void; pointerdown: () => void; change: () => void } {
  let keyed = false;
  return {
    keydown(event) {
      if (event.key === 'Enter') {
        // Enter confirms the list's choice; it never submits the form around it.
        event.preventDefault();
        keyed = false;
        next();
      } else if (event.key !== 'Tab' && event.key !== 'Shift') {
        keyed = true;
      }
    },
    pointerdown() {
      keyed = false;
    },
    change() {
      if (!keyed) next();
    },
  };
}

/**
 * Arrow keys across a grid of controls marked `data-row` / `data-col` (the End Phase's objective
 * boxes and table thirds): up and down move a row, left and right a column. Returns whether it moved.
 */
export function moveInGrid(event: KeyboardEvent, grid: HTMLElement): boolean {
  const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
  const from = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-row]') : null;
  if (!step || !from || event.altKey || event.ctrlKey || event.metaKey) return false;
  const cells = [...grid.querySelectorAll<HTMLElement>('[data-row][data-col]')];
  const row = Number(from.dataset.row) + step[0]!;
  const col = Number(from.dataset.col) + step[1]!;
  const to = cells.find((cell) => Number(cell.dataset.row) === row && Number(cell.dataset.col) === col);
  event.preventDefault();
  to?.focus();
  return to !== undefined;
}

/**
 * One Tab stop per grid (a roving tab index): Tab enters the grid on its last focused control,
 * arrows move inside it, Tab again leaves it. Call on mount; cells are `[data-row][data-col]`.
 */
export function rovingGrid(grid: HTMLElement): void {
  const cells = () => [...grid.querySelectorAll<HTMLElement>('[data-row][data-col]')];
  const settle = (current: HTMLElement) => cells().forEach((cell) => (cell.tabIndex = cell === current ? 0 : -1));
  const first = cells()[0];
  if (first) settle(first);
  grid.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target.matches('[data-row][data-col]')) settle(event.target);
  });
}
