/**
 * Raised whenever a change to the code every narrator shares (this folder, and the odds words in
 * `systems/battle-odds.ts`) alters the words of any system's accounts. A stored account keeps the
 * version it was written under, and one written under an earlier version is narrated again.
 */
// 2: a turning point says the winner held the field only at the step that ended the battle.
// 3: a turning point's clauses begin lower-case mid-sentence ("the battle turned: the Ice Rangers …; soldier 1 of …"), names keeping their capitals.
export const SHARED_NARRATION_VERSION = 3;

/**
 * The version a stored account is written under: the shared part plus the system's own narrator's
 * (`Narrator.version`, or a bare narrator's; absent: 1). Raising either raises it, so an account
 * older than either is narrated again.
 */
export function narrationVersion(ownVersion: number | undefined): number {
  return SHARED_NARRATION_VERSION + (ownVersion ?? 1);
}
