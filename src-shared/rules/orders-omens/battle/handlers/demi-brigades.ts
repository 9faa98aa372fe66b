import { possessive } from '../../../../chronicle/sentences';
import { reject, type Draft } from '../draft';
import type { EventOf } from '../events';
import { decided } from '../effects';
import { requireOnTable } from '../queries';
import { demiBrigadeId, demiBrigadeName, type BattleRoster, type RosterBrigade } from '../roster';
import type { BrigadeState } from '../state';
import { requirePhase, spendActions } from './common';

/**
 * Demi-Brigades (seed 002 L397–L398): "Split the Brigade into two Demi-Brigades. If doing so each
 * Demi-Brigade is treated as separate units and must be given separate orders to act." and
 * "Combine into a full Brigade if the Brigade has been previously split into two Demi-Brigades
 * and they are in base to base contact with each other." Each costs one action or reaction.
 *
 * The halves join the roster (append-only, so the chronicle can still name them after they
 * rejoin) and each takes its own chip and Order Test, stands in a table third, counts at the
 * break point and gives the enemy its own VP if it breaks. The Brigade's unspent actions do not
 * pass to the halves: each "must be given separate orders to act".
 */
export const SPLIT_COST = 1;
export const COMBINE_COST = 1;

/** The roster is shared between states and never drafted; a split leaves the next state a copy that knows the halves. */
function setRoster(d: Draft, roster: BattleRoster): void {
  d.nextRoster.roster = roster;
}

function halvesOf(d: Draft, parentId: string): [RosterBrigade, RosterBrigade] {
  const halves = Object.values(d.roster.brigades).filter((b) => b.demiOf === parentId && d.brigades[b.id]!.status !== 'combined');
  if (halves.length !== 2) reject(`the two Demi-Brigades of ${d.roster.brigades[parentId]?.name ?? 'that Brigade'} are not both standing`);
  return [halves[0]!, halves[1]!];
}

export function brigadeSplit(d: Draft, e: EventOf<'brigade-split'>): void {
  requirePhase(d, 'Splitting a Brigade', 'activation');
  const { info, state } = requireOnTable(d, e.brigadeId, 'split');
  if (info.demiOf !== undefined) reject(`${info.name} cannot split again: only a full Brigade splits, not a Demi-Brigade`);
  if (info.kind !== 'brigade') reject(`${info.name} cannot split: a single attached regiment has no halves`);
  if (state.fleeing) reject(`${info.name} may only flee or rally while fleeing`);
  if (state.engagementId !== null) reject(`${info.name} cannot split while locked in melee`);
  const first = [...new Set(e.firstHalf)];
  const stranger = first.find((id) => !info.regimentIds.includes(id));
  if (stranger !== undefined) reject(`${d.roster.regiments[stranger]?.name ?? 'that regiment'} cannot join a Demi-Brigade of ${info.name}: a regiment of another Brigade`);
  const second = info.regimentIds.filter((id) => !first.includes(id));
  if (first.length === 0 || second.length === 0) reject(`each Demi-Brigade needs at least one of ${possessive(info.name, "'")} ${info.regimentIds.length} regiments`);
  spendActions(d, e.brigadeId, SPLIT_COST, 'splitting');

  const splitBefore = Object.values(d.roster.brigades).filter((b) => b.demiOf === info.id).length / 2;
  const halves = [first, second].map((regimentIds, index): RosterBrigade => ({
    ...info,
    id: demiBrigadeId(info.id, splitBefore + 1, index === 0 ? 1 : 2),
    name: demiBrigadeName(d.roster, demiBrigadeId(info.id, splitBefore + 1, index === 0 ? 1 : 2))!,
    regimentIds,
    demiOf: info.id,
  }));
  const regiments = { ...d.roster.regiments };
  for (const half of halves) for (const id of half.regimentIds) regiments[id] = { ...regiments[id]!, brigadeId: half.id };
  setRoster(d, { ...d.roster, brigades: { ...d.roster.brigades, [halves[0]!.id]: halves[0]!, [halves[1]!.id]: halves[1]! }, regiments });

  const inherited: BrigadeState = {
    ...(state as BrigadeState),
    activatedThisTurn: false,
    actionsLeft: 0,
    rallyAttemptsThisTurn: 0,
    engagementId: null,
  };
  for (const half of halves) d.brigades[half.id] = { ...inherited };
  state.status = 'split';
  state.actionsLeft = 0;
  // Generals riding with the Brigade go with the first Demi-Brigade; the players may move them.
  for (const general of Object.values(d.generals)) if (general.attachedTo === info.id) general.attachedTo = halves[0]!.id;
  decided(d, { code: 'brigade-split', side: info.side, brigadeId: info.id, halves: [halves[0]!.id, halves[1]!.id], reaction: e.reaction ?? false });
}

export function demiBrigadesCombined(d: Draft, e: EventOf<'demi-brigades-combined'>): void {
  requirePhase(d, 'Combining Demi-Brigades', 'activation');
  const acting = requireOnTable(d, e.brigadeId, 'combine');
  const parentId = acting.info.demiOf;
  if (parentId === undefined) reject(`${acting.info.name} cannot combine: only two Demi-Brigades combine, not a full Brigade`);
  const halves = halvesOf(d, parentId);
  const other = halves.find((half) => half.id !== acting.info.id)!;
  const otherState = requireOnTable(d, other.id, 'combine').state;
  for (const [info, state] of [[acting.info, acting.state], [other, otherState]] as const) {
    if (state.fleeing) reject(`${info.name} cannot combine while fleeing`);
    if (state.engagementId !== null) reject(`${info.name} cannot combine while locked in melee`);
  }
  spendActions(d, acting.info.id, COMBINE_COST, 'combining');

  const parent = d.roster.brigades[parentId]!;
  const regiments = { ...d.roster.regiments };
  for (const id of parent.regimentIds) regiments[id] = { ...regiments[id]!, brigadeId: parent.id };
  setRoster(d, { ...d.roster, regiments });

  const whole = d.brigades[parentId]!;
  whole.status = 'in-play';
  whole.activatedThisTurn = true;
  whole.actionsLeft = acting.state.actionsLeft;
  whole.disordered = acting.state.disordered || otherState.disordered;
  whole.timesBroken = Math.max(acting.state.timesBroken, otherState.timesBroken);
  whole.breakVpAwarded = acting.state.breakVpAwarded && otherState.breakVpAwarded;
  whole.chargedThisTurn = acting.state.chargedThisTurn || otherState.chargedThisTurn;
  for (const state of [acting.state, otherState]) {
    state.status = 'combined';
    state.actionsLeft = 0;
  }
  for (const general of Object.values(d.generals)) if (general.attachedTo === acting.info.id || general.attachedTo === other.id) general.attachedTo = parentId;
  decided(d, { code: 'demi-brigades-combined', side: parent.side, brigadeId: parentId, halves: [halves[0].id, halves[1].id], reaction: e.reaction ?? false });
}
