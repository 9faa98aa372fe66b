import { describe, expect, it } from 'vitest';
import { SYSTEM_1999 } from '../index';
import { army, setupOf, sides, squad } from '../testing/fixtures';
import { stagesFor1999 } from './summary';

const two = () => sides({ player: 'Ann', roster: army('A', [squad('runner', 'Harrow Riflemen', 3)]) }, { player: 'Bob', roster: army('B', [squad('runner', 'Harrow Riflemen', 3)]) });
const three = () => [...two(), ...sides({ player: 'Cid', roster: army('C', [squad('runner', 'Harrow Riflemen', 3)]) }).map((side) => ({ ...side, side: 'p3' }))];
const labels = (setup: Parameters<typeof stagesFor1999>[0]) => stagesFor1999(setup).map((stage) => stage.label);

describe('the stages a 1999 battle can reach', () => {
  it('a two-player Prey battle has no centre to judge (seed 001 L265) and no deployment markers (L343)', () => {
    const prey = setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'prey' }, prey: { variant: 'designated', bounty: { p1: 'runner', p2: 'runner' } } } as never, two());
    expect(labels(prey)).not.toContain('The centre of the Battlefield');
    expect(labels(prey)).not.toContain('Deployment markers');
    expect(labels(prey)).toContain('Activation Phases');
  });

  it('a territorial battle with three players judges the centre (L263) and places markers (L343)', () => {
    const territorial = setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'territorial' }, territorialTurn: { decidedBy: 'agreed', turn: 3 }, markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never, three());
    expect(labels(territorial)).toEqual(SYSTEM_1999.battle.stages.map((stage) => stage.label));
    expect(SYSTEM_1999.battle.stagesFor).toBe(stagesFor1999);
  });

  it('the tie-breaking stage is named for what it is: an Opposed roll between tied players (ruling 1999.result-ties, L315–L317), not the bare section title', () => {
    const prey = setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'prey' }, prey: { variant: 'designated', bounty: { p1: 'runner', p2: 'runner' } } } as never, two());
    expect(labels(prey).slice(-2)).toEqual(['Tie: roll-off', 'Result']);
  });
});
