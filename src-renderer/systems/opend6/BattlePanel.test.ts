import { describe, expect, it, vi } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import type { Od6Event } from '../../../src-shared/rules/opend6/battle/events';
import type { Od6State } from '../../../src-shared/rules/opend6/battle/state';
import { atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, ICE, play, setupOf, squad } from '../../../src-shared/rules/opend6/testing/fixtures';
import { bladesMeetBrawlers } from '../../../src-shared/rules/opend6/testing/blades-meet-brawlers';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import type { Libraries } from '../../../src-shared/systems/game-system';
import { EQUIPMENT_LIBRARY_ID } from '../../../src-shared/rules/opend6/equipment/library';
import type { EquipmentItem } from '../../../src-shared/rules/opend6/equipment/schema';
import { STARTER_EQUIPMENT } from '../../../src-shared/rules/opend6/equipment/starter-equipment';
import BattlePanel from './BattlePanel.vue';

/**
 * The panel driven the way the battle shell drives it: each emitted step goes through the real
 * engine, and the new state comes back in; a refusal is kept, as the shell shows it.
 */
function battle(a = [HUMAN_BLADES, ICE_RANGERS], b = [GOBLIN_BRAWLERS, GOBLIN_ARCHERS], libraries: Libraries = {}, start?: Od6State): { wrapper: VueWrapper; log: Od6Event[]; refusals: string[]; state: () => Od6State } {
  const setup = start?.setup ?? setupOf(a, b, { turnLimit: 3, libraries });
  let state = start ?? OPEND6_SYSTEM.battle.initialState(setup, {});
  const log: Od6Event[] = [];
  const refusals: string[] = [];
  const wrapper: VueWrapper = mount(BattlePanel, {
    props: {
      setup,
      state,
      rulings: {},
      libraries,
      busy: false,
      onStep: (event: Od6Event) => {
        const applied = OPEND6_SYSTEM.battle.apply(state, event, {});
        if (!applied.ok) {
          refusals.push(applied.reason);
          return;
        }
        state = applied.state;
        log.push(event);
        void wrapper.setProps({ state });
      },
    },
  });
  return { wrapper, log, refusals, state: () => state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function click(wrapper: VueWrapper, text: string): Promise<void> {
  const button = wrapper.findAll('button').find((candidate) => candidate.text() === text);
  if (!button) throw new Error(`no button "${text}" in: ${wrapper.findAll('button').map((b) => b.text()).join(' | ')}`);
  await button.trigger('click');
  await settle();
}

/** Types a die (and its re-rolls) into the roll whose legend starts with `label`. */
async function enter(wrapper: VueWrapper, label: string, ...faces: number[]): Promise<void> {
  for (const [i, face] of faces.entries()) {
    const roll = wrapper.findAll('fieldset.od6-roll').find((fieldset) => fieldset.get('legend').text().startsWith(label));
    if (!roll) throw new Error(`no roll "${label}" in: ${wrapper.findAll('fieldset.od6-roll legend').map((l) => l.text()).join(' | ')}`);
    await roll.findAll('input.od6-die')[i]!.setValue(String(face));
  }
}

async function choose(wrapper: VueWrapper, name: string, optionText: string): Promise<void> {
  const select = wrapper.get(`select[name="${name}"]`);
  const option = select.findAll('option').find((candidate) => candidate.text().startsWith(optionText));
  if (!option) throw new Error(`no option "${optionText}" in ${name}`);
  await select.setValue(option.element.getAttribute('value'));
}

// Whole turns on the real engine: slower than a unit test on a loaded machine, so a hang guard rather than the 5 s default.
describe('the OpenD6 battle panel, on the real engine', { timeout: 30_000 }, () => {
  it('keeps a step’s button in the Tab order while it is not ready, saying which rolls are missing, and records nothing until they are in (seed 004 L48)', async () => {
    const { wrapper, log } = battle();
    const button = () => wrapper.findAll('button').find((candidate) => candidate.text() === 'Record the initiative')!;
    expect(button().attributes('disabled')).toBeUndefined();
    expect(button().attributes('aria-disabled')).toBe('true');
    const reason = () => wrapper.get(`#${button().attributes('aria-describedby')}`).text();
    expect(reason()).toBe('Enter Astrid’s and Borg’s rolls.');
    await click(wrapper, 'Record the initiative');
    expect(log).toEqual([]);
    await enter(wrapper, 'Astrid', 4);
    expect(reason()).toBe('Enter Borg’s roll.');
    await enter(wrapper, 'Borg', 2);
    expect(button().attributes('aria-disabled')).toBeUndefined();
    expect(button().attributes('aria-describedby')).toBeUndefined();
    await click(wrapper, 'Record the initiative');
    expect(log.map((event) => event.type)).toEqual(['initiative-rolled']);
  });

  it('shows the initiative odds from the highest command on each side, then lets the winner choose who moves first (seed 004 L48–L51)', async () => {
    const { wrapper, log, refusals, state } = battle();
    expect(wrapper.get('[data-phase]').text()).toBe('Turn 1 — Initiative Phase');
    // Astrid's best command is the Ice Rangers' sergeant's 4; Borg's the goblin archers' sergeant's 3.
    expect(wrapper.text()).toContain('Astrid (command +4)');
    const odds = wrapper.get('[aria-label="Odds of the initiative"]').text();
    expect(odds).toMatch(/Astrid wins\s*\d+%/);
    await enter(wrapper, 'Astrid', 4);
    await enter(wrapper, 'Borg', 3);
    await click(wrapper, 'Record the initiative');
    expect(refusals).toEqual([]);
    expect(state().initiative).toBe('A');
    await click(wrapper, 'Astrid moves first');
    expect(log.map((event) => event.type)).toEqual(['initiative-rolled', 'movement-order-chosen']);
    expect(wrapper.get('[data-phase]').text()).toBe('Turn 1 — Movement Phase');
  });

  it('plays a turn: a charge with both morale tests, a volley and its damage, close combat, morale tests and the next turn', async () => {
    const { wrapper, log, refusals, state } = battle();
    await enter(wrapper, 'Astrid', 5);
    await enter(wrapper, 'Borg', 2);
    await click(wrapper, 'Record the initiative');
    await click(wrapper, 'Astrid moves first');

    // The Blades charge the brawlers: threat level 6 against the sergeant's command (L345).
    await choose(wrapper, 'mover', 'Blades of Aster');
    await wrapper.get('select[name="move-action"]').setValue('charge');
    await choose(wrapper, 'move-target', 'Goblin Brawlers');
    expect(wrapper.text()).toContain('against threat level 6');
    await enter(wrapper, 'Blades of Aster: command roll', 5);
    await enter(wrapper, 'Blades of Aster: threat roll', 2);
    await click(wrapper, 'Confirm the move');
    expect(refusals).toEqual([]);
    // The brawlers receive it at threat level 4 (L346).
    expect(wrapper.text()).toContain('against threat level 4');
    await enter(wrapper, 'The Goblin Brawlers: command roll', 4);
    await enter(wrapper, 'The Goblin Brawlers: threat roll', 1);
    await click(wrapper, 'Record the Goblin Brawlers’ test');
    await click(wrapper, 'The chargers reach them');
    expect(state().squads['A-1']!.engagedWith).toEqual(['B-1']);
    await click(wrapper, 'End the Movement Phase');
    expect(state().phase).toBe('ranged');

    // The Ice Rangers' sergeant and champion fire at the archers at medium range; the rest hold.
    await choose(wrapper, 'shooter', 'Ice Rangers');
    await choose(wrapper, 'shot-target', 'Goblin Archers');
    const rows = wrapper.findAll('.od6-shot');
    for (const row of rows.slice(2)) await row.get('input[type="checkbox"]').setValue(false);
    expect(wrapper.text()).toMatch(/Marksmanship 4 against difficulty 8/);
    await enter(wrapper, 'The sergeant’s shot', 6, 3);
    await enter(wrapper, 'The champion’s shot', 1);
    await click(wrapper, 'Fire: 1 hit');
    expect(refusals).toEqual([]);
    expect(state().damage?.hits).toHaveLength(1);
    expect(wrapper.text()).toMatch(/Damage Strength \d+ against Strength \d+/);
    await enter(wrapper, 'Damage roll 1', 5);
    await enter(wrapper, 'Strength roll', 1);
    await click(wrapper, 'Record the damage');
    expect(state().damage).toBeNull();
    await click(wrapper, 'End the Ranged Combat Phase');
    expect(state().phase).toBe('close-combat');

    // Close combat: the app rolls every die of the pairings, then the damage of any hits.
    await click(wrapper, 'Roll every die here');
    await click(wrapper, 'Record the fight');
    expect(refusals).toEqual([]);
    if (state().damage) {
      await click(wrapper, 'Roll every die here');
      await click(wrapper, 'Record the damage');
    }
    while (state().partingSwings.length > 0 || state().damage) {
      await click(wrapper, 'Roll every die here');
      await click(wrapper, state().damage ? 'Record the damage' : 'Record the parting swing');
    }
    await click(wrapper, 'End the Close Combat Phase');
    expect(refusals).toEqual([]);
    expect(state().phase).toBe('morale');

    // Every squad that took casualties tests; the panel will not end the phase before.
    for (let guard = 0; guard < 6; guard++) {
      const card = wrapper.find('section[aria-label="Morale"] > article');
      if (!card.exists()) break;
      const name = card.attributes('aria-label')!.split(':')[0]!;
      await enter(wrapper, `${name}: command roll`, 5);
      await enter(wrapper, `${name}: threat roll`, 2);
      await click(wrapper, card.findAll('button').at(-1)!.text());
      while (state().partingSwings.length > 0 || state().damage) {
        await click(wrapper, 'Roll every die here');
        await click(wrapper, state().damage ? 'Record the damage' : 'Record the parting swing');
      }
    }
    await click(wrapper, 'End the Morale Phase');
    await click(wrapper, 'End the turn');
    expect(refusals).toEqual([]);
    expect(state()).toMatchObject({ turn: 2, phase: 'initiative' });
    expect(log.filter((event) => event.type === 'phase-ended')).toHaveLength(5);
    // No internal ids or side letters on screen.
    expect(wrapper.text()).not.toMatch(/\b[AB]-\d\b|soldier-\d|champion-\d|\bsergeant\b-/);
  });

  it('asks before a concession ends the battle: Cancel sends nothing, confirming ends it for the other side', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    const { wrapper, log, state } = battle();
    await click(wrapper, 'Borg concedes…');
    expect(wrapper.get('dialog .concession').text()).toBe('Borg concedes: the battle ends and Astrid holds the field. Only “Undo last step” can take it back.');
    await click(wrapper, 'Cancel');
    expect(wrapper.find('dialog').exists()).toBe(false);
    expect(log).toEqual([]);
    await click(wrapper, 'Borg concedes…');
    await click(wrapper, 'Borg concedes');
    expect(log).toEqual([{ type: 'conceded', side: 'B' }]);
    expect(state().phase).toBe('over');
  });

  it('says the morale test’s result where the Morale Phase carries on, in the event log’s words, until the step is undone (seed 004 L493)', async () => {
    // The archers strike down two Rangers; the Rangers owe a casualty morale test in the Morale Phase.
    const atMorale = play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS]).state, [
      { type: 'phase-ended' },
      { type: 'shots-fired', squad: 'B-1', mode: 'ranged', target: ICE, shots: [die(6, 3), die(6, 3)].map((roll, n) => ({ soldier: `soldier-${n + 1}`, weaponId: 'medium-crossbow', range: 'medium', roll })), hits: [{ shot: 0, soldier: 'soldier-1' }, { shot: 1, soldier: 'soldier-2' }] },
      { type: 'damage-rolled', damage: [die(6, 6, 1), die(6, 6, 1)], strength: [{ squad: ICE, soldier: 'soldier-1', roll: die(1) }, { squad: ICE, soldier: 'soldier-2', roll: die(1) }] },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ]).state;
    expect(atMorale.phase).toBe('morale');
    const { wrapper, refusals, log } = battle(undefined, undefined, {}, atMorale);
    const morale = () => wrapper.get('section[aria-label="Morale"]');
    expect(morale().find('[role="status"]').exists()).toBe(false);
    // Before the dice, the levels: the sergeant's command skill 4 (L665) and threat level 4 + 1 a casualty (L446, L468),
    // and what each roll adds, so the levels are not taken for the roll totals the result will quote (L442, L487).
    const card = morale().get('article');
    expect(card.get('.od6-phase-note').text()).toBe('The sergeant’s command skill 4 against threat level 6 (base threat level 4, casualties this turn +2)');
    expect(card.get('[data-rolls-explained]').text()).toBe('Command roll: a die + 4. Threat roll, made by the opponent: a die + 6.');
    // As L493's example: a 1 is a critical failure, a command roll of 0 against the threat roll: down two and withdraw 4".
    await enter(wrapper, 'The Ice Rangers: command roll', 1);
    await enter(wrapper, 'The Ice Rangers: threat roll', 3);
    await click(wrapper, morale().get('article').findAll('button').at(-1)!.text());
    expect(refusals).toEqual([]);
    expect(log.at(-1)?.type).toBe('morale-tested');
    const said = morale().get('[role="status"]');
    expect(said.get('p').text()).toBe('Last test');
    const lines = said.findAll('li').map((li) => li.text());
    // The Rangers start at 7 (L415): down two is 5, still Steady (L486–L490).
    expect(lines[0]).toBe('The Ice Rangers fell back 4″, morale level down to 5 but still Steady, after losing two men to the Goblin Archers’ volley (casualty morale test: command roll 0, a critical failure, against threat roll 9, threat level 6)');
    expect(lines).toContain('The Ice Rangers withdrew 4″ from the enemy');
    expect(morale().text()).toContain('No squad owes another test this phase.');
    // An undo brings back the state before the test, with no step sent: the result goes with it.
    await wrapper.setProps({ state: atMorale });
    expect(morale().find('[role="status"]').exists()).toBe(false);
  });

  it('shows each squad’s starting morale by quality and walks an uneventful turn to the Special Actions Phase (seed 004 L415)', async () => {
    const { wrapper, refusals } = battle();
    await enter(wrapper, 'Astrid', 3);
    await enter(wrapper, 'Borg', 3);
    expect(wrapper.findAll('[data-morale]').map((cell) => cell.text())).toEqual(['6 Steady', '7 Steady', '5 Steady', '5 Steady']);
    await click(wrapper, 'Record the initiative');
    expect(refusals).toEqual([]);
    await click(wrapper, 'Astrid moves first');
    await click(wrapper, 'End the Movement Phase');
    await click(wrapper, 'End the Ranged Combat Phase');
    await click(wrapper, 'End the Close Combat Phase');
    await click(wrapper, 'End the Morale Phase');
    expect(refusals).toEqual([]);
    expect(wrapper.get('[data-phase]').text()).toBe('Turn 1 — Special Actions Phase');
  });

  async function toMovement(wrapper: VueWrapper): Promise<void> {
    await enter(wrapper, 'Astrid', 5);
    await enter(wrapper, 'Borg', 2);
    await click(wrapper, 'Record the initiative');
    await click(wrapper, 'Astrid moves first');
  }

  /** The Blades of Aster charge the Goblin Brawlers, who hold; the battle is at its Close Combat Phase. */
  async function bladesChargeBrawlers(wrapper: VueWrapper): Promise<void> {
    await toMovement(wrapper);
    await wrapper.get('select[name="move-action"]').setValue('charge');
    await enter(wrapper, 'Blades of Aster: command roll', 5);
    await enter(wrapper, 'Blades of Aster: threat roll', 2);
    await click(wrapper, 'Confirm the move');
    await enter(wrapper, 'The Goblin Brawlers: command roll', 4);
    await enter(wrapper, 'The Goblin Brawlers: threat roll', 1);
    await click(wrapper, 'Record the Goblin Brawlers’ test');
    await click(wrapper, 'The chargers reach them');
    await click(wrapper, 'End the Movement Phase');
    await click(wrapper, 'End the Ranged Combat Phase');
  }

  it('offers the squad that forced its enemy back one try to hold its ground, which parts the two squads (seed 004 L401, L403)', async () => {
    const { fight, damage } = bladesMeetBrawlers('A-1', 'B-1');
    const won = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [
      { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
      { type: 'charge-braced' },
      { type: 'charge-completed', reached: true },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      fight,
      damage,
    ]).state;
    expect(won.squads['A-1']!.turn.closeAssault).toBe('won');
    const { wrapper, refusals, state } = battle([], [], {}, won);
    const summary = () => wrapper.findAll('details > summary').map((node) => node.text()).filter((text) => text.includes('hold their ground'));
    expect(summary()).toEqual(['The Blades of Aster hold their ground instead of advancing']);
    // Their sergeant fell in the fight: the squad's command 3 and a 3 make 6 (L442); they hold, and the beaten goblins are out of reach.
    expect(wrapper.text()).toContain('With the sergeant down, the squad’s command skill 3 against difficulty 6');
    await enter(wrapper, 'The Blades of Aster: command roll', 3);
    await click(wrapper, 'Record it');
    expect(refusals).toEqual([]);
    expect(state().squads['A-1']!.engagedWith).toEqual([]);
    expect(summary()).toEqual([]);
  });

  it('lets the charged archers fire defensively at the chargers before contact (seed 004 L336–L341)', async () => {
    const { wrapper, refusals, state } = battle([HUMAN_BLADES], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    await wrapper.get('select[name="move-action"]').setValue('charge');
    await enter(wrapper, 'Blades of Aster: command roll', 5);
    await enter(wrapper, 'Blades of Aster: threat roll', 2);
    await click(wrapper, 'Confirm the move');
    await enter(wrapper, 'The Goblin Archers: command roll', 5);
    await enter(wrapper, 'The Goblin Archers: threat roll', 1);
    await click(wrapper, 'Record the Goblin Archers’ test');
    const defensive = wrapper.get('section[aria-label="Defensive fire"]');
    expect(defensive.text()).toContain('defensive fire');
    for (const row of defensive.findAll('.od6-shot').slice(1)) await row.get('input[type="checkbox"]').setValue(false);
    await enter(wrapper, 'The sergeant’s shot', 1);
    await click(wrapper, 'Fire: 0 hits');
    expect(refusals).toEqual([]);
    expect(state().squads['B-1']!.turn.defensiveFired).toBe(true);
    // Having fired, the archers may not also brace.
    expect(wrapper.findAll('button').some((button) => button.text().endsWith('brace'))).toBe(false);
    await click(wrapper, 'The chargers reach them');
    expect(state().squads['A-1']!.engagedWith).toEqual(['B-1']);
  });

  it('lets a squad that has not moved test for opportunity fire at the moving squad, odds first, then fire (seed 004 L155–L156, L324–L334)', async () => {
    const { wrapper, refusals, state, log } = battle([HUMAN_BLADES], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    const offer = wrapper.get('details[aria-label="Opportunity fire at The Blades of Aster"]');
    expect(offer.get('[aria-label="Odds of the Goblin Archers’ test"]').text()).toMatch(/may fire\s*\d/);
    await enter(wrapper, 'The Goblin Archers: command roll', 5);
    await enter(wrapper, 'The Goblin Archers: threat roll', 1);
    await click(wrapper, 'Test for opportunity fire');
    expect(refusals).toEqual([]);
    expect(state().opportunity).toEqual({ squad: 'B-1', target: 'A-1' });
    const form = wrapper.get('section[aria-label="Opportunity fire"]');
    for (const row of form.findAll('.od6-shot').slice(1)) await row.get('input[type="checkbox"]').setValue(false);
    await enter(wrapper, 'The sergeant’s shot', 1);
    await click(wrapper, 'Fire: 0 hits');
    expect(refusals).toEqual([]);
    expect(log.at(-1)).toMatchObject({ type: 'shots-fired', mode: 'opportunity', squad: 'B-1', target: 'A-1' });
    expect(state().opportunity).toBeNull();
    // The Blades still make their move.
    await click(wrapper, 'Confirm the move');
    expect(state().squads['A-1']!.turn.moved).toBe('stayed');
  });

  it('records soldiers out of command distance, and the board marks them (seed 004 L99–L105)', async () => {
    const { wrapper, refusals, state } = battle([ICE_RANGERS], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    const coherence = wrapper.get('details[aria-label="Squad coherence"]');
    expect(coherence.text()).toContain('Each soldier within 3″ of another; the sergeant within 4″ of one of them');
    await coherence.findAll('label.od6-choice').find((label) => label.text() === 'Soldier 8')!.get('input').setValue(true);
    await click(wrapper, 'Record who is separated');
    expect(refusals).toEqual([]);
    expect(state().squads['A-1']!.soldiers.filter((soldier) => soldier.separated).map((soldier) => soldier.id)).toEqual(['soldier-8']);
    expect(wrapper.get('[data-squad="Ice Rangers"]').text()).toContain('Soldier 8 (separated)');
  });
  it('lets a squad split its fire between two enemy squads, and no more (seed 004 L107, L158)', async () => {
    const { wrapper, refusals, state, log } = battle([ICE_RANGERS], [GOBLIN_BRAWLERS, GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    await click(wrapper, 'End the Movement Phase');
    await choose(wrapper, 'shooter', 'Ice Rangers');
    await choose(wrapper, 'shot-target', 'Goblin Brawlers');
    // The sergeant and the champion shoot at the brawlers; the eight soldiers hold their fire.
    for (const row of wrapper.findAll('.od6-shot').slice(2)) await row.get('input[type="checkbox"]').setValue(false);
    await enter(wrapper, 'The sergeant’s shot', 1);
    await enter(wrapper, 'The champion’s shot', 1);
    await click(wrapper, 'Fire: 0 hits');
    expect(refusals).toEqual([]);
    // The Rangers are still offered: their other soldiers may fire at one more squad.
    await choose(wrapper, 'shooter', 'Ice Rangers');
    expect(wrapper.get('[data-split-fire]').text()).toBe('Ice Rangers already fired at Goblin Brawlers: the soldiers still to shoot may split the fire to one more squad.');
    expect(wrapper.findAll('.od6-shot')).toHaveLength(8);
    await choose(wrapper, 'shot-target', 'Goblin Archers');
    for (const row of wrapper.findAll('.od6-shot').slice(1)) await row.get('input[type="checkbox"]').setValue(false);
    await enter(wrapper, 'Soldier 1’s shot', 1);
    await click(wrapper, 'Fire: 0 hits');
    expect(refusals).toEqual([]);
    expect(log.filter((event) => event.type === 'shots-fired').map((event) => event.type === 'shots-fired' && event.target)).toEqual(['B-1', 'B-2']);
    expect(state().squads['A-1']!.turn.targets).toEqual(['B-1', 'B-2']);
  });

  it('drops soldiers prone and stands them up again as the squad moves, the cost said first (seed 004 L139–L141)', async () => {
    const { wrapper, refusals, state } = battle([ICE_RANGERS], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    const prone = () => wrapper.get('details[aria-label="Prone soldiers"]');
    await prone().findAll('label.od6-choice').find((label) => label.text() === 'Soldier 3 drops prone')!.get('input').setValue(true);
    await click(wrapper, 'Confirm the move');
    expect(refusals).toEqual([]);
    expect(state().squads['A-1']!.soldiers.filter((soldier) => soldier.prone).map((soldier) => soldier.id)).toEqual(['soldier-3']);
    expect(wrapper.get('[data-squad="Ice Rangers"]').text()).toContain('Soldier 3 (prone)');
    // Next turn he starts prone: getting up costs 2″ of the Ice Rangers' 8″ walk and 13″ run.
    for (const step of ['End the Movement Phase', 'End the Ranged Combat Phase', 'End the Close Combat Phase', 'End the Morale Phase', 'End the turn']) await click(wrapper, step);
    await toMovement(wrapper);
    expect(prone().text()).toContain('walk 6″ or run 11″ after getting up');
    await prone().findAll('label.od6-choice').find((label) => label.text() === 'Soldier 3 stands up')!.get('input').setValue(true);
    await wrapper.get('select[name="move-action"]').setValue('walk');
    await click(wrapper, 'Confirm the move');
    expect(refusals).toEqual([]);
    expect(state().squads['A-1']!.soldiers.some((soldier) => soldier.prone)).toBe(false);
  });
  it('fires a siege weapon from the Ranged Combat Phase: odds first, the deviation dice on a miss, then who is caught and at what Damage Strength (seed 004 L287–L323)', async () => {
    const catapultCrew = squad({ name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 2 }, siegeWeaponId: 'field-catapult-example' });
    const { wrapper, refusals, state, log } = battle([ICE_RANGERS], [catapultCrew]);
    await toMovement(wrapper);
    await click(wrapper, 'End the Movement Phase');
    const form = () => wrapper.get('section[aria-label="Siege weapon"]');
    // The lead gunner: siege weapons COR 3 + 2 = 5 against medium range 8.
    expect(form().text()).toContain('Siege weapons 5 against difficulty 8 (range 8)');
    expect(wrapper.get('[data-squad="Catapult Crew"]').text()).toContain('field catapult (example) 4 of 4 Body Points');
    expect(form().get('[aria-label="Odds of the Catapult Crew’s shot"]').text()).toMatch(/lands where aimed\s*\d+%\s*deviates\s*\d+%/);
    expect(form().text()).toContain('one die for 1–6″ at medium range');
    await enter(wrapper, 'The sergeant’s siege shot', 2);
    // 2 + 5 = 7 misses: the direction and distance dice open.
    await form().get('input[aria-label="Deviation direction die"]').setValue('4');
    await form().get('input[aria-label="Deviation distance die"]').setValue('3');
    expect(form().get('[data-siege-landing]').text()).toBe('It lands 3″ back toward the crew from the aiming point.');
    await form().findAll('label.od6-choice').find((label) => label.text() === 'Ice Rangers')!.get('input').setValue(true);
    const where = (soldier: string) => form().get(`select[aria-label="Where ${soldier} of the Ice Rangers is"]`);
    expect(where('soldier 1').findAll('option').map((option) => option.text())).toContain('Touching its edge');
    await where('soldier 1').setValue('under');
    await where('soldier 2').setValue('touching');
    expect(form().findAll('[data-siege-faces]').map((hint) => hint.text())).toEqual(['faces Damage Strength 5', 'faces Damage Strength 4']);
    await click(wrapper, 'Fire the field catapult (example): 2 caught');
    expect(refusals).toEqual([]);
    expect(log.at(-1)).toMatchObject({ type: 'siege-fired', squad: 'B-1', gunner: 'sergeant', range: 'medium', deviation: { direction: { faces: [4] }, distance: { faces: [3] } }, affected: [{ squad: 'A-1', soldier: 'soldier-1', placement: 'under' }, { squad: 'A-1', soldier: 'soldier-2', placement: 'touching' }] });
    expect(state().damage?.hits.map((hit) => hit.damage)).toEqual([5, 4]);
    expect(wrapper.text()).toContain('Damage Strength 5 against Strength 3');
    // Fire Rate 1/2: the catapult is not offered again this turn.
    await click(wrapper, 'Roll every die here');
    await click(wrapper, 'Record the damage');
    expect(wrapper.find('section[aria-label="Siege weapon"]').exists()).toBe(false);
  });
  it('takes a flank attack and a barrier into the close combat odds and the fight (seed 004 L372, L377)', async () => {
    const { wrapper, refusals, log } = battle([HUMAN_BLADES], [GOBLIN_BRAWLERS]);
    await bladesChargeBrawlers(wrapper);
    expect(refusals).toEqual([]);
    // The first pairing's breakdown, one line a fighter: "…, melee weapon +1 = 5", or "Fighting 4" when nothing is added.
    const breakdown = () => wrapper.findAll('.od6-fight-row')[0]!.findAll('.od6-breakdown li').map((line) => line.text()).slice(0, 2);
    const totalOf = (line: string) => {
      const sum = line.match(/= (-?\d+)$/);
      return Number(sum ? sum[1] : line.slice(line.indexOf(': ') + 2).match(/-?\d+/)![0]);
    };
    const before = breakdown().map(totalOf);
    const flank = wrapper.get('details[aria-label="Flank attacks and barriers"]');
    const box = (legend: string, fighter: string) => flank.findAll('fieldset').find((set) => set.get('legend').text() === legend)!.findAll('label').find((label) => label.text() === fighter)!.get('input');
    // In the first pairing the lone fighter defends a barrier (+1) and his first opponent is taken in the flank (-2).
    const [lone, opponent] = before as [number, number];
    const firstPair = wrapper.findAll('.od6-fight-row')[0]!.findAll('legend').map((legend) => legend.text());
    const [loneName, opponentName] = [firstPair[0]!, firstPair[1]!];
    await box('Attacked in the side or rear', opponentName).setValue(true);
    await box('Defending behind a barrier', loneName).setValue(true);
    const after = breakdown();
    expect(after.map(totalOf)).toEqual([lone + 1, opponent - 2]);
    expect(after[0]).toContain('behind a barrier +1');
    expect(after[1]).toContain('attacked in the side or rear -2');
    // Each total is said once, in its breakdown, not again on a line of its own.
    expect(wrapper.findAll('.od6-fight-row p.od6-hint')).toHaveLength(0);
    await click(wrapper, 'Roll every die here');
    await click(wrapper, 'Record the fight');
    expect(refusals).toEqual([]);
    const fought = log.find((event) => event.type === 'close-combat-fought');
    expect(fought?.type === 'close-combat-fought' && [fought.groups[0]!.lone.behindBarrier, fought.groups[0]!.opponents[0]!.sideOrRear]).toEqual([true, true]);
  });

  it('names each fighter with his squad in the close combat odds, so two sergeants are told apart (seed 004 L362–L369)', async () => {
    const { wrapper, refusals } = battle([HUMAN_BLADES], [GOBLIN_BRAWLERS]);
    await bladesChargeBrawlers(wrapper);
    expect(refusals).toEqual([]);
    const firstPair = wrapper.findAll('.od6-fight-row')[0]!;
    // The goblins' sergeant stands against the Blades' sergeant (and, outnumbered, a second soldier).
    expect(firstPair.findAll('legend').map((legend) => legend.text()).slice(0, 2)).toEqual(['The sergeant (Goblin Brawlers)', 'The sergeant (Blades of Aster)']);
    const odds = firstPair.text().replace(/\s+/g, ' ');
    expect(odds).toMatch(/The sergeant \(Blades of Aster\) wins\s*\d/);
    expect(odds).toMatch(/The sergeant \(Goblin Brawlers\) wins\s*\d/);
  });

  it('picks who each hit strikes at random among the target’s soldiers (seed 004 L263)', async () => {
    const { wrapper, refusals, log } = battle([ICE_RANGERS], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    await click(wrapper, 'End the Movement Phase');
    // Borg, without the initiative, is offered first (L158): Astrid picks her rangers.
    await wrapper.get('select[name="shooter"]').setValue(ICE);
    for (const row of wrapper.findAll('.od6-shot').slice(3)) await row.get('input[type="checkbox"]').setValue(false);
    await enter(wrapper, 'The sergeant’s shot', 6, 6, 1);
    await enter(wrapper, 'The champion’s shot', 6, 6, 1);
    await enter(wrapper, 'Soldier 1’s shot', 6, 6, 1);
    // A die that always comes up last: the button picks again, every hit on the archers' last soldier.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
    await click(wrapper, 'Pick who is hit at random');
    random.mockRestore();
    // Each pick names the shooter with his squad, so "soldier 1" of the shooters is never taken for the target's soldier 1.
    expect(wrapper.findAll('.od6-grid label.field .field-label').map((label) => label.text()).filter((text) => text.startsWith('Hit by'))).toEqual([
      'Hit by the sergeant of the Ice Rangers strikes',
      'Hit by the champion of the Ice Rangers strikes',
      'Hit by soldier 1 of the Ice Rangers strikes',
    ]);
    await click(wrapper, 'Fire: 3 hits');
    expect(refusals).toEqual([]);
    const volley = log.at(-1);
    expect(volley?.type === 'shots-fired' && volley.hits).toEqual([0, 1, 2].map((shot) => ({ shot, soldier: 'soldier-9' })));
    // The damage form says who hit whom as a sentence: "hit soldier 9", never "hit The sergeant" or "Soldier 9" mid-sentence.
    expect(wrapper.findAll('.od6-phase-note').map((note) => note.text())).toContain('The sergeant of the Ice Rangers hit soldier 9 of the Goblin Archers');
  });
  it('starts each hit on a soldier picked at random, so a volley fired as it comes does not always strike the sergeant first (seed 004 L263)', async () => {
    const { wrapper, refusals, log } = battle([ICE_RANGERS], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    await click(wrapper, 'End the Movement Phase');
    await wrapper.get('select[name="shooter"]').setValue(ICE);
    for (const row of wrapper.findAll('.od6-shot').slice(2)) await row.get('input[type="checkbox"]').setValue(false);
    // A die that always comes up last, while the hits appear: nobody presses "Pick who is hit at random".
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
    await enter(wrapper, 'The sergeant’s shot', 6, 6, 1);
    await enter(wrapper, 'The champion’s shot', 6, 6, 1);
    random.mockRestore();
    await click(wrapper, 'Fire: 2 hits');
    expect(refusals).toEqual([]);
    const volley = log.at(-1);
    expect(volley?.type === 'shots-fired' && volley.hits).toEqual([0, 1].map((shot) => ({ shot, soldier: 'soldier-9' })));
  });
  it('lets a volley be aimed at a siege weapon, half its hits striking a crewman instead (seed 004 L297, L302)', async () => {
    const catapultCrew = squad({ name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 2 }, siegeWeaponId: 'field-catapult-example' });
    const { wrapper, refusals, log } = battle([ICE_RANGERS], [catapultCrew]);
    await toMovement(wrapper);
    await click(wrapper, 'End the Movement Phase');
    for (const row of wrapper.findAll('.od6-shot').slice(2)) await row.get('input[type="checkbox"]').setValue(false);
    await enter(wrapper, 'The sergeant’s shot', 6, 6, 1);
    await enter(wrapper, 'The champion’s shot', 6, 6, 1);
    await wrapper.findAll('label.od6-choice').find((label) => label.text().startsWith('Aimed at the field catapult (example)'))!.get('input').setValue(true);
    // The first hit's die says "the weapon" (0.7), the second's "a crewman" (0.2), then the last of them (0.99).
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0.7).mockReturnValueOnce(0.2).mockReturnValueOnce(0.99);
    await click(wrapper, 'Pick who is hit at random');
    random.mockRestore();
    await click(wrapper, 'Fire: 2 hits');
    expect(refusals).toEqual([]);
    const volley = log.at(-1);
    expect(volley?.type === 'shots-fired' && volley.hits).toEqual([{ shot: 0, squad: 'B-1', battery: true }, { shot: 1, soldier: 'soldier-3' }]);
  });
  it('checks a walk through rough ground and over a wall against the Walk Rate, the cost shown first (seed 004 L142–L153)', async () => {
    const { wrapper, refusals, log } = battle([ICE_RANGERS], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    await wrapper.get('select[name="move-action"]').setValue('walk');
    const leg = async (terrain: string | null, inches?: number) => {
      if (terrain === null) {
        await wrapper.get('select[name="leg-kind"]').setValue('barrier');
        await wrapper.get('select[name="leg-barrier"]').setValue('low-wall');
      } else {
        await wrapper.get('select[name="leg-kind"]').setValue('terrain');
        await wrapper.get('select[name="leg-terrain"]').setValue(terrain);
        await wrapper.get('input[name="leg-inches"]').setValue(String(inches));
      }
      await click(wrapper, 'Add the leg');
    };
    // 2" of scrub counts 4" (L146), a low wall 2" (L151): 8" of the Ice Rangers' 8" Walk Rate.
    await leg('clear', 2);
    await leg('scrub', 2);
    await leg(null);
    expect(wrapper.get('[data-path-cost]').text()).toBe('4″ on the table costs 8″ of the 8″ Walk Rate.');
    await leg('clear', 1);
    expect(wrapper.get('[data-path-cost]').text()).toBe('5″ on the table costs 9″ of the 8″ Walk Rate: too far.');
    // The engine refuses the longer path, and takes it once the last leg is removed.
    await click(wrapper, 'Confirm the move');
    expect(refusals).toEqual(['That path costs 9″ of movement; Ice Rangers’ Walk Rate is 8″']);
    await wrapper.get('button[aria-label="Remove 1″ of clear"]').trigger('click');
    await click(wrapper, 'Confirm the move');
    expect(log.at(-1)).toMatchObject({ type: 'squad-moved', pace: 'walk', path: [{ terrain: 'clear', inches: 2 }, { terrain: 'scrub', inches: 2 }, { barrier: 'low-wall' }] });
  });
  it('keeps the move entered when opportunity fire interrupts it, for the survivors to complete (seed 004 L328–L334)', async () => {
    const { wrapper, refusals, log } = battle([ICE_RANGERS], [GOBLIN_ARCHERS]);
    await toMovement(wrapper);
    // Astrid enters the Ice Rangers' walk: toward the enemy, 2" of light woods then 3" of clear.
    await wrapper.get('select[name="move-action"]').setValue('walk');
    await wrapper.findAll('label.od6-choice').find((label) => label.text() === 'Toward a visible enemy')!.get('input').setValue(true);
    await wrapper.get('select[name="leg-terrain"]').setValue('light-woods');
    await wrapper.get('input[name="leg-inches"]').setValue('2');
    await click(wrapper, 'Add the leg');
    await wrapper.get('select[name="leg-terrain"]').setValue('clear');
    await wrapper.get('input[name="leg-inches"]').setValue('3');
    await click(wrapper, 'Add the leg');
    // Before she confirms, Borg's archers pass their opportunity fire test and shoot (L330, L332).
    await enter(wrapper, 'The Goblin Archers: command roll', 5);
    await enter(wrapper, 'The Goblin Archers: threat roll', 2);
    await click(wrapper, 'Test for opportunity fire');
    expect(wrapper.find('select[name="move-action"]').exists()).toBe(false);
    for (const row of wrapper.findAll('.od6-shot').slice(1)) await row.get('input[type="checkbox"]').setValue(false);
    await enter(wrapper, 'The sergeant’s shot', 1);
    await click(wrapper, 'Fire: 0 hits');
    expect(refusals).toEqual([]);
    // "The survivors of the moving squad complete their move" (L334): the walk is still there to confirm.
    expect((wrapper.get('select[name="move-action"]').element as HTMLSelectElement).value).toBe('walk');
    expect(wrapper.get('[data-path-cost]').text()).toBe('5″ on the table costs 7″ of the 8″ Walk Rate.');
    await click(wrapper, 'Confirm the move');
    expect(refusals).toEqual([]);
    expect(log.at(-1)).toEqual({ type: 'squad-moved', squad: ICE, pace: 'walk', towardEnemy: true, path: [{ terrain: 'light-woods', inches: 2 }, { terrain: 'clear', inches: 3 }] });
  });

  it('offers a following-fire weapon’s next shot only after a hit, each at +2 (seed 004 L240)', async () => {
    // A group's repeating crossbow: one following shot (the rulebook's Weapons Chart, which would list such weapons, is missing).
    const repeater: EquipmentItem = { id: 'repeater', name: 'Repeating crossbow', kind: 'ranged', skill: 'marksmanship', family: 'crossbow', damage: 4, ranges: { short: 5, medium: 15, long: 30, unit: 'inches' }, followingShots: 1, cost: 20, source: { kind: 'group' }, notes: '' };
    const libraries = { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, repeater] };
    const { wrapper, refusals, log } = battle([{ ...ICE_RANGERS, weaponIds: ['repeater'], champions: [] }], [GOBLIN_ARCHERS], libraries);
    await toMovement(wrapper);
    await click(wrapper, 'End the Movement Phase');
    await wrapper.get('select[name="shooter"]').setValue(ICE);
    for (const row of wrapper.findAll('.od6-shot').slice(1)) await row.get('input[type="checkbox"]').setValue(false);
    expect(wrapper.text()).not.toContain('following shot');
    await enter(wrapper, 'The sergeant’s shot', 6, 2);
    // The sergeant hit (8 + marksmanship 4 against 8): his following shot opens at difficulty 10.
    expect(wrapper.text()).toContain('Following shot 1: marksmanship 4 against difficulty 10 (range 8, following fire +2)');
    await enter(wrapper, 'The sergeant’s following shot 1', 6, 1);
    await click(wrapper, 'Fire: 2 hits');
    expect(refusals).toEqual([]);
    expect(log.at(-1)).toMatchObject({ type: 'shots-fired', shots: [{ soldier: 'sergeant', weaponId: 'repeater' }, { soldier: 'sergeant', weaponId: 'repeater', following: true }] });
  });
});
