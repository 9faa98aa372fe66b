import { MODEL_SQUARES, REACH } from '../../mystics';
import { psychicDifficulty } from '../../resolution';
import { terrainKey } from '../damage';
import { theTerrainOpening } from '../terrain-name';
import { refuse, type Step } from '../draft';
import { powerSucceeds } from '../effects';
import type { Order66EventOf } from '../events';
import type { Thing } from '../state';
import { actor, d6Total, nameOf, nextAttack, requireWithin, spendAction, target } from './common';

/** Psychic attacks (L98–L108): any miniature or terrain piece within 10 squares, then the push. */

const REACH_RULE = 'Mystic are able to manipulate the psychic energy coursing throughout the galaxy, and as such target any miniature or terrain piece within 10 squares.';

export function psychicAttack(step: Step, event: Order66EventOf<'psychic-attack'>): void {
  const mystic = actor(step, event.modelId);
  const name = nameOf(step, event.modelId);
  if (mystic.kind !== 'mystic') refuse(`Only Mystics make psychic attacks; ${name} carries a Pulse Rifle`);
  let thing: Thing;
  let filled: number;
  if (event.target.kind === 'model') {
    target(step, event.target.modelId, event.modelId);
    thing = { kind: 'model', modelId: event.target.modelId };
    filled = MODEL_SQUARES;
  } else {
    const piece = step.d.terrain[terrainKey(event.target.name)];
    if (piece?.destroyed) refuse(`${theTerrainOpening(piece.name)} has been destroyed`);
    thing = { kind: 'terrain', name: event.target.name.trim() };
    filled = event.target.squares;
  }
  const targetName = thing.kind === 'model' ? nameOf(step, thing.modelId) : theTerrainOpening(thing.name);
  requireWithin(event.squares, REACH.psychic, targetName, REACH_RULE);
  const dice = d6Total(event.roll, 2, `${name}'s psychic attack`);
  const range = mystic.stats!.range;
  const difficulty = psychicDifficulty(filled, step.rules.choices);
  const total = dice + range;
  const success = total >= difficulty;
  spendAction(mystic);
  const attack = nextAttack(step);
  step.out.push({ code: 'psychic-attack', attack, modelId: event.modelId, target: thing, distance: event.squares, dice, range, total, difficulty, success });
  if (!success) return;
  if (thing.kind === 'model') {
    powerSucceeds(step, { attack, power: 'psychic', attackerId: event.modelId, targetId: thing.modelId, dice, total, distance: event.squares });
  } else {
    step.d.pending.unshift({ kind: 'push', attack, attackerId: event.modelId, target: thing, max: Math.max(0, REACH.pushBase - event.squares) });
  }
}
