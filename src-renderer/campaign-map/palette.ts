import { computed, type ComputedRef } from 'vue';
import { useTheme } from '../theme/theme';

/**
 * The theme's colours as plain values: the map's SVG carries them as attributes (not CSS
 * variables), so the same drawing rasterises to PNG exactly as it looks on screen.
 */
export interface MapPalette {
  readonly ink: string;
  readonly halo: string;
  readonly line: string;
  readonly unowned: string;
  readonly ground: string;
  readonly accent: string;
  readonly focus: string;
}

/** The palette as the stylesheet gives it to `element` (the page, or a `.paper` element for print). */
export function readMapPalette(element: Element): MapPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    ink: read('--ink', '#23201b'),
    halo: read('--paper-raised', '#fffdf8'),
    line: read('--line-strong', '#c7b99f'),
    unowned: read('--surface-sunken', '#f1ead9'),
    ground: read('--paper', '#f6f1e6'),
    accent: read('--accent', '#8e2a22'),
    focus: read('--focus', '#d99a2b'),
  };
}

/** The paper palette (always light), for maps put in exported documents. */
export function paperPalette(): MapPalette {
  const probe = document.createElement('div');
  probe.className = 'paper';
  probe.hidden = true;
  document.body.append(probe);
  try {
    return readMapPalette(probe);
  } finally {
    probe.remove();
  }
}

export function useMapPalette(): ComputedRef<MapPalette> {
  const { theme } = useTheme();
  return computed(() => {
    void theme.value;
    return readMapPalette(document.documentElement);
  });
}
