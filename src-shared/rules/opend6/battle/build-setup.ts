import { agreeing, isAre, possessive } from '../text';
import { z } from 'zod';
import type { ChosenSide, Libraries, SetupBuilt, SetupProblem } from '../../../systems/game-system';
import { setupRefused } from '../../../systems/setup-refused';
import type { RulingChoices } from '../../ruling';
import { assessSquad } from '../squads/assess';
import type { Squad } from '../squads/schema';
import { fieldSquad } from './field-squad';
import type { Od6Setup } from './setup';

const sgpBudget = z.number({ error: 'An SGP budget must be a number' }).int({ error: 'An SGP budget is a whole number' }).min(1, { error: 'An SGP budget is at least 1' }).max(100_000, { error: 'An SGP budget is at most 100,000' });

/** The OpenD6 part of the set-up form: each side's agreed SGPs (sides may differ, L43), an optional turn limit, and what was agreed. */
export const Od6SetupInputSchema = z.strictObject({
  budgets: z.record(z.string().min(1).max(16), sgpBudget, { error: 'Give each side its SGP budget' }),
  turnLimit: z.number({ error: 'The turn limit must be a number' }).int({ error: 'The turn limit is a whole number' }).min(1, { error: 'At least 1 turn' }).max(50, { error: 'At most 50 turns' }).nullable().default(null),
  notes: z.string({ error: 'Notes must be text' }).max(2000, { error: 'Notes must be 2,000 characters or fewer' }).default(''),
});

export type Od6SetupInput = z.input<typeof Od6SetupInputSchema>;

const sgp = (value: number) => `${value.toLocaleString('en-GB')} SGPs`;

/**
 * The stored setup from the form and the chosen squads, or what is wrong, in the players' words:
 * every problem at once (each side's budget, each squad not ready or chosen twice, each side over its budget).
 */
export function buildOd6Setup(input: Od6SetupInput, sides: readonly ChosenSide<Squad>[], context: { readonly now: string; readonly rulings: RulingChoices; readonly libraries: Libraries }): SetupBuilt<Od6Setup> {
  const parsed = Od6SetupInputSchema.safeParse(input);
  if (!parsed.success) return setupRefused(parsed.error.issues.map((issue) => ({ reason: issue.message, path: issue.path.join('.') })));
  if (sides.length !== 2) return { ok: false, reason: 'An OpenD6 battle is fought between two sides', path: 'sides' };
  const seen = new Set<string>();
  const built: Od6Setup['sides'][number][] = [];
  const problems: SetupProblem[] = [];
  for (const [s, side] of sides.entries()) {
    const who = side.playerName || `Player ${s + 1}`;
    const budget = parsed.data.budgets[side.side];
    if (budget === undefined) problems.push({ reason: `Agree ${possessive(who)} SGP budget`, path: `budgets.${side.side}` });
    if (side.forces.length === 0) problems.push({ reason: `${who} needs at least one squad`, path: `sides.${s}.forces` });
    let spent = 0;
    let ready = true;
    for (const [f, force] of side.forces.entries()) {
      const path = `sides.${s}.forces.${f}`;
      if (seen.has(force.armyId)) {
        problems.push({ reason: `${force.name} ${isAre(force.name)} chosen twice`, path });
        ready = false;
        continue;
      }
      seen.add(force.armyId);
      const assessment = assessSquad(force.roster, context.rulings, context.libraries);
      if (!assessment.battleReady) {
        problems.push({ reason: `${force.name} ${isAre(force.name)} not ready for battle: ${assessment.problems[0]?.message ?? `fix ${agreeing(force.name).its} sheet first`}`, path });
        ready = false;
      }
      spent += assessment.points;
    }
    if (budget !== undefined && spent > budget) problems.push({ reason: `${possessive(who)} squads cost ${sgp(spent)}, over the agreed ${sgp(budget)}`, path: `budgets.${side.side}` });
    if (budget !== undefined && ready && side.forces.length > 0) {
      built.push({ side: side.side, playerName: side.playerName, budget, squads: side.forces.map((force) => fieldSquad(force.armyId, side.side, force.roster, context.libraries, context.rulings)) });
    }
  }
  if (problems.length > 0) return setupRefused(problems);
  return { ok: true, setup: { sides: built, turnLimit: parsed.data.turnLimit, notes: parsed.data.notes, createdAt: context.now } };
}
