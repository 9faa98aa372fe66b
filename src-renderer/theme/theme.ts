import { computed, readonly, ref, watch } from 'vue';

/** What the player picked in the theme switch; `system` follows the operating system's setting. */
export type ThemeChoice = 'system' | 'light' | 'dark';
/** The theme on screen. */
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

// public/server-rendered.js reads it too, to draw the browser host's pre-rendered page in the chosen theme.
const STORAGE_KEY = 'warchronicle.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): ThemeChoice {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

const choice = ref<ThemeChoice>(storedChoice());
const systemDark = ref(false);
const theme = computed<Theme>(() => (choice.value === 'system' ? (systemDark.value ? 'dark' : 'light') : choice.value));

let installed = false;

/**
 * Follows the system setting and the player's choice, and marks <html data-theme> so the
 * stylesheets pick their palette. Call once before the app mounts, so the first paint is right.
 */
export function installTheme(root: HTMLElement = document.documentElement): void {
  if (installed) return;
  installed = true;
  const media = globalThis.matchMedia?.(DARK_QUERY);
  if (media) {
    systemDark.value = media.matches;
    media.addEventListener('change', (event) => (systemDark.value = event.matches));
  }
  watch(theme, (value) => (root.dataset.theme = value), { immediate: true });
}

/** Sets (and remembers on this computer) the player's theme choice. */
export function chooseTheme(next: ThemeChoice): void {
  choice.value = next;
  try {
    if (next === 'system') globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // Storage refused (private window): the choice holds for this session only.
  }
}

export function useTheme() {
  return { choice: readonly(choice), theme, chooseTheme };
}
