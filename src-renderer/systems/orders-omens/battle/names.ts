import type { BattleDetail } from '../../../../src-shared/contract/battles';
import type { Side } from '../../../../src-shared/rules/orders-omens/battle';
import type { VpSource } from '../../../../src-shared/rules/orders-omens/scoring/vp';
import type { Stage } from '../../../../src-shared/rules/orders-omens/walkthrough/walkthrough';

export const SIDE_KEYS: readonly Side[] = ['A', 'B'];

export function sideName(battle: BattleDetail, side: Side): string {
  return battle.state.roster.sides[side].name;
}

export function brigadeName(battle: BattleDetail, id: string): string {
  return battle.state.roster.brigades[id]?.name ?? id;
}

export function regimentName(battle: BattleDetail, id: string): string {
  return battle.state.roster.regiments[id]?.name ?? id;
}

export function generalName(battle: BattleDetail, id: string): string {
  return battle.state.roster.generals[id]?.name ?? id;
}

/** Brigades of a side that stand on the table, not fled or dispersed. */
export function brigadesOnTable(battle: BattleDetail, side?: Side) {
  return Object.values(battle.state.roster.brigades).filter((b) => (side === undefined || b.side === side) && battle.state.brigades[b.id]!.deployed && battle.state.brigades[b.id]!.status === 'in-play');
}

/** The enemies of `side` a Brigade may shoot, charge or breathe on: on the table and not locked in melee. */
export function freeEnemyBrigades(battle: BattleDetail, side: Side) {
  return brigadesOnTable(battle).filter((b) => b.side !== side && battle.state.brigades[b.id]!.engagementId === null);
}

export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  initiative: 'Initiative',
  terrain: 'Terrain',
  recon: 'Recon',
  deployment: 'Deployment',
  strategy: 'Strategy',
  activation: 'Activation',
  'end-phase': 'End Phase',
  result: 'Result',
};

export const VP_SOURCE_LABELS: Readonly<Record<VpSource, string>> = {
  'objective-captured': 'Objectives captured',
  'objective-defended': 'Objectives defended',
  'table-third': 'Table thirds',
  'enemy-brigade-broken': 'Enemy Brigades broken',
  'enemy-break-point': 'Enemy break point',
  'general-captured': 'Generals captured',
  'general-slain': 'Generals slain',
  'marshal-taken': 'Marshal killed or captured',
  'baggage-captured': 'Baggage captured',
  correction: 'Corrections',
};

/** The terrain pieces placed before the battle, by name, in the order they were placed. */
export function placedTerrain(battle: BattleDetail): string[] {
  const names = battle.steps.flatMap(({ step }) => (step.type === 'terrain-placed' && step.name.trim() !== '' ? [step.name.trim()] : []));
  return [...new Set(names)];
}
