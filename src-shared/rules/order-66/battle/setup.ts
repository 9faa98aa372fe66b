import { z } from 'zod';
import type { ChosenSide, Libraries, SetupBuilt, SetupProblem, SideKey } from '../../../systems/game-system';
import { setupRefused } from '../../../systems/setup-refused';
import type { RulingChoices } from '../../ruling';
import type { MysticDefinition } from '../mystics';
import type { MysticStats } from '../resolution';
import { rulesInPlay } from '../rules-in-play';
import { assessRoster, mysticStats } from '../roster/assess';
import { resolveMystic } from '../roster/mystic-library';
import type { Allegiance, Order66Roster } from '../roster/roster';

/** One player's force as the battle was set up: a snapshot, so later edits to the army change nothing. */
export interface Order66SetupSide {
  readonly side: SideKey;
  readonly playerName: string;
  readonly armyId: string;
  readonly forceName: string;
  readonly allegiance: Allegiance;
  readonly mystic: MysticDefinition & { readonly stats: MysticStats };
  readonly grymn: number;
}

export interface Order66Setup {
  readonly sides: readonly Order66SetupSide[];
  /** The agreed number of turns (o66.victory: turn-limit). */
  readonly turnLimit: number | null;
  /** The group's scenario (o66.victory: scenario). */
  readonly scenario: string | null;
  readonly createdAt: string;
}

/** The Order 66 part of the set-up form. */
export interface Order66SetupInput {
  readonly turnLimit?: number | null;
  readonly scenario?: string | null;
}

export const Order66SetupInputSchema: z.ZodType<Order66SetupInput> = z.strictObject({
  turnLimit: z
    .number({ error: 'Turn limit must be a number' })
    .int({ error: 'Turn limit must be a whole number of turns' })
    .min(1, { error: 'Turn limit must be at least 1 turn' })
    .max(50, { error: 'Turn limit must be 50 turns or fewer' })
    .nullable()
    .optional(),
  scenario: z
    .string({ error: 'Scenario must be text' })
    .trim()
    .max(500, { error: 'Scenario must be 500 characters or fewer' })
    .nullable()
    .optional(),
});

export const SIDES = { min: 2, max: 6 } as const;

type Built = SetupBuilt<Order66Setup>;

function refuse(reason: string, path?: string): Built {
  return path === undefined ? { ok: false, reason } : { ok: false, reason, path };
}

const problem = (reason: string, path?: string): SetupProblem => (path === undefined ? { reason } : { reason, path });

/** What the campaign's victory condition needs agreed and is not; the allegiances only once every force is judged (`allJudged`). */
function victoryProblems(input: Order66SetupInput, sides: readonly Order66SetupSide[], choices: RulingChoices, allJudged: boolean): SetupProblem[] {
  const rules = rulesInPlay(choices);
  const problems: SetupProblem[] = [];
  if (rules.victory === 'turn-limit' && !input.turnLimit) {
    problems.push(problem('Agree a number of turns: this campaign plays to a turn limit with the most wounds dealt winning', 'turnLimit'));
  }
  if (rules.victory === 'scenario' && !input.scenario?.trim()) {
    problems.push(problem('Name the scenario the group agreed: this campaign decides Order 66 battles by scenario', 'scenario'));
  }
  if (allJudged && rules.allegiances === 'order-against-chaos' && new Set(sides.map((side) => side.allegiance)).size < 2) {
    problems.push(problem('Order against Chaos needs a Mystic on each side: every force here fights for the same allegiance'));
  }
  return problems;
}

/** One player's force as it takes the field, or why it cannot. */
function sideOfForce(side: ChosenSide<Order66Roster>, index: number, seated: readonly Order66SetupSide[], context: { readonly rulings: RulingChoices; readonly libraries: Libraries }): Order66SetupSide | SetupProblem {
  const path = `sides.${index}.forces`;
  if (side.forces.length !== 1) return problem(`${side.playerName} brings one force (a Mystic and their Grymn Troopers), not ${side.forces.length}`, path);
  const force = side.forces[0]!;
  const assessment = assessRoster(force.roster, context.rulings, context.libraries);
  if (!assessment.valid) return problem(`${force.name} cannot fight yet: ${assessment.problems[0]!.message}`, path);
  const mystic = resolveMystic(force.roster.mystic, context.libraries)!;
  const made = mysticStats(force.roster, context.rulings);
  if (!made.ok) return problem(`${force.name} cannot fight yet: ${made.problem.message}`, path);
  const twin = seated.find((other) => other.mystic.name.toLowerCase() === mystic.name.toLowerCase());
  if (twin) return problem(`${mystic.name} already fights for ${twin.playerName}; each Mystic takes the field once`, path);
  return {
    side: side.side,
    playerName: side.playerName,
    armyId: force.armyId,
    forceName: force.name,
    allegiance: force.roster.allegiance,
    mystic: { ...mystic, stats: made.stats },
    grymn: force.roster.grymn,
  };
}

/**
 * Turns the form's input and the chosen forces into the stored setup: 2–6 players, one force
 * each, every force legal under the campaign's house rules, no Mystic twice. Every problem is
 * said at once (each force, the Grymn Troopers, what the victory condition needs agreed).
 */
export function buildSetup(
  input: Order66SetupInput,
  chosen: readonly ChosenSide<Order66Roster>[],
  context: { readonly now: string; readonly rulings: RulingChoices; readonly libraries: Libraries },
): Built {
  if (chosen.length < SIDES.min || chosen.length > SIDES.max) return refuse(`An Order 66 battle has ${SIDES.min} to ${SIDES.max} players, not ${chosen.length}`, 'sides');
  if (new Set(chosen.map((side) => side.side)).size !== chosen.length) return refuse('Each player needs a seat of their own', 'sides');
  const sides: Order66SetupSide[] = [];
  const problems: SetupProblem[] = [];
  for (const [index, side] of chosen.entries()) {
    const seated = sideOfForce(side, index, sides, context);
    if ('reason' in seated) problems.push(seated);
    else sides.push(seated);
  }
  if (new Set(sides.map((side) => side.grymn)).size > 1) {
    const counts = sides.map((side) => `${side.forceName} ${side.grymn}`).join(', ');
    problems.push(problem(`Every player brings the same number of Grymn Troopers per Mystic: ${counts}`, 'sides'));
  }
  problems.push(...victoryProblems(input, sides, context.rulings, sides.length === chosen.length));
  if (problems.length > 0) return setupRefused(problems);
  const rules = rulesInPlay(context.rulings);
  return {
    ok: true,
    setup: {
      sides,
      turnLimit: rules.victory === 'turn-limit' ? (input.turnLimit ?? null) : null,
      scenario: rules.victory === 'scenario' ? (input.scenario?.trim() ?? null) : null,
      createdAt: context.now,
    },
  };
}

/** A miniature on the table, as the setup defines it. Ids are internal; `name` is what players read. */
export interface ModelInfo {
  readonly id: string;
  /** Stable within the force across battles (`mystic`, `grymn-2`), for service records. */
  readonly key: string;
  readonly side: SideKey;
  readonly kind: 'mystic' | 'grymn';
  readonly name: string;
}

/** Every model of the battle in seat order: each player's Mystic, then their Grymn Troopers. */
export function modelsOf(setup: Order66Setup): readonly ModelInfo[] {
  return setup.sides.flatMap((side) => [
    { id: `${side.side}.mystic`, key: 'mystic', side: side.side, kind: 'mystic' as const, name: side.mystic.name },
    ...Array.from({ length: side.grymn }, (_, index) => ({
      id: `${side.side}.grymn-${index + 1}`,
      key: `grymn-${index + 1}`,
      side: side.side,
      kind: 'grymn' as const,
      name: side.grymn === 1 ? `${side.mystic.name}'s Grymn Trooper` : `${side.mystic.name}'s Grymn Trooper ${index + 1}`,
    })),
  ]);
}

export function sideOf(setup: Order66Setup, side: SideKey): Order66SetupSide {
  const found = setup.sides.find((entry) => entry.side === side);
  if (!found) throw new Error(`no side ${side} in this battle`);
  return found;
}
