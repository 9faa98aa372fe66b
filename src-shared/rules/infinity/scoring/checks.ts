import type { GameEnding, PerSide, RetreatTurn, ScoringProblem, Side } from './types';
import { RETREAT_TURNS, SIDES } from './types';

/** Collects problems while a report is checked. */
export class ReportChecks {
  readonly problems: ScoringProblem[] = [];

  add(path: string, message: string): void {
    this.problems.push({ path, message });
  }

  /** A whole number within min..max. */
  count(path: string, value: unknown, min: number, max: number, what: string): value is number {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add(path, value === undefined || value === null ? `${what} is missing.` : `${what} must be a whole number, not ${JSON.stringify(value)}.`);
      return false;
    }
    if (value < min || value > max) {
      this.add(path, `${what} must be between ${min} and ${max}, not ${value}.`);
      return false;
    }
    return true;
  }

  /** A whole number per side within min..max, and both together at most `sumMax` when given. */
  perSide(path: string, values: PerSide<number> | undefined, min: number, max: number, what: string, sumMax?: number): void {
    if (!values) return this.add(path, `${what} is missing for both sides.`);
    const valid = SIDES.map((side) => this.count(`${path}.${side}`, values[side], min, max, `${what} (Side ${side})`)).every(Boolean);
    if (valid && sumMax !== undefined && values.A + values.B > sumMax) {
      this.add(path, `${what}: Side A ${values.A} and Side B ${values.B} add up to more than the ${sumMax} on the table.`);
    }
  }

  /** The per-round reports match how the game ended. */
  rounds(path: string, rounds: readonly unknown[] | undefined, ending: GameEnding, lastGameRound: number): rounds is readonly unknown[] {
    if (ending !== 'third-round' && ending !== 'retreat') {
      this.add('ending', `The game ends after the third Game Round or by Retreat!, not "${String(ending)}".`);
      return false;
    }
    if (!Array.isArray(rounds)) {
      this.add(path, 'One report per Game Round is missing.');
      return false;
    }
    if (ending === 'third-round' && rounds.length !== lastGameRound) {
      this.add(path, `The game ended after Game Round ${lastGameRound}: report ${lastGameRound} rounds, not ${rounds.length}.`);
      return false;
    }
    if (ending === 'retreat' && (rounds.length < 1 || rounds.length > lastGameRound)) {
      this.add(path, `A game ended by Retreat! reports 1 to ${lastGameRound} rounds (the last one at the game's end), not ${rounds.length}.`);
      return false;
    }
    return true;
  }

  /** Retreat! ends the game at the end of a player's Active Turn: which one is said, and only then. */
  retreatTurn(ending: GameEnding, retreatTurn: RetreatTurn | undefined): void {
    if (ending === 'retreat' && !RETREAT_TURNS.includes(retreatTurn as RetreatTurn)) {
      this.add('retreatTurn', 'Say whose Active Turn the game ended at the end of: the first or the second player\'s.');
    } else if (ending !== 'retreat' && retreatTurn !== undefined) {
      this.add('retreatTurn', 'Only a game ended by Retreat! ends in a player\'s Active Turn.');
    }
  }

  side(path: string, value: unknown, allowNone: boolean): value is Side | null {
    if (value === 'A' || value === 'B' || (allowNone && value === null)) return true;
    this.add(path, `Expected ${allowNone ? '"A", "B" or null' : '"A" or "B"'}, got ${JSON.stringify(value)}.`);
    return false;
  }
}
