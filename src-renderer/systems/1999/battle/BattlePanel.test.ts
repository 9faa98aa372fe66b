import { describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { EXAMPLE_CARDS, RULES_CARDS_LIBRARY, SYSTEM_1999, type ArmyRoster, type Event1999, type Setup1999, type State1999 } from '../../../../src-shared/rules/1999';
import BattlePanel from './BattlePanel.vue';

// The surrender question opens a modal <dialog>; happy-dom's may lack showModal.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

/**
 * The battle panel over the real engine: every step it emits is judged by SYSTEM_1999 and the new
 * state fed back, as the battle shell does.
 */
const libraries = { [RULES_CARDS_LIBRARY]: EXAMPLE_CARDS };
const unit = (key: string, card: string, extra: Partial<ArmyRoster['units'][number]> = {}) => ({ key, name: '', card, type: 'special' as const, models: 1, dna: [], reinforcement: false, attached: [], ...extra });
const ann: ArmyRoster = { name: 'Harrow line', size: { kind: 'small' }, units: [unit('rifles', 'Harrow Riflemen', { type: 'squad', models: 3 })] };
const bob: ArmyRoster = { name: 'Pack', size: { kind: 'small' }, units: [unit('hounds', 'Ashen Hounds', { type: 'squad', models: 2 }), unit('runner', 'Scrap Runner')] };

function battle(first: ArmyRoster = ann, second: ArmyRoster = bob) {
  const built = SYSTEM_1999.battle.buildSetup(
    { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] },
    [
      { side: 'p1', playerName: 'Ann', forces: [{ armyId: 'a', name: first.name, roster: first }] },
      { side: 'p2', playerName: 'Bob', forces: [{ armyId: 'b', name: second.name, roster: second }] },
    ],
    { now: '2026-01-01T00:00:00Z', rulings: {}, libraries },
  );
  if (!built.ok) throw new Error(built.reason);
  const setup: Setup1999 = built.setup;
  const log: Event1999[] = [];
  const wrapper: VueWrapper = mount(BattlePanel, {
    props: {
      setup,
      state: SYSTEM_1999.battle.initialState(setup, {}),
      rulings: {},
      libraries,
      busy: false,
      onStep: (input: unknown) => {
        const event = SYSTEM_1999.battle.eventSchema.parse(input);
        const result = SYSTEM_1999.battle.apply((wrapper.props() as { state: unknown }).state as State1999, event, {});
        if (!result.ok) throw new Error(`the panel sent a step the engine refuses: ${result.reason}`);
        log.push(event);
        return wrapper.setProps({ state: result.state });
      },
    },
  });
  return { wrapper, log, state: () => (wrapper.props() as { state: unknown }).state as State1999 };
}

async function die(w: VueWrapper, label: string, face: number): Promise<void> {
  await w.get(`input[aria-label="${label}"]`).setValue(face);
}
async function press(w: VueWrapper, text: string): Promise<void> {
  const button = w.findAll('button').find((b) => b.text() === text);
  if (!button) throw new Error(`no “${text}” button; the panel says: ${w.text().slice(0, 600)}`);
  const why = w.find('.step-missing').exists() ? w.get('.step-missing').text() : '';
  expect(button.attributes('disabled'), `“${text}” is disabled: ${why}`).toBeUndefined();
  expect(button.attributes('aria-disabled'), `“${text}” is not ready: ${why}`).toBeUndefined();
  await button.trigger('click');
  await flushPromises();
}

describe('1999 battle panel', () => {
  it('plays deployment, a Charge into close combat and a shot through the real engine, with odds before each roll', async () => {
    const { wrapper: w, state, log } = battle();

    // Who deploys first: an Opposed roll, no Leaders on either side (seed 001 L327, L329)
    expect(w.text()).toContain('Who deploys first');
    expect(w.text()).toContain('Enter each player’s die for the Opposed roll.');
    expect(w.text()).toContain('Ann +0: wins 50%');
    await die(w, 'Ann', 6);
    await die(w, 'Bob', 2);
    await press(w, 'Record');
    expect(state().stage).toBe('deployment');

    // The first card 30 cm from the centre line, the others 60 cm from any enemy card (L331)
    expect(w.text()).toContain('Distance from the centre line (cm, at least 30)');
    expect(w.text()).toContain('Enter the card’s distance from the centre line, in cm.');
    expect(w.text()).not.toContain('Fill in the step above.');
    await w.get('input[name="centre-line-cm"]').setValue(30);
    await press(w, 'Record');
    await w.get('input[name="enemy-card-cm"]').setValue(50);
    expect(w.get('.step-missing').text()).toContain('at least 60 cm');
    await w.get('input[name="enemy-card-cm"]').setValue(60);
    await press(w, 'Record');
    await w.get('input[name="enemy-card-cm"]').setValue(75);
    await press(w, 'Record');
    // Guerilla Tactics for the Scrap Runner (L209–L211)
    expect(w.text()).toContain('Guerilla Tactics: Bob’s Scrap Runner');
    // A 5 lets the Runner move its card, still 60 cm from any opponent's card
    await die(w, 'Guerilla Tactics roll', 5);
    await w.get('input[name="redeployed"]').setValue(true);
    await w.get('input[name="redeploy-cm"]').setValue(40);
    expect(w.get('.step-missing').text()).toContain('The new position is 40 cm from an opponent’s card; it must be at least 60 cm away');
    await w.get('input[name="redeploy-cm"]').setValue(65);
    // …and on the player's own half, as Deployment requires (L211, L331)
    await w.get('input[name="redeploy-own-half"]').setValue(false);
    expect(w.get('.step-missing').text()).toContain('The new position is beyond your half of the Battlefield');
    await w.get('input[name="redeploy-own-half"]').setValue(true);
    await press(w, 'Record');
    expect(log.at(-1)).toMatchObject({ type: 'guerilla-tactics-rolled', redeployed: true, nearestEnemyCardCm: 65, ownHalf: true });
    await press(w, 'Record');
    expect(state().stage).toBe('order-of-play');
    expect(w.text()).toContain('Enter each player’s die for the Opposed roll.');

    await die(w, 'Ann', 5);
    await die(w, 'Bob', 1);
    await press(w, 'Start the Turn');
    // Phase 1: only the Scrap Runner acts at 1 (L353–L361)
    expect(w.text()).toContain('Turn 1, Activation Phase 1: Bob nominates');
    await press(w, 'Nominate');
    await w.get('select[name="action"]').setValue('hold-ground');
    await press(w, 'Declare');
    await press(w, 'End Scrap Runner’s Action');

    // Phase 2: the Ashen Hounds Charge (L511–L515) and Assault (L517–L565)
    expect(w.text()).toContain('Activation Phase 2: Bob nominates');
    await press(w, 'Nominate');
    await w.get('select[name="action"]').setValue('charge');
    await press(w, 'Declare');
    await w.get('input[name="move-distance"]').setValue(31);
    expect(w.get('.step-missing').text()).toContain('may move up to 30 cm');
    await w.get('input[name="move-distance"]').setValue(24);
    await w.get('input[name="into-contact"]').setValue(true);
    // The Charge names the enemy it ends touching (L513), so the Assault knows its target (L519).
    expect(w.text()).toContain('Tick the enemy models the charge ends touching.');
    await w.findAll('input[name="charge-contact"]').find((input) => input.element.parentElement!.textContent!.includes('Ann’s Harrow Riflemen 1'))!.setValue(true);
    await press(w, 'Record the move');
    await w.findAll('button[role="tab"]').find((b) => b.text() === 'Assault')!.trigger('click');
    expect(w.findAll('select[name="assault-target"] option').map((o) => o.text())).toEqual(['Choose…', 'Ann’s Harrow Riflemen 1']);
    expect((w.get('select[name="assault-target"]').element as HTMLSelectElement).value).toBe('p1/rifles#0');
    // Hound CC offensive 4 against the Rifleman's CC defensive 3
    expect(w.text()).toMatch(/Ashen Hounds 1 \+4: wins \d+%/);
    expect(w.text()).toMatch(/Hit \d+%.*Casualty \d+%/);
    await die(w, 'Ashen Hounds 1', 5);
    await die(w, 'Harrow Riflemen 1', 2);
    await die(w, 'Penetration roll: D6 + 1 against Armour 4', 4);
    await die(w, 'Harrow Riflemen 1 rolls to avoid wound 1: D6 + CON against 6', 1);
    // The Unit has models left: MEN rolls are asked only as the engine wants them
    const menInputs = w.findAll('input[aria-label^="MEN roll"]');
    for (const input of menInputs) await input.setValue(6);
    expect(w.get('[aria-label="What will be recorded"]').text()).toContain('Casualty');
    await press(w, 'Record the Assault');
    expect(state().cards['p1/rifles']!.models[0]!.casualty).toBe(true);
    await press(w, 'End Ashen Hounds’ Action');

    // Phase 3: the Riflemen shoot back (L447–L509)
    expect(w.text()).toContain('Activation Phase 3: Ann nominates');
    await press(w, 'Nominate');
    await press(w, 'Declare');
    await w.findAll('button[role="tab"]').find((b) => b.text() === 'Shoot')!.trigger('click');
    await w.get('select[name="shoot-target"]').setValue(w.findAll('select[name="shoot-target"] option').find((o) => o.text() === 'Bob’s Ashen Hounds 1')!.attributes('value')!);
    await w.get('input[name="shoot-range"]').setValue(20);
    expect(w.text()).toMatch(/Hit 50%/); // D6 + BAL 3, 7+: a 4, 5 or 6
    await die(w, 'Roll to hit: D6 + BAL 3, 7+', 5);
    await die(w, 'Penetration roll: D6 + 1 against Armour 3', 6);
    await die(w, 'Ashen Hounds 1 rolls to avoid wound 1: D6 + CON against 6', 1);
    expect(w.findAll('input[aria-label^="MEN roll"]')).toHaveLength(0); // Unhuman (L205–L207)
    await press(w, 'Record the shot');
    expect(state().cards['p2/hounds']!.models[0]!.casualty).toBe(true);

    const board = w.get('.forces-board').text();
    expect(board).toContain('Harrow Riflemen 1: Casualty');
    expect(board).toContain('Ashen Hounds 1: Casualty');
    expect(board).toContain('10 on the Battlefield · 5 lost, of 15 Army Points');
    expect(board).toContain('13 on the Battlefield · 6 lost, of 19 Army Points');
    expect(w.text()).not.toMatch(/p[12]\/|\bp[12]\b/);
    expect(log.map((e) => e.type)).toContain('assault');
  });

  it('ends with the result in 1999’s terms when a player surrenders (L259)', async () => {
    const { wrapper: w, state } = battle();
    await die(w, 'Ann', 6);
    await die(w, 'Bob', 2);
    await press(w, 'Record');
    await w.get('input[name="centre-line-cm"]').setValue(30);
    await press(w, 'Record');
    await w.get('input[name="enemy-card-cm"]').setValue(60);
    await press(w, 'Record');
    await w.get('input[name="enemy-card-cm"]').setValue(60);
    await press(w, 'Record');
    await die(w, 'Guerilla Tactics roll', 1);
    await press(w, 'Record');
    await press(w, 'Record');
    await die(w, 'Ann', 1);
    await die(w, 'Bob', 1);
    expect(w.text()).toContain('Tied: Ann and Bob re-roll');
    await die(w, 'Ann re-roll 1', 4);
    await die(w, 'Bob re-roll 1', 3);
    await press(w, 'Start the Turn');
    expect(state().order).toEqual(['p1', 'p2']);
    await w.get('select[aria-label="Player who surrenders"]').setValue('p2');
    // One click only asks: the question names who holds the field, and Cancel leaves the battle on.
    await press(w, 'Surrender…');
    expect(w.get('dialog .concession').text()).toBe('Bob surrenders: the battle ends and Ann holds the field. Only “Undo last step” can take it back.');
    await press(w, 'Cancel');
    expect(w.find('dialog').exists()).toBe(false);
    expect(state().stage).not.toBe('over');
    await press(w, 'Surrender…');
    await press(w, 'Bob surrenders');
    expect(state().stage).toBe('over');
    expect(w.get('[aria-label="Result"]').text()).toContain('Ann wins when every other player surrendered');
  });

  it('offers the Re-roll a card grants, and the second roll stands (L131–L133)', async () => {
    const choir: ArmyRoster = { name: 'Choir', size: { kind: 'small' }, units: [unit('wardens', 'Seraph Wardens', { type: 'squad', models: 2, attached: [{ key: 'herald', card: 'Herald of the Seventh Choir', type: 'leader', position: 0, dna: [] }] })] };
    const loner: ArmyRoster = { name: 'Loner', size: { kind: 'small' }, units: [unit('runner', 'Scrap Runner')] };
    const { wrapper: w, state } = battle(choir, loner);
    // Ann has a Leader: +1 to the Opposed roll (L327)
    expect(w.text()).toContain('Ann +1');
    await die(w, 'Ann', 6);
    await die(w, 'Bob', 1);
    await press(w, 'Record');
    await w.get('input[name="centre-line-cm"]').setValue(30);
    await press(w, 'Record');
    await w.get('input[name="enemy-card-cm"]').setValue(90);
    await press(w, 'Record');
    await die(w, 'Guerilla Tactics roll', 3);
    await press(w, 'Record');
    await press(w, 'Record');
    await die(w, 'Ann', 4);
    await die(w, 'Bob', 2);
    await press(w, 'Start the Turn');
    // The Herald's 1 makes the whole Unit act in Phase 1 (L169, L359)
    expect(w.text()).toContain('Activation Phase 1: Ann nominates');
    await press(w, 'Nominate');
    await press(w, 'Declare');
    await w.findAll('button[role="tab"]').find((b) => b.text() === 'Shoot')!.trigger('click');
    await w.get('select[name="shoot-target"]').setValue('p2/runner#0');
    await w.get('input[name="shoot-range"]').setValue(40);
    await die(w, 'Roll to hit: D6 + BAL 4, 7+', 1);
    await w.get('select[aria-label="Roll to hit: D6 + BAL 4, 7+: re-roll"]').setValue('Guiding light');
    await die(w, 'Roll to hit: D6 + BAL 4, 7+ (Re-roll, this one stands)', 5);
    await die(w, 'Penetration roll: D6 + 2 against Armour 3', 1);
    await die(w, 'Scrap Runner rolls to avoid wound 1: D6 + CON against 6', 2);
    await press(w, 'Record the shot');
    expect(state().stage).toBe('over');
    expect(w.get('[aria-label="Result"]').text()).toContain('Ann wins as the only army left on the Battlefield');
  });
});
