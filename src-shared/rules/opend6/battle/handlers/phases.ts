import { agreeing, hasHave, isAre, possessive } from '../../text';
import type { SideKey } from '../../../../systems/game-system';
import { freshTurnRecord, refuse, type Context, type Draft } from '../draft';
import type { Od6EventOf } from '../events';
import { fielded, sideKeys } from '../queries';
import { PHASES } from '../state';
import { applyMarkedDamage } from './damage';
import { engagementKey } from './close-combat';
import { owesCasualtyTest } from './morale';
import { squadName } from './common';
import { sgpDestroyed } from '../scores';
import { stateOf } from '../draft';

function requireNothingPending(draft: Draft): void {
  if (draft.damage) refuse('roll the damage already due first');
  if (draft.charge) refuse(`finish ${possessive(squadName(draft, draft.charge.attacker))} charge first`);
  if (draft.opportunity) {
    const name = squadName(draft, draft.opportunity.squad);
    refuse(`${name} passed ${agreeing(name).its} opportunity fire test: resolve ${agreeing(name).its} shots first`);
  }
  const swing = draft.partingSwings[0];
  if (swing) refuse(`${squadName(draft, swing.attacker)} ${hasHave(squadName(draft, swing.attacker))} a parting swing at ${squadName(draft, swing.defender)} to resolve first`);
}

function unfoughtEngagement(draft: Draft): string | null {
  for (const squad of Object.values(draft.squads)) {
    for (const enemy of squad.engagedWith) {
      if (!draft.fought.includes(engagementKey(squad.key, enemy))) return `${squadName(draft, squad.key)} and ${squadName(draft, enemy)} are in base-to-base contact and must fight`;
    }
  }
  return null;
}

function moraleOutstanding(draft: Draft, ctx: Context): string | null {
  for (const key of draft.brokenAtMoralePhase) {
    const squad = draft.squads[key]!;
    const name = squadName(draft, key);
    if ((squad.presence === 'routing' || squad.presence === 'at-rally-point') && !squad.turn.rallyTested) return `${name} ${isAre(name)} broken and must make ${agreeing(name).its} rally test`;
  }
  for (const squad of Object.values(draft.squads)) {
    if (owesCasualtyTest(squad, ctx)) return `${squadName(draft, squad.key)} took casualties and must test morale`;
  }
  return null;
}

function sidesStillIn(draft: Draft, ctx: Context): SideKey[] {
  const keep = ctx.rulings.battleEnd === 'no-squad-fighting' ? ['fighting'] : ['fighting', 'routing', 'at-rally-point'];
  return sideKeys(draft.setup).filter((side) => Object.values(draft.squads).some((squad) => fielded(draft.setup, squad.key).side === side && keep.includes(squad.presence)));
}

export function endBattle(draft: Draft, ctx: Context, winner: SideKey | null, endedBy: string): void {
  draft.phase = 'over';
  draft.ended = { winner, endedBy };
  ctx.outcomes.push({ code: 'battle-ended', winner, endedBy });
}

/** At the agreed turn limit, the side that destroyed more SGPs wins; equal is a draw (`od6.battle-end`). */
function winnerOnScore(draft: Draft): SideKey | null {
  const state = stateOf(draft);
  const scores = sideKeys(draft.setup).map((side) => ({ side, score: sgpDestroyed(state, side).total }));
  const best = Math.max(...scores.map((entry) => entry.score));
  const leaders = scores.filter((entry) => entry.score === best);
  return leaders.length === 1 ? leaders[0]!.side : null;
}

function beginPhase(draft: Draft, ctx: Context, phase: Draft['phase']): void {
  draft.phase = phase;
  ctx.outcomes.push({ code: 'phase-began', phase, turn: draft.turn });
}

function beginTurn(draft: Draft, ctx: Context): void {
  draft.turn += 1;
  draft.initiative = null;
  draft.nextToMove = null;
  draft.fought = [];
  draft.brokenAtMoralePhase = [];
  for (const squad of Object.values(draft.squads)) squad.turn = freshTurnRecord() as typeof squad.turn;
  beginPhase(draft, ctx, 'initiative');
}

/**
 * Ends the current phase once it is complete and begins the next (seed 004 L46–L66): marked
 * ranged damage lands at the end of the Ranged Combat Phase; every pair in contact must have fought
 * before the Morale Phase; the Morale Phase needs its rally and casualty tests; the Special Actions
 * Phase removes the Fire +1 and No Fire markers (L65).
 */
export function phaseEnded(draft: Draft, _event: Od6EventOf<'phase-ended'>, ctx: Context): void {
  requireNothingPending(draft);
  switch (draft.phase) {
    case 'initiative':
      refuse(draft.initiative === null ? 'roll for initiative first' : 'choose who moves first');
      break;
    case 'movement':
      for (const squad of Object.values(draft.squads)) if (squad.presence === 'fighting' && squad.turn.moved === 'not-yet') squad.turn.moved = 'stayed';
      draft.nextToMove = null;
      beginPhase(draft, ctx, 'ranged');
      return;
    case 'ranged':
      applyMarkedDamage(draft, ctx);
      beginPhase(draft, ctx, 'close-combat');
      return;
    case 'close-combat': {
      const unfought = unfoughtEngagement(draft);
      if (unfought) refuse(unfought);
      draft.brokenAtMoralePhase = Object.values(draft.squads)
        .filter((squad) => squad.presence === 'routing' || squad.presence === 'at-rally-point')
        .map((squad) => squad.key);
      beginPhase(draft, ctx, 'morale');
      return;
    }
    case 'morale': {
      const outstanding = moraleOutstanding(draft, ctx);
      if (outstanding) refuse(outstanding);
      const standing = sidesStillIn(draft, ctx);
      if (standing.length < sideKeys(draft.setup).length) {
        endBattle(draft, ctx, standing.length === 1 ? standing[0]! : null, standing.length === 1 ? 'field-won' : 'mutual-rout');
        return;
      }
      beginPhase(draft, ctx, 'special');
      for (const squad of Object.values(draft.squads)) squad.turn.marker = 'none';
      ctx.outcomes.push({ code: 'markers-removed' });
      return;
    }
    case 'special':
      if (draft.setup.turnLimit !== null && draft.turn >= draft.setup.turnLimit) {
        endBattle(draft, ctx, winnerOnScore(draft), 'turn-limit');
        return;
      }
      beginTurn(draft, ctx);
      return;
    case 'over':
      refuse('the battle is over');
  }
}

/** A player concedes: the other side wins. */
export function conceded(draft: Draft, event: Od6EventOf<'conceded'>, ctx: Context): void {
  const sides = sideKeys(draft.setup);
  if (!sides.includes(event.side)) refuse('That player is not in this battle');
  ctx.outcomes.push({ code: 'conceded', side: event.side });
  endBattle(draft, ctx, sides.find((side) => side !== event.side) ?? null, 'concession');
}

export { PHASES };
