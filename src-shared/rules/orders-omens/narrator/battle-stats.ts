import { SIDES, type BattleState, type BrigadeState, type Side } from '../battle';
import { CASUALTIES_PER_HIT } from '../data/narrative';
import { vpTotal } from '../scoring/vp';
import type { ChronicleNames } from './chronicle-names';
import type { BattleStats, BrigadeStats, SideStats } from './types';

/** A Brigade standing as Demi-Brigades reads as its halves: fled when both fled, fleeing when one flees. */
type Whole = { readonly status: 'in-play' | 'fled' | 'dispersed' } & Pick<BrigadeState, 'fleeing' | 'timesBroken'>;
const leftTable = (status: BrigadeState['status']): 'fled' | 'dispersed' | null => (status === 'fled' || status === 'dispersed' ? status : null);

function wholeOf(state: BattleState, brigadeId: string): Whole {
  const brigade = state.brigades[brigadeId]!;
  if (brigade.status !== 'split') return { status: leftTable(brigade.status) ?? 'in-play', fleeing: brigade.fleeing, timesBroken: brigade.timesBroken };
  const halves = Object.values(state.roster.brigades).filter((b) => b.demiOf === brigadeId && state.brigades[b.id]!.status !== 'combined').map((b) => state.brigades[b.id]!);
  const gone = halves.flatMap((half) => leftTable(half.status) ?? []);
  const status = halves.length > 0 && gone.length === halves.length ? gone[0]! : 'in-play';
  return { status, fleeing: halves.some((half) => half.fleeing), timesBroken: Math.max(brigade.timesBroken, ...halves.map((half) => half.timesBroken)) };
}

/** The per-side and per-Brigade numbers of one battle, for service records across the campaign. */
export function battleStats(state: BattleState, names: ChronicleNames): BattleStats {
  // A Brigade's record covers its Demi-Brigades: the halves are not Brigades of the army sheet.
  const brigades: BrigadeStats[] = Object.values(state.roster.brigades).filter((info) => info.demiOf === undefined).map((info) => {
    const brigade = wholeOf(state, info.id);
    const hitsTaken = info.regimentIds.reduce((sum, id) => sum + (state.regiments[id]?.hitsTaken ?? 0), 0);
    const hitsInflicted = info.regimentIds.reduce((sum, id) => sum + (state.regiments[id]?.hitsInflicted ?? 0), 0);
    const outcome: BrigadeStats['outcome'] = brigade.status !== 'in-play' ? brigade.status : brigade.fleeing ? 'fleeing' : 'stood';
    return { id: info.id, side: info.side, name: names.brigadePlain(info.id), hitsTaken, hitsInflicted, soldiersLost: hitsTaken * CASUALTIES_PER_HIT, timesBroken: brigade.timesBroken, outcome };
  });
  const side = (s: Side): SideStats => {
    const mine = brigades.filter((b) => b.side === s);
    const generals = Object.values(state.roster.generals).filter((g) => g.side === s);
    const hitsTaken = mine.reduce((sum, b) => sum + b.hitsTaken, 0);
    return {
      name: state.roster.sides[s].name,
      armyId: state.setup.armies[s].id ?? null,
      vp: vpTotal(state.vp, s),
      hitsTaken,
      hitsInflicted: mine.reduce((sum, b) => sum + b.hitsInflicted, 0),
      soldiersLost: hitsTaken * CASUALTIES_PER_HIT,
      generalsSlain: generals.filter((g) => state.generals[g.id]?.status === 'slain').length,
      generalsCaptured: generals.filter((g) => state.generals[g.id]?.status === 'captured').length,
      brigadesBroken: mine.filter((b) => b.timesBroken > 0).length,
    };
  };
  const sides = Object.fromEntries(SIDES.map((s) => [s, side(s)])) as Record<Side, SideStats>;
  return {
    over: state.phase === 'over',
    turn: state.turn,
    sides,
    brigades,
    tacticalVictory: state.result?.tacticalVictory ?? null,
    strategicVictory: state.result?.strategicVictory ?? null,
    endedBy: state.result?.endedBy ?? null,
  };
}
