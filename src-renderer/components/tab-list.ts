/** One tab of a `TabList`: its key (the `v-model` value) and the name the player reads. */
export interface ListTab<Key extends string = string> {
  readonly key: Key;
  readonly label: string;
}

/**
 * The ids that join a tab list to the one panel that shows the chosen tab's body: each tab is named
 * `<base>-<key>` and controls the panel, and the panel is labelled by the chosen tab. A screen makes
 * one with `tabListIds`, hands it to its `TabList` and binds `panel(chosen)` on its panel, so the tabs
 * and the panel read the same names.
 */
export interface TabListIds {
  readonly panelId: string;
  tab(key: string): string;
  /** What the panel showing the tab `key` binds: `v-bind="ids.panel(chosen)"`. */
  panel(key: string): { id: string; role: 'tabpanel'; 'aria-labelledby': string };
}

/** The ids of a tab list whose ids start with `base` (unique on the page: `useId()`, or a fixed word where a test or link names a tab). */
export function tabListIds(base: string): TabListIds {
  const panelId = `${base}-panel`;
  const tab = (key: string) => `${base}-${key}`;
  return { panelId, tab, panel: (key) => ({ id: panelId, role: 'tabpanel', 'aria-labelledby': tab(key) }) };
}
