import type { Order66Outcome } from '../battle/outcomes';
import type { Thing } from '../battle/state';
import { possessive } from './describe-outcome';
import { type Names, listOf, plural } from './words';

/**
 * The turn-by-turn account: outcomes gathered into moments (an attack with its dodge, push and
 * return fire; a Sword Master sweep; a jump), each told as one clause in the game's own voice.
 */

export interface Moment {
  readonly turn: number;
  readonly seq: number;
  lastSeq: number;
  readonly outcomes: Order66Outcome[];
  /** Sword Master: blows still to be gathered into this moment. */
  sweepLeft: number;
}

type Step = { readonly seq: number; readonly outcomes: readonly Order66Outcome[] };

function attackOf(outcome: Order66Outcome): number | null {
  return 'attack' in outcome ? outcome.attack : null;
}

const TOLD_ALONE: ReadonlySet<Order66Outcome['code']> = new Set(['jumped', 'activation-lost', 'activation-controlled', 'reinforced', 'conceded', 'sword-master']);

/** Gathers the log's outcomes into moments, in the order they began. */
export function momentsOf(steps: readonly Step[]): Moment[] {
  const moments: Moment[] = [];
  const byAttack = new Map<number, Moment>();
  let turn = 1;
  let sweep: Moment | null = null;
  for (const step of steps) {
    for (const outcome of step.outcomes) {
      if (outcome.code === 'turn-started') turn = outcome.turn;
      const attack = attackOf(outcome);
      let moment: Moment | undefined;
      if (attack !== null) {
        moment = byAttack.get(attack);
        if (!moment && outcome.code === 'shot' && outcome.answering !== null) moment = byAttack.get(outcome.answering);
        if (!moment && outcome.code === 'melee-attack' && outcome.via === 'sword-master' && sweep && sweep.sweepLeft > 0) {
          moment = sweep;
          sweep.sweepLeft -= 1;
        }
        if (!moment) {
          moment = { turn, seq: step.seq, lastSeq: step.seq, outcomes: [], sweepLeft: 0 };
          moments.push(moment);
        }
        byAttack.set(attack, moment);
      } else if (TOLD_ALONE.has(outcome.code)) {
        moment = { turn, seq: step.seq, lastSeq: step.seq, outcomes: [], sweepLeft: outcome.code === 'sword-master' ? outcome.targetIds.length : 0 };
        if (outcome.code === 'sword-master') sweep = moment;
        moments.push(moment);
      }
      if (!moment) continue;
      moment.outcomes.push(outcome);
      moment.lastSeq = step.seq;
    }
  }
  return moments;
}

type Of<C extends Order66Outcome['code']> = Extract<Order66Outcome, { code: C }>;

function find<C extends Order66Outcome['code']>(outcomes: readonly Order66Outcome[], code: C, attack?: number): Of<C> | undefined {
  return outcomes.find((outcome): outcome is Of<C> => outcome.code === code && (attack === undefined || attackOf(outcome) === attack));
}

/** Did the model fall, take a wound, or neither, within these outcomes? */
function fateOf(outcomes: readonly Order66Outcome[], modelId: string): 'fell' | 'wounded' | 'unhurt' {
  if (outcomes.some((outcome) => outcome.code === 'model-fell' && outcome.modelId === modelId)) return 'fell';
  if (outcomes.some((outcome) => outcome.code === 'damaged' && outcome.modelId === modelId)) return 'wounded';
  return 'unhurt';
}

/** Whether a Mystic fell in this moment: a turning point of the battle. */
export function mysticFell(moment: Moment, names: Names): boolean {
  return moment.outcomes.some((outcome) => outcome.code === 'model-fell' && !names.isGrymn(outcome.modelId));
}

export function clauseOf(moment: Moment, n: Names): string | null {
  const lead = moment.outcomes[0]!;
  switch (lead.code) {
    case 'shot':
      return shotClause(moment.outcomes, lead, n);
    case 'psychic-attack':
      return psychicClause(moment.outcomes, lead, n);
    case 'melee-attack':
      return meleeClause(moment.outcomes, lead, n);
    case 'sword-master':
      return sweepClause(moment.outcomes, lead, n);
    case 'choke':
      return chokeClause(moment.outcomes, lead, n);
    case 'manipulation':
      return manipulationClause(moment.outcomes, lead, n);
    case 'jumped':
      return `${n.model(lead.modelId)} leapt ${plural(lead.squares, 'square')}`;
    case 'activation-lost':
      return `${n.model(lead.modelId)}, still choked, could not act`;
    case 'activation-controlled':
      return `${n.model(lead.modelId)} acted at ${possessive(n.model(lead.casterId))} command`;
    case 'reinforced':
      return `${n.model(lead.modelId)} returned to the fight`;
    case 'conceded':
      return `${n.player(lead.side)} withdrew from the battle`;
    default:
      return null;
  }
}

function shotNoun(shot: Of<'shot'>, n: Names): string {
  switch (shot.weapon) {
    case 'pulse-rifle':
      return 'a Grymn volley';
    case 'lightning':
      return `${possessive(n.model(shot.modelId))} lightning`;
    case 'return-fire':
      return `${possessive(n.model(shot.modelId))} return fire`;
    case 'choke':
      return `${possessive(n.model(shot.modelId))} choke`;
  }
}

/** How an answering shot ended: ", wounding Kieran", ", but missed". */
function answerTail(outcomes: readonly Order66Outcome[], answered: number, n: Names): string {
  const answer = outcomes.find((outcome): outcome is Of<'shot'> => outcome.code === 'shot' && outcome.answering === answered);
  if (!answer) return '';
  const target = n.model(answer.targetId);
  if (!answer.hit) return ', but missed';
  if (find(outcomes, 'dodged', answer.attack)) return `, but ${target} dodged`;
  const fate = fateOf(outcomes.filter((outcome) => attackOf(outcome) === answer.attack), answer.targetId);
  return fate === 'fell' ? `, felling ${target}` : fate === 'wounded' ? `, wounding ${target}` : '';
}

function answered(outcomes: readonly Order66Outcome[], attack: number): boolean {
  return outcomes.some((outcome) => outcome.code === 'shot' && outcome.answering === attack);
}

function shotClause(outcomes: readonly Order66Outcome[], shot: Of<'shot'>, n: Names): string {
  const shooter = n.model(shot.modelId);
  const target = n.model(shot.targetId);
  if (!shot.hit) return shot.weapon === 'pulse-rifle' ? `${shooter} fired on ${target} and missed` : `${shotNoun(shot, n)} missed ${target}`;
  if (find(outcomes, 'dodged', shot.attack)) {
    return answered(outcomes, shot.attack) ? `${target} deflected ${shotNoun(shot, n)} and answered it${answerTail(outcomes, shot.attack, n)}` : `${target} dodged ${shotNoun(shot, n)}`;
  }
  const fate = fateOf(outcomes.filter((outcome) => attackOf(outcome) === shot.attack), shot.targetId);
  if (shot.weapon === 'pulse-rifle') return fate === 'fell' ? `${shooter} shot down ${target}` : `${shooter} shot ${target}`;
  return fate === 'fell' ? `${shotNoun(shot, n)} struck down ${target}` : `${shotNoun(shot, n)} struck ${target}`;
}

function psychicClause(outcomes: readonly Order66Outcome[], attack: Of<'psychic-attack'>, n: Names): string {
  const caster = n.model(attack.modelId);
  const target = n.thing(attack.target);
  if (!attack.success) return `${possessive(caster)} psychic grip failed on ${target}`;
  if (find(outcomes, 'resisted', attack.attack)) {
    return answered(outcomes, attack.attack) ? `${target} resisted ${possessive(caster)} psychic grip and answered it${answerTail(outcomes, attack.attack, n)}` : `${target} resisted ${possessive(caster)} psychic grip`;
  }
  const pushed = find(outcomes, 'pushed', attack.attack);
  if (!pushed) return `${caster} seized ${target}`;
  if (pushed.squares === 0) return `${caster} seized ${target} and held it in place`;
  const collision = find(outcomes, 'collision', attack.attack);
  if (!collision) return `${caster} hurled ${target} ${plural(pushed.squares, 'square')}`;
  const into = n.thing(collision.with);
  const fallen = [collision.target, collision.with].filter((thing): thing is Extract<Thing, { kind: 'model' }> => thing.kind === 'model' && fateOf(outcomes, thing.modelId) === 'fell').map((thing) => n.model(thing.modelId));
  const shattered = outcomes.some((outcome) => outcome.code === 'terrain-destroyed');
  const tail = fallen.length > 0 ? `, and ${listOf(fallen)} fell` : shattered ? ', shattering it' : '; both took the blow';
  return `${caster} hurled ${target} ${plural(pushed.squares, 'square')} into ${into}${tail}`;
}

function meleeClause(outcomes: readonly Order66Outcome[], blow: Of<'melee-attack'>, n: Names): string {
  const attacker = n.model(blow.modelId);
  const target = n.model(blow.targetId);
  const fate = fateOf(outcomes, blow.targetId);
  if (fate === 'fell') return `${attacker} cut down ${target}`;
  if (fate === 'wounded') return `${attacker} wounded ${target} in melee`;
  return `${target} turned aside ${possessive(attacker)} blow`;
}

function sweepClause(outcomes: readonly Order66Outcome[], sweep: Of<'sword-master'>, n: Names): string {
  const fell = sweep.targetIds.filter((id) => fateOf(outcomes, id) === 'fell').map((id) => n.model(id));
  const wounded = sweep.targetIds.filter((id) => fateOf(outcomes, id) === 'wounded').map((id) => n.model(id));
  const escaped = sweep.targetIds.filter((id) => fateOf(outcomes, id) === 'unhurt').map((id) => n.model(id));
  const results = [fell.length > 0 ? `cutting down ${listOf(fell)}` : '', wounded.length > 0 ? `wounding ${listOf(wounded)}` : ''].filter(Boolean);
  const struck = `${n.model(sweep.modelId)} swept ${n.ability(sweep.modelId)} through ${listOf(sweep.targetIds.map((id) => n.model(id)))}`;
  const tail = escaped.length === 0 ? '' : results.length === 0 ? ' and touched no one' : `; ${listOf(escaped)} escaped`;
  return `${struck}${results.length > 0 ? `, ${results.join(' and ')}` : ''}${tail}`;
}

function chokeClause(outcomes: readonly Order66Outcome[], attempt: Of<'choke'>, n: Names): string {
  const caster = n.model(attempt.modelId);
  const target = n.model(attempt.targetId);
  if (!attempt.success) return `${possessive(caster)} choke failed to take hold of ${target}`;
  if (find(outcomes, 'resisted', attempt.attack) || find(outcomes, 'dodged', attempt.attack)) {
    return answered(outcomes, attempt.attack) ? `${target} threw off ${possessive(caster)} choke and answered it${answerTail(outcomes, attempt.attack, n)}` : `${target} threw off ${possessive(caster)} choke`;
  }
  const choked = find(outcomes, 'choked', attempt.attack);
  if (choked?.fatal) return `${possessive(caster)} choke closed on ${target} a second time, and ${target} fell`;
  return `${possessive(caster)} choke held ${target}`;
}

function manipulationClause(outcomes: readonly Order66Outcome[], attempt: Of<'manipulation'>, n: Names): string {
  const caster = n.model(attempt.modelId);
  const target = n.model(attempt.targetId);
  if (!attempt.success) return `${target} slipped free of ${possessive(caster)} manipulation`;
  if (find(outcomes, 'resisted', attempt.attack)) {
    return answered(outcomes, attempt.attack) ? `${target} resisted ${possessive(caster)} manipulation and answered it${answerTail(outcomes, attempt.attack, n)}` : `${target} resisted ${possessive(caster)} manipulation`;
  }
  return `${caster} seized ${possessive(target)} mind`;
}
