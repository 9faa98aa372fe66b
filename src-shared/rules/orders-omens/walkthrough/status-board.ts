import { garrisonOf } from '../battle/mechanics/garrison';
import type { RulingChoices } from '../../ruling';
import { casualties, SIDES, type BattleState, type Side } from '../battle';
import { orderText } from '../battle/words';
import { isStandingUnit } from '../battle/queries';

/**
 * Everything a player wants from one look at the table: for each army, every Brigade and
 * attached unit with the order it is under, whether it has acted and its actions left, its
 * condition, hits and casualties and the Generals with it; the chips left in the bag, the
 * Generals lost and the objectives held. Built from the state alone, in the players' words.
 */

export interface UnitStatus {
  readonly id: string;
  readonly name: string;
  readonly division: string;
  /** The Strategic Order its Division has received ("defend objective 1 (The bridge)"), if any. */
  readonly order: string | null;
  /** In the Activation Phase: "Not yet activated", "Activated: 3 actions left"; else "—". */
  readonly activation: string;
  /** Disordered, Fleeing, Broken twice, Fled, Scattered, In melee with …; empty when steady. */
  readonly conditions: readonly string[];
  readonly hits: number;
  readonly casualties: number;
  /** Generals riding with it. */
  readonly generals: readonly string[];
}

export interface SideStatus {
  readonly side: Side;
  readonly name: string;
  readonly chipsLeft: number;
  readonly generalsLost: readonly string[];
  readonly objectivesHeld: readonly string[];
  readonly units: readonly UnitStatus[];
}

const TIMES = ['', 'once', 'twice'];
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function conditionsOf(state: BattleState, id: string): string[] {
  const brigade = state.brigades[id]!;
  const out: string[] = [];
  if (!brigade.deployed) out.push('Not deployed');
  if (brigade.status === 'fled') out.push('Fled the table');
  if (brigade.status === 'dispersed') out.push('Scattered');
  if (brigade.status === 'in-play' && brigade.fleeing) out.push('Fleeing');
  if (brigade.disordered) out.push('Disordered');
  if (brigade.timesBroken > 0) out.push(`Broken ${TIMES[brigade.timesBroken] ?? `${brigade.timesBroken} times`}`);
  const engagement = brigade.engagementId ? state.engagements[brigade.engagementId] : undefined;
  if (engagement) {
    const enemy = engagement.attacker === id ? engagement.defender : engagement.attacker;
    out.push(`In melee with ${state.roster.brigades[enemy]?.name ?? 'the enemy'}`);
  }
  const garrison = garrisonOf(state, id);
  if (garrison !== null) out.push(`Garrisoning ${garrison}`);
  return out;
}

function activationOf(state: BattleState, id: string): string {
  const brigade = state.brigades[id]!;
  if (state.phase !== 'activation') return '—';
  if (!brigade.activatedThisTurn) return 'Not yet activated';
  return brigade.actionsLeft > 0 ? `Activated: ${plural(brigade.actionsLeft, 'action')} left` : 'Activated: no actions left';
}

export function statusBoard(state: BattleState, rulings?: RulingChoices): SideStatus[] {
  const tally = casualties(state, rulings);
  const objectiveName = (n: number) => state.setup.objectives.find((o) => o.number === n)?.name;
  const orderOf = (divisionId: string): string | null => {
    const received = state.orders.filter((o) => o.divisionId === divisionId && o.status === 'received');
    const latest = received[received.length - 1];
    return latest ? orderText(latest, objectiveName(latest.objective)) : null;
  };
  return SIDES.map((side): SideStatus => {
    const units = Object.values(state.roster.brigades)
      // A Brigade standing as two Demi-Brigades shows as its halves.
      .filter((b) => b.side === side && isStandingUnit(state.brigades[b.id]!))
      .map((b): UnitStatus => ({
        id: b.id,
        name: b.name,
        division: state.roster.divisions[b.divisionId]?.name ?? '',
        order: orderOf(b.divisionId),
        activation: activationOf(state, b.id),
        conditions: conditionsOf(state, b.id),
        hits: tally.byBrigade[b.id]?.hits ?? 0,
        casualties: tally.byBrigade[b.id]?.casualties ?? 0,
        generals: Object.values(state.roster.generals).filter((g) => state.generals[g.id]!.attachedTo === b.id).map((g) => g.name),
      }));
    const generalsLost = Object.values(state.roster.generals)
      .filter((g) => g.side === side && state.generals[g.id]!.status !== 'active')
      .map((g) => `${g.name}: ${state.generals[g.id]!.status}`);
    const objectivesHeld = Object.entries(state.objectiveHolders)
      .filter(([, holder]) => holder === side)
      .map(([n]) => objectiveName(Number(n)) ?? `Objective ${n}`);
    return {
      side,
      name: state.roster.sides[side].name,
      chipsLeft: state.phase === 'activation' ? state.bag.filled[side] - state.bag.drawn[side] : 0,
      generalsLost,
      objectivesHeld,
      units,
    };
  });
}
