import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, play, squad } from '../../../src-shared/rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import ChargeStep from './ChargeStep.vue';

/** The Blades charge the Goblin Archers, who stand; `flankOrRear` says from where. */
function standing(flankOrRear: boolean) {
  return play(atMovement([HUMAN_BLADES], [GOBLIN_ARCHERS]).state, [
    { type: 'charge-declared', squad: 'A-1', target: 'B-1', flankOrRear, test: { command: die(5), threat: die(2) } },
    { type: 'charge-received', test: { command: die(5), threat: die(2) } },
  ]).state;
}

describe('the charge step (seed 004 L355–L357)', () => {
  it('offers the crossbowmen defensive fire against a charge from the front', () => {
    const wrapper = mount(ChargeStep, { props: { state: standing(false), rulings: {}, busy: false } });
    expect(wrapper.text()).toContain('The Goblin Archers may fire at the chargers or brace for the impact');
    expect(wrapper.find('section[aria-label="Defensive fire"]').exists()).toBe(true);
  });

  it('once the charged squad has braced, says so instead of still offering fire or bracing (seed 004 L355–L357)', () => {
    const braced = play(standing(false), [{ type: 'charge-braced' }]).state;
    const wrapper = mount(ChargeStep, { props: { state: braced, rulings: {}, busy: false } });
    expect(wrapper.text()).toContain('The Goblin Archers braced for the impact. Now say whether the chargers reach them.');
    expect(wrapper.text()).not.toContain('may fire at the chargers');
    expect(wrapper.find('section[aria-label="Defensive fire"]').exists()).toBe(false);
  });

  it('gives no defensive fire against a charge in the flank or rear, and says so', () => {
    const wrapper = mount(ChargeStep, { props: { state: standing(true), rulings: {}, busy: false } });
    expect(wrapper.text()).toContain('Charged in the flank or rear, the Goblin Archers get no defensive fire; they may brace for the impact.');
    expect(wrapper.find('section[aria-label="Defensive fire"]').exists()).toBe(false);
  });

  it('gives no defensive fire to a squad that ran this turn (L126), and says so', () => {
    const ran = play(atMovement([HUMAN_BLADES, ICE_RANGERS], [GOBLIN_ARCHERS]).state, [
      { type: 'squad-moved', squad: 'A-2', pace: 'stay' },
      { type: 'squad-moved', squad: 'B-1', pace: 'run' },
      { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(5), threat: die(2) } },
    ]).state;
    const wrapper = mount(ChargeStep, { props: { state: ran, rulings: {}, busy: false } });
    expect(wrapper.text()).toContain('The Goblin Archers ran or used opportunity fire this turn and cannot fire (No Fire); they may brace for the impact.');
    expect(wrapper.find('section[aria-label="Defensive fire"]').exists()).toBe(false);
  });

  it('gives no defensive fire to a squad without ranged weapons (L356), and says so', () => {
    const bareHanded = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [
      { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(5), threat: die(2) } },
    ]).state;
    const wrapper = mount(ChargeStep, { props: { state: bareHanded, rulings: {}, busy: false } });
    expect(wrapper.text()).toContain('The Goblin Brawlers carry no ranged weapon, so they have no defensive fire; they may brace for the impact.');
    expect(wrapper.text()).not.toContain('may fire at the chargers');
    expect(wrapper.find('section[aria-label="Defensive fire"]').exists()).toBe(false);
    expect(wrapper.findAll('button').map((button) => button.text())).toContain('The Goblin Brawlers brace');
  });

  it('offers cover on the receiving test only to defenders that stood still this turn (seed 004 L470)', () => {
    const declared = (defenderMoves: 'stay' | 'walk') =>
      play(atMovement([HUMAN_BLADES, ICE_RANGERS], [GOBLIN_ARCHERS]).state, [
        { type: 'squad-moved', squad: 'A-2', pace: 'stay' },
        { type: 'squad-moved', squad: 'B-1', pace: defenderMoves },
        { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
      ]).state;
    const still = mount(ChargeStep, { props: { state: declared('stay'), rulings: {}, busy: false } });
    expect(still.text()).toContain('The Goblin Archers behind cover');
    expect(still.find('[data-no-cover]').exists()).toBe(false);
    const walked = mount(ChargeStep, { props: { state: declared('walk'), rulings: {}, busy: false } });
    expect(walked.text()).not.toContain('behind cover');
    expect(walked.get('[data-no-cover]').text()).toBe('The Goblin Archers moved this turn, so cover does not count');
  });

  it('makes the card’s verbs agree with each squad’s name: the Blades of Aster charge, the Watch charges (seed 004 L341, L356)', () => {
    const charged = (attacker: string, defender: string) =>
      play(atMovement([squad({ ...HUMAN_BLADES, name: attacker })], [squad({ ...GOBLIN_BRAWLERS, name: defender })]).state, [
        { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
        { type: 'charge-received', test: { command: die(5), threat: die(2) } },
      ]).state;
    const plural = mount(ChargeStep, { props: { state: charged('Blades of Aster', 'Brawlers of the Pit'), rulings: {}, busy: false } });
    expect(plural.get('h3').text()).toBe('The Blades of Aster charge the Brawlers of the Pit');
    expect(plural.text()).toContain('The Brawlers of the Pit carry no ranged weapon, so they have no defensive fire; they may brace for the impact. Then say whether the chargers reach them.');
    expect(plural.findAll('button').map((button) => button.text())).toEqual(expect.arrayContaining(['The Brawlers of the Pit brace', 'The chargers reach them']));
    const singular = mount(ChargeStep, { props: { state: charged('The Watch', 'The Pit Mob'), rulings: {}, busy: false } });
    expect(singular.get('h3').text()).toBe('The Watch charges the Pit Mob');
    expect(singular.text()).toContain('The Pit Mob carries no ranged weapon, so it has no defensive fire; it may brace for the impact. Then say whether the chargers reach it.');
    expect(singular.findAll('button').map((button) => button.text())).toEqual(expect.arrayContaining(['The Pit Mob braces', 'The chargers reach it']));
  });
});
