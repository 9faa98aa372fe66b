/**
 * Which tab of a tab list a key moves to (the WAI-ARIA tabs pattern): the arrow keys along the
 * list step to the next or previous tab, wrapping at the ends, and Home and End go to the first
 * and last. Up and Down count only for a list laid out vertically. Null for any other key, which
 * the tab then leaves to the browser.
 */
export function rovingIndex(key: string, index: number, count: number, layout: 'horizontal' | 'vertical' = 'horizontal'): number | null {
  if (count <= 0) return null;
  const forward = layout === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight'];
  const back = layout === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft'];
  if (forward.includes(key)) return (index + 1) % count;
  if (back.includes(key)) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
