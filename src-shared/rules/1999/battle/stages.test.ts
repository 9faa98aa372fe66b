import { describe, expect, it } from 'vitest';
import { SYSTEM_1999 } from '../index';
import { army, setupOf, sides, squad } from '../testing/fixtures';
import { stagesFor1999 } from './summary';

const two = () => sides({ player: 'Ann', roster: army('A', [squad('runner', 'Harrow Riflemen', 3)]) }, { player: 'Bob', roster: army('B', [squad('runner', 'Harrow Riflemen', 3)]) });
const three = () => [...two(), ...sides({ player: 'Cid', roster: army('C', [squad('runner', 'Harrow Riflemen', 3)]) }).map((side) => ({ ...side, side: 'p3' }))];
const labels = (setup: Parameters<typeof stagesFor1999>[0], rulings = {}) => stagesFor1999(setup, rulings).map((stage) => stage.label);
const ROLL_OFF = { '1999.result-ties': 'roll-off' };
const prey = () => setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'prey' }, prey: { variant: 'designated', bounty: { p1: 'runner', p2: 'runner' } } } as never, two());
const turnLimit = () => setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'turn-limit' }, turnLimit: 3 } as never, two());

describe('the stages a 1999 battle can reach', () => {
  it('a two-player Prey battle has no centre to judge (seed 001 L265) and no deployment markers (L343)', () => {
    expect(labels(prey())).not.toContain('The centre of the Battlefield');
    expect(labels(prey())).not.toContain('Deployment markers');
    expect(labels(prey())).toContain('Activation Phases');
  });

  it('a territorial battle with three players judges the centre (L263) and places markers (L343)', () => {
    const territorial = setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'territorial' }, territorialTurn: { decidedBy: 'agreed', turn: 3 }, markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never, three());
    expect(labels(territorial, ROLL_OFF)).toEqual(SYSTEM_1999.battle.stages.map((stage) => stage.label));
    expect(SYSTEM_1999.battle.stagesFor).toBe(stagesFor1999);
  });

  it('the tie-breaking stage is named for what it is: an Opposed roll between tied players (ruling 1999.result-ties, seed 001 L315–L317), not the bare section title', () => {
    expect(labels(turnLimit(), ROLL_OFF).slice(-2)).toEqual(['Tie: roll-off', 'Result']);
  });

  it('no roll-off where ties stand as a draw (1999.result-ties default): “Who is right?” (seed 001 L317) is not taken', () => {
    expect(labels(turnLimit())).not.toContain('Tie: roll-off');
    expect(labels(turnLimit(), { '1999.result-ties': 'draw' }).slice(-2)).toEqual(['Activation Phases', 'Result']);
  });

  it('no roll-off in a Prey or Predator battle even when ties are rolled off: those missions name one victor and never compare players (L265, L267)', () => {
    const predator = setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'predator' } } as never, two());
    expect(labels(prey(), ROLL_OFF)).not.toContain('Tie: roll-off');
    expect(labels(predator, ROLL_OFF)).not.toContain('Tie: roll-off');
  });
});
