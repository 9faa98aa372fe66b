import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { Od6Event } from '../../../src-shared/rules/opend6/battle/events';
import { atMovement, die, GOBLIN_BRAWLERS, HUMAN_BLADES, play, squad } from '../../../src-shared/rules/opend6/testing/fixtures';
import { bladesMeetBrawlers } from '../../../src-shared/rules/opend6/testing/blades-meet-brawlers';
import HoldGroundForm from './HoldGroundForm.vue';

const BLADES = 'A-1';
const BRAWLERS = 'B-1';

/**
 * The Blades, their sergeant trained to command 4 over the squad's 3 (L442), win the fight and force the brawlers back (seed 004 L399–L401); the third damage roll,
 * 10 against the Blades' sergeant's Strength 3 + his die, leaves him unhurt, wounded or down.
 */
function won(sergeantDie: number[], name = HUMAN_BLADES.name) {
  const { fight, damage } = bladesMeetBrawlers(BLADES, BRAWLERS);
  const strength = (damage as Extract<Od6Event, { type: 'damage-rolled' }>).strength.map((entry) => (entry.squad === BLADES && 'soldier' in entry && entry.soldier === 'sergeant' ? { ...entry, roll: die(...sergeantDie) } : entry));
  const state = play(atMovement([squad({ ...HUMAN_BLADES, name, sergeant: { figure: '', commandTraining: 1 } })], [GOBLIN_BRAWLERS]).state, [
    { type: 'charge-declared', squad: BLADES, target: BRAWLERS, test: { command: die(5), threat: die(2) } },
    { type: 'charge-received', test: { command: die(4), threat: die(1) } },
    { type: 'charge-braced' },
    { type: 'charge-completed', reached: true },
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    fight,
    { ...damage, strength } as Od6Event,
  ]).state;
  expect(state.squads[BLADES]!.turn.closeAssault).toBe('won');
  return state;
}

const form = (state: ReturnType<typeof won>) => mount(HoldGroundForm, { props: { state, squad: BLADES, busy: false } });
const sergeant = (state: ReturnType<typeof won>) => state.squads[BLADES]!.soldiers.find((soldier) => soldier.id === 'sergeant')!.condition;

describe('holding ground after the fight (seed 004 L403, L442)', () => {
  it('says whose command the test adds: the sergeant’s, the wounded sergeant’s, or the squad’s once he is down', () => {
    const unhurt = won([6, 6, 1]);
    expect(sergeant(unhurt)).toBe('fit');
    expect(form(unhurt).get('.od6-hint').text()).toBe('The sergeant’s command skill 4 against difficulty 6');
    const wounded = won([4]);
    expect(sergeant(wounded)).toBe('wounded');
    expect(form(wounded).get('.od6-hint').text()).toBe('The wounded sergeant’s command skill 3 against difficulty 6');
    const down = won([2]);
    expect(sergeant(down)).toBe('incapacitated');
    expect(form(down).get('.od6-hint').text()).toBe('With the sergeant down, the squad’s command skill 3 against difficulty 6');
  });

  it('agrees with the squad’s name: the Blades of Aster hold their ground, the Watch holds its ground', () => {
    expect(form(won([2])).get('summary').text()).toBe('The Blades of Aster hold their ground instead of advancing');
    expect(form(won([2], 'The Watch')).get('summary').text()).toBe('The Watch holds its ground instead of advancing');
  });
});
