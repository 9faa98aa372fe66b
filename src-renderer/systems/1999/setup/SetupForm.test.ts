import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { mount, type VueWrapper } from '@vue/test-utils';
import { EXAMPLE_CARDS, RULES_CARDS_LIBRARY, SYSTEM_1999, type ArmyRoster, type SetupInput1999 } from '../../../../src-shared/rules/1999';
import SetupForm from './SetupForm.vue';
import { emptySetup, type SetupSide1999 } from './empty-setup';

const roster = (name: string, units: ArmyRoster['units']): ArmyRoster => ({ name, size: { kind: 'small' }, units });
const unit = (key: string, card: string, extra: Partial<ArmyRoster['units'][number]> = {}) => ({ key, name: '', card, type: 'special' as const, models: 1, dna: [], reinforcement: false, attached: [], ...extra });
const ann = roster('Harrow line', [unit('r', 'Harrow Riflemen', { type: 'squad', models: 4 }), unit('s', 'Scrap Runner')]);
const bob = roster('Hounds', [unit('h', 'Ashen Hounds', { type: 'squad', models: 3 }), unit('w', 'Gloom Colossus')]);
const cy = roster('Choir', [unit('c', 'Seraph Wardens', { type: 'squad', models: 2 }), unit('x', 'Scrap Runner')]);
const SIDES: SetupSide1999[] = [
  { side: 'p1', playerName: 'Ann', forceNames: ['Harrow line'], rosters: [ann] },
  { side: 'p2', playerName: 'Bob', forceNames: ['Hounds'], rosters: [bob] },
  { side: 'p3', playerName: 'Cy', forceNames: ['Choir'], rosters: [cy] },
];

function form(sides = SIDES) {
  // The form may send a value while it is being set up (the armies' size), before the wrapper exists.
  let early: SetupInput1999 | null = null;
  let wrapper: VueWrapper | null = null;
  const onUpdate = (value: SetupInput1999) => (wrapper ? void wrapper.setProps({ modelValue: value }) : (early = value));
  wrapper = mount(SetupForm, { props: { modelValue: emptySetup(sides), sides, rulings: {}, 'onUpdate:modelValue': onUpdate } });
  if (early) void wrapper.setProps({ modelValue: early });
  return wrapper;
}
const value = (w: VueWrapper) => (w.props() as { modelValue: unknown }).modelValue as SetupInput1999;
const build = (input: SetupInput1999, sides = SIDES) =>
  SYSTEM_1999.battle.buildSetup(
    SYSTEM_1999.battle.setupSchema.parse(input),
    sides.map((s) => ({ side: s.side, playerName: s.playerName, forces: [{ armyId: s.side, name: s.forceNames[0]!, roster: s.rosters![0] as ArmyRoster }] })),
    { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: { [RULES_CARDS_LIBRARY]: EXAMPLE_CARDS } },
  );

describe('1999 set-up form', () => {
  it('starts as a Small battle until surrender, with markers 60 cm apart for three players (seed 001 L251, L343)', () => {
    expect(emptySetup(SIDES.slice(0, 2))).toEqual({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] });
    expect(emptySetup(SIDES).markers).toEqual({ edgeDistanceCm: 10, spacingCm: 60 });
    expect(build(emptySetup(SIDES)).ok).toBe(true);
  });

  it('reads a rolled D6 as the D3 that sets the mission: 3 → 2, the Prey Mission (L127–L129, L261–L265)', async () => {
    const w = form();
    await w.get('input[name="victory-mode"][value="rolled"]').setValue(true);
    await w.get('input[aria-label="Victory condition D3"]').setValue(3);
    expect(w.get('.rolled-result').text()).toBe('D3 = 2: Prey Mission');
    expect(value(w).victory).toEqual({ decidedBy: 'rolled', roll: { source: 'entered', sides: 6, faces: [3] } });
    // Each player designates a Bounty Unit from their own army
    await w.get('select[name="bounty-Ann"]').setValue('s');
    await w.get('select[name="bounty-Bob"]').setValue('w');
    const refused = build(value(w));
    expect(refused).toMatchObject({ ok: false, reason: 'Prey Mission: Cy designates a Bounty Unit' });
    await w.get('select[name="bounty-Cy"]').setValue('x');
    const built = build(value(w));
    expect(built.ok && built.setup.victory).toMatchObject({ condition: 'prey', decidedBy: 'rolled', prey: { variant: 'designated', bounty: { p1: 'p1/s', p2: 'p2/w', p3: 'p3/x' } } });
  });

  it('sets the Territorial Turn from a D6+3 (L263)', async () => {
    const w = form(SIDES.slice(0, 2));
    await w.get('select[name="victory-condition"]').setValue('territorial');
    await w.findAll('input[name="territorial-mode"]')[1]!.setValue(true);
    await w.get('input[aria-label="Territorial Turn D6+3"]').setValue(5);
    expect(w.get('.rolled-result').text()).toContain('Turn 8');
    const built = build(value(w), SIDES.slice(0, 2));
    expect(built.ok && built.setup.victory.territorialTurn).toMatchObject({ turn: 8, decidedBy: 'rolled' });
  });

  it('keeps terrain Armour as entered, and the engine refuses markers under 60 cm apart', async () => {
    const w = form();
    await w.get('.setup-group:nth-of-type(2) > .button').trigger('click');
    await w.get('input[name="terrain-0-name"]').setValue('Sandbags');
    await w.get('.terrain-row input[type="number"]').setValue(6);
    expect(value(w).terrain).toEqual([{ name: 'Sandbags', ground: 'difficult', armour: 6 }]);
    await w.get('input[name="marker-spacing"]').setValue(50);
    expect(SYSTEM_1999.battle.setupSchema.safeParse(value(w)).error?.issues[0]?.message).toBe('Markers are at least 60 cm apart');
  });

  it('without the armies’ Units at hand, a Prey Mission is played on the lowest- or highest-cost Unit (L265)', async () => {
    const bare: SetupSide1999[] = SIDES.map(({ rosters: _rosters, ...side }) => side);
    const w = form(bare);
    await w.get('select[name="victory-condition"]').setValue('prey');
    expect(w.findAll('select[name="prey-variant"] option').map((o) => o.attributes('value'))).toEqual(['lowest-cost', 'highest-cost']);
    expect(value(w).prey).toEqual({ variant: 'lowest-cost', bounty: {} });
    // Each army's Scrap Runner (7 Army Points) is its cheapest Unit
    const built = build(value(w));
    expect(built.ok && built.setup.victory.prey).toEqual({ variant: 'lowest-cost', bounty: { p1: 'p1/s', p2: 'p2/h', p3: 'p3/x' } });
  });

  it('starts at the size both armies were built for, so Medium armies over 50 Army Points are not refused as a Small battle (L251–L253)', async () => {
    const medium = (r: ArmyRoster): ArmyRoster => ({ ...r, size: { kind: 'medium' } });
    // Two Squads of Harrow Riflemen, 6 and 5 models at 5 each: 55 Army Points, over a Small territory's 50
    const big = roster('Harrow line', [unit('r', 'Harrow Riflemen', { type: 'squad', models: 6 }), unit('q', 'Harrow Riflemen', { type: 'squad', models: 5 })]);
    const two: SetupSide1999[] = [
      { ...SIDES[0]!, rosters: [medium(big)] },
      { ...SIDES[1]!, rosters: [medium(bob)] },
    ];
    const w = form(two);
    await nextTick();
    expect(value(w).size).toEqual({ kind: 'medium' });
    expect((w.get('select[name="setup-size"]').element as HTMLSelectElement).value).toBe('medium');
    expect(build(value(w), two)).toMatchObject({ ok: true });
    expect(build({ ...value(w), size: { kind: 'small' } }, two)).toMatchObject({ ok: false, reason: expect.stringContaining('55 Army Points, 5 over the 50 agreed') });
    // Armies built for different sizes leave the choice to the players: the form keeps a Small battle
    const mixed = form([two[0]!, SIDES[1]!]);
    await nextTick();
    expect(value(mixed).size).toEqual({ kind: 'small' });
  });
});
