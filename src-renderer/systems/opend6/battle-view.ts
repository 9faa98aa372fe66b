import type { RulingChoices } from '../../../src-shared/rules/ruling';
import { applyOd6 } from '../../../src-shared/rules/opend6/battle/apply';
import type { FightGroupInput, Od6Event } from '../../../src-shared/rules/opend6/battle/events';
import { owesCasualtyTest } from '../../../src-shared/rules/opend6/battle/handlers/morale';
import { activeSoldiers, isFighting } from '../../../src-shared/rules/opend6/battle/queries';
import type { FieldedSquad, Od6Setup } from '../../../src-shared/rules/opend6/battle/setup';
import type { Od6State } from '../../../src-shared/rules/opend6/battle/state';
import { CREW_HIT_CHANCE } from '../../../src-shared/rules/opend6/data/siege';
import { enteredOpenRoll, type OpenRoll } from '../../../src-shared/rules/opend6/dice/open-roll';
import { opend6Rulings } from '../../../src-shared/rules/opend6/rulings-in-play';

/** Read-only questions the battle panel asks of the engine's state, in one place. */

export function squadsOf(setup: Od6Setup, side: string): readonly FieldedSquad[] {
  return setup.sides.find((candidate) => candidate.side === side)?.squads ?? [];
}

export function enemiesOf(setup: Od6Setup, key: string): readonly FieldedSquad[] {
  const mine = setup.sides.find((side) => side.squads.some((squad) => squad.key === key))?.side;
  return setup.sides.filter((side) => side.side !== mine).flatMap((side) => side.squads);
}

/** Squads of `side` still to move this Movement Phase. */
export function stillToMove(state: Od6State, side: string | null): readonly FieldedSquad[] {
  if (side === null) return [];
  return squadsOf(state.setup, side).filter((squad) => {
    const now = state.squads[squad.key];
    return now !== undefined && isFighting(now) && now.turn.moved === 'not-yet' && now.engagedWith.length === 0;
  });
}

export function fightingSquads(state: Od6State, side?: string): readonly FieldedSquad[] {
  return state.setup.sides
    .filter((candidate) => side === undefined || candidate.side === side)
    .flatMap((candidate) => candidate.squads)
    .filter((squad) => {
      const now = state.squads[squad.key];
      return now !== undefined && isFighting(now);
    });
}

export function activeIds(state: Od6State, key: string): readonly string[] {
  const squad = state.squads[key];
  return squad ? activeSoldiers(squad).map((soldier) => soldier.id) : [];
}

/** One thing a hit may strike: a soldier of the target, of a squad fighting it, or the target's siege weapon. */
export interface HitCandidate {
  readonly key: string;
  readonly squad: string;
  /** null: the siege weapon itself. */
  readonly soldier: string | null;
}

/**
 * What a hit on `target` may strike (seed 004 L260–L263): its soldiers on the table; while it is in
 * close combat, the soldiers fighting it too, friend or foe (L361); and its siege weapon while it
 * stands (L297).
 */
export function hitCandidates(state: Od6State, target: string): readonly HitCandidate[] {
  const squad = state.squads[target];
  if (!squad) return [];
  const soldiersOf = (key: string) => activeIds(state, key).map((soldier) => ({ key: `${key}|${soldier}`, squad: key, soldier }));
  const battery = squad.battery && squad.battery.bodyPoints > 0 ? [{ key: `${target}|battery`, squad: target, soldier: null }] : [];
  return [...soldiersOf(target), ...squad.engagedWith.flatMap(soldiersOf), ...battery];
}

/**
 * A random pick for one hit: every soldier in sight alike (L263, L361); fire aimed at a siege weapon
 * strikes it or, half the time, a crewman instead (L297). `random` is uniform in [0, 1).
 */
export function randomStrike(candidates: readonly HitCandidate[], target: string, aimedAtWeapon: boolean, random: () => number): HitCandidate | undefined {
  const battery = candidates.find((candidate) => candidate.soldier === null);
  if (aimedAtWeapon && battery) {
    const crew = candidates.filter((candidate) => candidate.squad === target && candidate.soldier !== null);
    if (crew.length === 0 || random() >= CREW_HIT_CHANCE) return battery;
    return crew[Math.floor(random() * crew.length)];
  }
  const soldiers = candidates.filter((candidate) => candidate.soldier !== null);
  return soldiers[Math.floor(random() * soldiers.length)];
}

/** Pairs of squads in base contact that have not fought this turn. */
export function unfoughtEngagements(state: Od6State): readonly (readonly [string, string])[] {
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const squad of Object.values(state.squads)) {
    for (const enemy of squad.engagedWith) {
      const key = [squad.key, enemy].sort().join('|');
      if (seen.has(key) || state.fought.includes(key)) continue;
      seen.add(key);
      pairs.push([squad.key, enemy]);
    }
  }
  return pairs;
}

/**
 * The soldiers paired off as the rulebook does it (seed 004 L362–L365): one against one, then the
 * larger side's spare soldiers join pairings, at most three on one.
 */
export function autoPairings(state: Od6State, aKey: string, bKey: string): { readonly loneSquad: string; readonly lone: string; readonly opponents: readonly string[] }[] {
  const a = activeIds(state, aKey);
  const b = activeIds(state, bKey);
  const [fewKey, few, many] = a.length <= b.length ? [aKey, a, b] : [bKey, b, a];
  const groups: { loneSquad: string; lone: string; opponents: string[] }[] = few.map((lone, i) => ({ loneSquad: fewKey, lone, opponents: many[i] === undefined ? [] : [many[i]!] }));
  many.slice(few.length).forEach((spare, j) => {
    const group = [...groups.slice(j % Math.max(1, groups.length)), ...groups].find((candidate) => candidate.opponents.length < 3);
    if (group) group.opponents.push(spare);
  });
  return groups.filter((group) => group.opponents.length > 0);
}

/** The close-combat event's groups from the pairings and the dice entered for each fighter. */
export function fightGroups(pairings: ReturnType<typeof autoPairings>, dice: Readonly<Record<string, OpenRoll | null>>, attacks: Readonly<Record<number, string>>): FightGroupInput[] | null {
  const groups: FightGroupInput[] = [];
  for (const [g, pairing] of pairings.entries()) {
    const loneRoll = dice[`${g}|lone`];
    const rolls = pairing.opponents.map((_, o) => dice[`${g}|${o}`]);
    if (!loneRoll || rolls.some((roll) => !roll)) return null;
    groups.push({
      lone: { squad: pairing.loneSquad, soldier: pairing.lone, roll: loneRoll },
      opponents: pairing.opponents.map((soldier, o) => ({ soldier, roll: rolls[o]! })),
      loneAttacks: attacks[g] ?? pairing.opponents[0]!,
    });
  }
  return groups;
}

/** Squads that owe a casualty morale test this Morale Phase (L439–L495). */
export function owingMoraleTests(state: Od6State, choices: RulingChoices): readonly string[] {
  const rulings = opend6Rulings(choices);
  return Object.values(state.squads)
    .filter((squad) => owesCasualtyTest(squad as Parameters<typeof owesCasualtyTest>[0], { rulings }))
    .map((squad) => squad.key);
}

/** Broken squads that make their rally test this Morale Phase (L435). */
export function owingRallyTests(state: Od6State): readonly string[] {
  return state.brokenAtMoralePhase.filter((key) => {
    const squad = state.squads[key];
    return squad !== undefined && (squad.presence === 'routing' || squad.presence === 'at-rally-point') && !squad.turn.rallyTested;
  });
}

/** Whether the engine would take this step now: legality is its call, never the screen's. */
export function engineAccepts(state: Od6State, event: Od6Event, choices: RulingChoices): boolean {
  return applyOd6(state, event, choices).ok;
}

const ANY_DIE = enteredOpenRoll([3]);

/** Squads below their starting morale that may try to rally now (`od6.rally-eligibility`, `od6.rally-after-casualties`), as the engine judges it. */
export function mayRally(state: Od6State, choices: RulingChoices): readonly string[] {
  return fightingSquads(state)
    .filter((squad) => engineAccepts(state, { type: 'rally-tested', squad: squad.key, test: { command: ANY_DIE, threat: ANY_DIE } }, choices))
    .map((squad) => squad.key);
}
