import { buildRoster, demiBrigadeName, otherSide, type BattleRoster, type Side } from '../battle/roster';
import type { BattleSetup } from '../battle/state';

/**
 * Names for the ids an outcome carries, read from the battle's roster at narration time. A name
 * the roster lacks reads as a plain noun, never as the id.
 */
export class OutcomeNames {
  constructor(private readonly roster: BattleRoster) {}

  side(side: Side): string {
    return this.roster.sides[side]?.name ?? (side === 'A' ? 'the first army' : 'the second army');
  }

  otherSide(side: Side): string {
    return this.side(otherSide(side));
  }

  brigade(id: string): string {
    return this.roster.brigades[id]?.name ?? demiBrigadeName(this.roster, id) ?? 'a Brigade';
  }

  general(id: string): string {
    return this.roster.generals[id]?.name ?? 'a General';
  }

  regiment(id: string): string {
    return this.roster.regiments[id]?.name ?? 'a regiment';
  }

  division(id: string): string {
    return this.roster.divisions[id]?.name ?? 'a Division';
  }

  monsterOf(brigadeId: string) {
    return this.roster.brigades[brigadeId]?.monster ?? null;
  }
}

const rosters = new WeakMap<BattleSetup, BattleRoster>();

/** The roster of a stored setup, built once per setup object (the narrator is called per outcome). */
export function rosterOf(setup: BattleSetup): BattleRoster {
  let roster = rosters.get(setup);
  if (!roster) {
    roster = buildRoster(setup.armies);
    rosters.set(setup, roster);
  }
  return roster;
}
