import { describe, expect, it } from 'vitest';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import { SYSTEM_1999 } from '../../../src-shared/rules/1999/system';
import { stepperStages } from './stepper';

const y1999 = SYSTEM_1999 as AnyGameSystem;
const prey = { markers: null, victory: { condition: 'prey' } };
const turnLimit = { markers: null, victory: { condition: 'turn-limit' } };

describe('the stepper follows what the battle’s setup can reach', () => {
  it('leaves the centre of the Battlefield out of a 1999 Prey battle', () => {
    const labels = stepperStages(y1999, { stage: 'activation', status: 'in-progress' }, prey).map((stage) => `${stage.label}:${stage.state}`);
    expect(labels).not.toContain('The centre of the Battlefield:todo');
    expect(labels).toContain('Activation Phases:now');
    expect(labels.at(-1)).toBe('Result:todo');
  });

  it('shows every stage without a setup, and where the battle stands even if its setup said it could not get there', () => {
    expect(stepperStages(y1999, { stage: 'activation', status: 'in-progress' })).toHaveLength(y1999.battle.stages.length);
    const odd = stepperStages(y1999, { stage: 'territory', status: 'in-progress' }, prey);
    expect(odd.find((stage) => stage.state === 'now')?.label).toBe('The centre of the Battlefield');
  });

  it('shows the 1999 tie roll-off only when the campaign settles ties by “Who is right?” (ruling 1999.result-ties, seed 001 L315–L317)', () => {
    const drawn = stepperStages(y1999, { stage: 'activation', status: 'in-progress' }, turnLimit, { '1999.result-ties': 'draw' }).map((stage) => stage.label);
    expect(drawn).not.toContain('Tie: roll-off');
    const rolled = stepperStages(y1999, { stage: 'activation', status: 'in-progress' }, turnLimit, { '1999.result-ties': 'roll-off' }).map((stage) => stage.label);
    expect(rolled.slice(-2)).toEqual(['Tie: roll-off', 'Result']);
  });
});
