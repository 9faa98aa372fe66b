import { dispatch } from '../dispatch';
import type { ServiceContext } from '../services/context';
import type { CallError } from '../../src-shared/contract';
import type { SystemBattleDetail, SystemStepAnswer } from '../../src-shared/contract/system-battles';
import { applySystemStepAnswer } from '../../src-shared/systems/system-step-answer';
import type { ForceDetail } from '../../src-shared/contract/forces';
import { army, die, roll, squad, unit } from '../../src-shared/rules/1999/testing/fixtures';
import type { ArmyRoster } from '../../src-shared/rules/1999/army/roster-schema';
import type { SetupInput1999 } from '../../src-shared/rules/1999/setup/setup-schema';

/** Contract calls for tests: `call` throws on a refusal, `refusal` expects one and returns it. */
export function caller(ctx: ServiceContext) {
  return {
    call<T>(name: string, input: unknown): T {
      const result = dispatch(ctx, name, input);
      if (!result.ok) throw new Error(`${name} refused: ${result.error.code} ${result.error.message} at ${result.error.path ?? '-'}`);
      return result.value as T;
    },
    refusal(name: string, input: unknown): CallError {
      const result = dispatch(ctx, name, input);
      if (result.ok) throw new Error(`${name} was expected to be refused but answered ${JSON.stringify(result.value).slice(0, 200)}`);
      return result.error;
    },
  };
}

/** A three-player Prey battle from 1999's example cards (seed 001), the steps of its system test. */
const r = (rounds: Record<string, number>[]) => rounds.map((round) => Object.entries(round).map(([who, face]) => ({ who, dice: die(face) })));
const shoot = (cardId: string, model: number, weapon: string, target: number) => ({
  type: 'shot',
  shooter: { cardId, model },
  weapon,
  target: { cardId: 'p2/pack', model: target },
  rangeCm: 25,
  toHit: roll(5),
  hit: { penetration: roll(4), wounds: [roll(1)] },
});
export const PREY_SCRIPT: unknown[] = [
  { type: 'deployment-order-rolled', rounds: r([{ p1: 5, p2: 2, p3: 4 }]) },
  { type: 'deployment-markers', markers: ['p1', 'p2', 'p3'].map((side) => ({ side, edgeDistanceCm: 15, nearestMarkerCm: 95 })), rounds: r([{ p1: 3, p2: 6, p3: 1 }]), starts: { p1: 0, p2: 2, p3: 1 } },
  { type: 'card-deployed', unitId: 'p1/line', atMarker: true },
  { type: 'card-deployed', unitId: 'p2/pack', atMarker: true },
  { type: 'card-deployed', unitId: 'p3/wardens', atMarker: true },
  { type: 'card-deployed', unitId: 'p1/runner', nearestEnemyCardCm: 70 },
  { type: 'card-deployed', unitId: 'p3/runner', nearestEnemyCardCm: 65 },
  { type: 'guerilla-tactics-rolled', unitId: 'p1/runner', roll: die(5), redeployed: true, nearestEnemyCardCm: 62 },
  { type: 'guerilla-tactics-rolled', unitId: 'p3/runner', roll: die(2) },
  { type: 'forces-revealed', nearestEnemyCm: 60 },
  { type: 'order-of-play-rolled', rounds: r([{ p1: 3, p2: 4, p3: 2 }, { p1: 6, p2: 3 }]) },
  { type: 'unit-nominated', unitId: 'p1/runner' },
  { type: 'action-declared', action: 'indirect' },
  { type: 'indirect', shooter: { cardId: 'p1/runner', model: 0 }, weapon: 'Scrap charges', guessedRangeCm: 18, deviation: roll(6), hits: [{ target: { cardId: 'p3/runner', model: 0 }, penetration: roll(3), wounds: [roll(2)] }] },
  { type: 'activation-ended' },
  { type: 'unit-nominated', unitId: 'p3/wardens' },
  { type: 'action-declared', action: 'hold-ground' },
  { type: 'activation-ended' },
  { type: 'unit-nominated', unitId: 'p1/line' },
  { type: 'action-declared', action: 'move-and-shoot' },
  { type: 'model-moved', cardId: 'p1/line', distanceCm: 8 },
  shoot('p1/line', 0, 'Harrow rifle', 0),
  shoot('p1/line', 1, 'Harrow rifle', 1),
  shoot('p1/line', 2, 'Harrow rifle', 2),
  shoot('p1/vane', 0, 'Service pistol', 3),
];


/** The three 1999 armies of the Prey battle, for players 0–2 (sides p1–p3), made afresh for each caller. */
export function preyRosters(): ArmyRoster[] {
  return [
    army('Harrow Line', [
      squad('line', 'Harrow Riflemen', 3, {
        attached: [
          { key: 'vane', card: 'Sergeant Ilse Vane', type: 'leader', position: 0, dna: [] },
          { key: 'mortar', card: 'Mortar Crew', type: 'support', position: 1, dna: [] },
        ],
      }),
      unit('runner', 'Scrap Runner'),
    ]),
    army('Ash Pack', [squad('pack', 'Ashen Hounds', 4)]),
    army('Seventh Choir', [squad('wardens', 'Seraph Wardens', 2, { attached: [{ key: 'herald', card: 'Herald of the Seventh Choir', type: 'leader', position: 0, dna: [] }] }), unit('runner', 'Scrap Runner')]),
  ];
}

/** The Prey battle's set-up: a small game, the victor rolled, the Bounty Units designated, markers placed. */
export const PREY_SETUP = {
  size: { kind: 'small' },
  victory: { decidedBy: 'rolled', roll: die(3) },
  prey: { variant: 'designated', bounty: { p1: 'runner', p2: 'pack', p3: 'runner' } },
  markers: { edgeDistanceCm: 15, spacingCm: 90 },
} satisfies SetupInput1999;

/** The Prey battle set up with its three armies for players 0–2 (not yet played). */
export function createPreyBattle(api: ReturnType<typeof caller>, campaignId: string, playerIds: readonly string[]): SystemBattleDetail {
  const forces = preyRosters().map((roster, i) => api.call<ForceDetail>('forces.create', { campaignId, playerId: playerIds[i], system: '1999', roster }));
  return api.call<SystemBattleDetail>('battles.create', {
    system: '1999',
    campaignId,
    name: 'The Ash Road',
    sides: forces.map((force, i) => ({ playerId: playerIds[i], armyIds: [force.id] })),
    setup: PREY_SETUP,
  });
}

/** One step through the contract, its answer folded into the battle held (as the renderer's store does). */
export function appendStep(api: ReturnType<typeof caller>, battle: SystemBattleDetail, event: unknown): SystemBattleDetail {
  return applySystemStepAnswer(battle, api.call<SystemStepAnswer>('battles.append', { battleId: battle.id, system: battle.system, event, expectedCount: battle.steps.length }));
}

/** Plays the Prey script to Ann's victory. */
export function playPreyBattle(api: ReturnType<typeof caller>, battle: SystemBattleDetail): SystemBattleDetail {
  return PREY_SCRIPT.reduce<SystemBattleDetail>((current, event) => appendStep(api, current, event), battle);
}
