import type { ChosenSide, Libraries, SetupBuilt, SetupProblem } from '../../../systems/game-system';
import { setupRefused } from '../../../systems/setup-refused';
import { validateDice, type DiceRoll } from '../../dice';
import type { RulingChoices } from '../../ruling';
import { assessArmy } from '../army/assess-army';
import { battleSizePoints } from '../army/battle-size';
import { ArmyRosterSchema, type ArmyRoster } from '../army/roster-schema';
import type { ResolvedArmy } from '../army/resolve-army';
import { cardsFromLibraries } from '../cards/card-library';
import { rulingsInPlay, type Rulings1999 } from '../rulings-in-play';
import { SetupInputSchema, type SetupInput1999 } from './setup-schema';
import type { BattleUnit, Setup1999, SideSetup, VictorySetup } from './setup-types';
import { territorialTurnFromD6, victoryFromD6 } from './victory-conditions';

/** Two or more players (issue #14); six is as many as a table seats. */
export const SIDES_1999 = { min: 2, max: 6 } as const;

type Fail = { ok: false; reason: string; path?: string };
const fail = (reason: string, path?: string): Fail => ({ ok: false, reason, ...(path ? { path } : {}) });
const problem = (reason: string, path?: string): SetupProblem => ({ reason, ...(path ? { path } : {}) });

/**
 * The stored setup from the form and the chosen armies: every army legal at the agreed size, the
 * victory condition settled (agreed or from its D3, the Territorial Turn agreed or D6+3), Prey's
 * Bounty Units named, every card snapshotted at the version that applies. Every problem is said
 * at once (each army, the victory condition, the markers), so fixing one does not reveal the next.
 */
export function buildSetup(input: SetupInput1999, sides: readonly ChosenSide<unknown>[], context: { readonly now: string; readonly rulings: RulingChoices; readonly libraries: Libraries }): SetupBuilt<Setup1999> {
  const parsed = SetupInputSchema.safeParse(input);
  if (!parsed.success) return setupRefused(parsed.error.issues.map((issue) => problem(issue.message, issue.path.join('.'))));
  const form = parsed.data;
  const rulings = rulingsInPlay(context.rulings);
  if (sides.length < SIDES_1999.min || sides.length > SIDES_1999.max) return fail(`A 1999 battle has ${SIDES_1999.min} to ${SIDES_1999.max} players; ${sides.length} chosen`, 'sides');
  const keys = sides.map((s) => s.side);
  if (new Set(keys).size !== keys.length) return fail('Each player needs a seat of their own', 'sides');
  const points = battleSizePoints(form.size);
  const library = cardsFromLibraries(context.libraries);

  const built: SideSetup[] = [];
  const problems: SetupProblem[] = [];
  // Every army's first problem, so two armies too big for the size are both named at once.
  let oversize = 0;
  for (const [index, side] of sides.entries()) {
    const who = side.playerName || `Player ${index + 1}`;
    if (side.forces.length !== 1) {
      problems.push(problem(`${who} brings one army to a 1999 battle`, `sides.${index}.forces`));
      continue;
    }
    const force = side.forces[0]!;
    const roster = ArmyRosterSchema.safeParse(force.roster);
    if (!roster.success) {
      problems.push(problem(`${who}’s army “${force.name}” is not a 1999 army: ${roster.error.issues[0]!.message}`, `sides.${index}.forces.0`));
      continue;
    }
    const assessment = assessArmy(roster.data, library, rulings, points);
    if (!assessment.valid) {
      const first = assessment.problems[0]!;
      problems.push(problem(`${who}’s army “${force.name}”: ${first.message.replace(/^Army: /, '')}`, `sides.${index}.forces.0`));
      if (first.path[0] === 'size') oversize += 1;
      continue;
    }
    built.push(sideSetup(side.side, who, force.armyId, force.name, roster.data, assessment.army));
  }
  // Over the agreed size (L253): the way out is usually the size of the battle, not the army.
  if (oversize > 0) problems.push(problem(`Choose a larger Size of the battle, or lighten ${oversize === 1 ? 'the army' : 'the armies'}`, 'size'));

  // Prey's Bounty Units are judged for the armies that can take the field; the others are named above.
  const victory = settleVictory(form, built, rulings);
  if (!victory.ok) problems.push(...victory.problems);
  const multiplayer = sides.length > 2;
  if (multiplayer && !form.markers) problems.push(problem('With more than two players, agree the markers’ distance from the edge and from each other', 'markers'));
  if (problems.length > 0 || !victory.ok) return setupRefused(problems);
  return {
    ok: true,
    setup: {
      size: form.size,
      points,
      sides: built,
      victory: victory.victory,
      terrain: form.terrain.map((piece, i) => ({ id: `t${i + 1}`, name: piece.name, ground: piece.ground, armour: piece.armour })),
      markers: multiplayer ? form.markers! : null,
      createdAt: context.now,
    },
  };
}

function sideSetup(side: string, playerName: string, armyId: string, armyName: string, roster: ArmyRoster, army: ResolvedArmy): SideSetup {
  const units: BattleUnit[] = army.units.map((unit) => {
    const unitId = `${side}/${unit.key}`;
    return {
      id: unitId,
      side,
      key: unit.key,
      name: unit.name,
      reinforcement: unit.reinforcement,
      points: unit.points,
      cards: unit.cards.map((c) => ({
        id: `${side}/${c.key}`,
        unitId,
        key: c.key,
        card: c.card!,
        type: c.type,
        models: c.models,
        dna: c.dna,
        instability: c.instability,
        attributes: c.attributes!,
      })),
    };
  });
  return { side, playerName, armyId, armyName: armyName || roster.name, points: army.points, units };
}

/** The face of a one-D6 roll, or what is wrong with the roll. */
function d6Face(roll: DiceRoll, what: string, path: string): number | SetupProblem {
  if (roll.sides !== 6) return problem(`${what}: roll a D6`, path);
  const wrong = validateDice(roll, 1);
  return wrong ? problem(`${what}: ${wrong.message}`, path) : roll.faces[0]!;
}

type Settled = { ok: true; victory: VictorySetup } | { ok: false; problems: SetupProblem[] };
const unsettled = (...problems: SetupProblem[]): Settled => ({ ok: false, problems });

function settleVictory(form: ReturnType<typeof SetupInputSchema.parse>, sides: readonly SideSetup[], rulings: Rulings1999): Settled {
  let condition;
  let roll: DiceRoll | null = null;
  if (form.victory.decidedBy === 'rolled') {
    const face = d6Face(form.victory.roll, 'The victory condition’s D3', 'victory.roll');
    if (typeof face !== 'number') return unsettled(face);
    condition = victoryFromD6(face);
    roll = form.victory.roll;
  } else condition = form.victory.condition;

  const base = { condition, decidedBy: form.victory.decidedBy, roll, turnLimit: null, territorialTurn: null, prey: null } as const;
  switch (condition) {
    case 'surrender':
    case 'predator':
      return { ok: true, victory: base };
    case 'turn-limit':
      if (!form.turnLimit) return unsettled(problem('Agree how many Turns to play', 'turnLimit'));
      return { ok: true, victory: { ...base, turnLimit: form.turnLimit } };
    case 'territorial': {
      const t = form.territorialTurn;
      if (!t) return unsettled(problem('Territorial Mission: agree the Turn, or roll a D6+3', 'territorialTurn'));
      if (t.decidedBy === 'agreed') return { ok: true, victory: { ...base, territorialTurn: { turn: t.turn, decidedBy: 'agreed', roll: null } } };
      const face = d6Face(t.roll, 'The Territorial Turn’s D6+3', 'territorialTurn.roll');
      if (typeof face !== 'number') return unsettled(face);
      return { ok: true, victory: { ...base, territorialTurn: { turn: territorialTurnFromD6(face), decidedBy: 'rolled', roll: t.roll } } };
    }
    case 'prey':
      return settlePrey(form, sides, rulings, base);
  }
}

/** Each side's Bounty Unit, or what is wrong with it: every side's problem at once. */
function settlePrey(form: ReturnType<typeof SetupInputSchema.parse>, sides: readonly SideSetup[], rulings: Rulings1999, base: VictorySetup): Settled {
  const variant = form.prey?.variant ?? 'designated';
  const named = form.prey?.bounty ?? {};
  const bounty: Record<string, string> = {};
  const problems: SetupProblem[] = [];
  for (const side of sides) {
    const picked = bountyOf(side, named[side.side], variant, rulings);
    if ('reason' in picked) problems.push(picked);
    else bounty[side.side] = picked.id;
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, victory: { ...base, prey: { variant, bounty } } };
}

function bountyOf(side: SideSetup, choice: string | undefined, variant: NonNullable<VictorySetup['prey']>['variant'], rulings: Rulings1999): BattleUnit | SetupProblem {
  const path = `prey.bounty.${side.side}`;
  if (variant === 'designated') {
    if (!choice) return problem(`Prey Mission: ${side.playerName} designates a Bounty Unit`, path);
    const unit = side.units.find((u) => u.key === choice);
    if (!unit) return problem(`Prey Mission: ${side.playerName}’s army has no such Unit`, path);
    if (unit.reinforcement) return problem(`Prey Mission: ${unit.name} is a Reinforcement Unit and may never be the Bounty Unit`, path);
    return unit;
  }
  const pool = rulings.preyVariantCandidates === 'exclude-reinforcements' ? side.units.filter((u) => !u.reinforcement) : side.units;
  if (pool.length === 0) return problem(`Prey Mission: ${side.playerName} has no Unit on the Battlefield to be the Bounty Unit`, path);
  const cost = variant === 'lowest-cost' ? Math.min(...pool.map((u) => u.points)) : Math.max(...pool.map((u) => u.points));
  const candidates = pool.filter((u) => u.points === cost);
  const picked = choice ? candidates.find((u) => u.key === choice) : candidates.length === 1 ? candidates[0] : undefined;
  if (!picked) {
    const names = candidates.map((u) => u.name).join(', ');
    return problem(
      choice
        ? `Prey Mission: ${side.playerName}’s Bounty Unit must be one costing ${cost} Army Points (${names})`
        : `Prey Mission: ${side.playerName} has several Units costing ${cost} Army Points (${names}); the player decides which`,
      path,
    );
  }
  if (picked.reinforcement) return problem(`Prey Mission: ${picked.name}, ${side.playerName}’s ${variant === 'lowest-cost' ? 'lowest' : 'highest'}-cost Unit, is a Reinforcement Unit and may never be the Bounty Unit`, path);
  return picked;
}
