import { generateBattle, largeArmy, largeSetup } from '../src-shared/rules/orders-omens/battle/testing/generate';
import { armyA, armyB, setupOf } from '../src-shared/rules/orders-omens/battle/testing/fixtures';
import type { BattleEvent, BattleSetup } from '../src-shared/rules/orders-omens/battle';
import type { Army } from '../src-shared/rules/orders-omens/types';

/** Six Divisions of four Brigades a side and a 50-turn limit: a battle that is still going at step 5,000. */
export function longSetup(): BattleSetup {
  const wide = (base: Army): Army => {
    const big = largeArmy(base);
    return { ...big, divisions: Array.from({ length: 6 }, () => big.divisions[0]!) };
  };
  return setupOf({ A: wide(armyA()), B: wide(armyB()) }, { turnLimit: 50 });
}

let long: { setup: BattleSetup; events: BattleEvent[] } | undefined;

/** A generated Orders & Omens battle of at least 5,000 steps, made once per bench run (it takes a second or two). */
export function longBattle(): { readonly setup: BattleSetup; readonly events: readonly BattleEvent[] } {
  if (!long) {
    const setup = longSetup();
    const { events } = generateBattle(setup, 5_000, 11);
    if (events.length < 5_000) throw new Error(`the generated battle ended after ${events.length} steps`);
    // The generator stops at the end of a turn past 5,000; the figures are for exactly 5,000 steps, as the 500-step battle is cut to 500.
    long = { setup, events: events.slice(0, 5_000) };
  }
  return long;
}

let medium: { setup: BattleSetup; events: BattleEvent[] } | undefined;

/** The engine's usual 500-event benchmark battle (two Divisions of four Brigades a side). */
export function mediumBattle(): { readonly setup: BattleSetup; readonly events: readonly BattleEvent[] } {
  if (!medium) {
    const setup = largeSetup();
    medium = { setup, events: generateBattle(setup, 500, 7).events.slice(0, 500) };
  }
  return medium;
}
