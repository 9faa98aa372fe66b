import { describe, expect, it } from 'vitest';
import type { DOMWrapper, VueWrapper } from '@vue/test-utils';
import type { State1999 } from '../../../../src-shared/rules/1999';
import { army, Battle, card, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { COMBAT_CARDS } from '../../../../src-shared/rules/1999/testing/combat';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * Which models are in Base-to-base Contact, as the battle panel's forms know it (seed 001 L231–L235):
 * a Charge names whom it ends touching (L513); the Shoot form leaves out models in contact with any
 * of the shooter's side (L465); the Assault form offers the enemies touching the attacker (L519) and
 * counts the other friends touching the target (L537); the roll to leave contact starts with them ticked (L435).
 * Ann's two Raiders (a squad, Activation 1) and Sniper (2) against Bob's Victim, Ogre and Pack.
 */
const cards = [...COMBAT_CARDS, card({ name: 'Raider', activation: [1], types: [{ type: 'squad', min: 1, max: 5 }] }), card({ name: 'Sniper', activation: [2] })];

function battle(): Battle {
  const ann = army('Raiders', [squad('raiders', 'Raider', 2), unit('sniper', 'Sniper')], 200);
  const bob = army('Targets', [unit('victim', 'Victim'), unit('ogre', 'Ogre'), squad('pack', 'Pack', 2)], 200);
  const b = new Battle(setupOf({ size: { kind: 'agreed', points: 200 }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }), cards)).deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/raiders' });
  b.step({ type: 'action-declared', action: 'charge' });
  return b;
}

const VICTIM = { cardId: 'p2/victim', model: 0 };
const OGRE = { cardId: 'p2/ogre', model: 0 };

const tab = (w: VueWrapper, name: string) => w.findAll('[role="tab"]').find((b) => b.text() === name)!.trigger('click');
const press = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!.trigger('click');
const options = (w: VueWrapper, select: string) => w.findAll(`select[name="${select}"] option`).map((o) => o.text());
const box = (w: VueWrapper, name: string, label: string, within: Pick<DOMWrapper<Element>, 'findAll'> = w) => {
  const found = within.findAll(`input[name="${name}"]`).find((input) => input.element.parentElement!.textContent!.includes(label));
  if (!found) throw new Error(`no “${label}” box named ${name}`);
  return found;
};
const stateOf = (w: VueWrapper) => (w.props() as { state: unknown }).state as State1999;

describe('1999: base contact in the battle panel (seed 001 L231–L235)', () => {
  it('L513: a Charge into contact names which enemy each charger touches before it is recorded', async () => {
    const w = mountPanel1999(battle());
    await w.get('input[name="move-distance"]').setValue(12);
    await w.get('input[name="into-contact"]').setValue(true);
    expect(w.text()).toContain('Tick the enemy models the charge ends touching.');
    expect(w.get('button.primary').attributes('aria-disabled')).toBe('true');
    await box(w, 'charge-contact', 'Bob’s Victim').setValue(true);
    await box(w, 'charge-contact', 'Bob’s Ogre').setValue(true);
    // Both Raiders moved: Raider 1 touches each by default; Raider 2 touches the Victim too.
    const victimRow = w.get('[role="group"][aria-label="Your models touching Bob’s Victim"]');
    await box(w, 'charge-toucher', 'Raider 2', victimRow).setValue(true);
    const ogreRow = w.get('[role="group"][aria-label="Your models touching Bob’s Ogre"]');
    await box(w, 'charge-toucher', 'Raider 1', ogreRow).setValue(false);
    expect(w.text()).toContain('Tick which of your models touches each enemy model.');
    await box(w, 'charge-toucher', 'Raider 2', ogreRow).setValue(true);
    await press(w, 'Record the move');
    expect(stateOf(w).contacts).toEqual({
      'p1/raiders#0': ['p2/victim#0'],
      'p1/raiders#1': ['p2/victim#0', 'p2/ogre#0'],
      'p2/victim#0': ['p1/raiders#0', 'p1/raiders#1'],
      'p2/ogre#0': ['p1/raiders#1'],
    });
    expect(w.text()).not.toMatch(/p[12]\/|#\d/);
  });

  it('L519, L537: the Assault form offers the enemies touching the attacker and names the other Raider touching the target as its +1', async () => {
    const b = battle();
    b.step({ type: 'model-moved', cardId: 'p1/raiders', distanceCm: 12, intoBaseContact: true, contacts: [{ model: 0, enemy: VICTIM }, { model: 1, enemy: VICTIM }, { model: 1, enemy: OGRE }] });
    const w = mountPanel1999(b);
    await tab(w, 'Assault');
    // Raider 1 touches the Victim only: it is the one target, already chosen.
    expect(options(w, 'assault-target')).toEqual(['Choose…', 'Bob’s Victim']);
    expect((w.get('select[name="assault-target"]').element as HTMLSelectElement).value).toBe('p2/victim#0');
    // Nothing to type: the count is the engine's, and the form names whom it is for.
    expect(w.find('input[name="additional-attackers"]').exists()).toBe(false);
    expect(w.get('.roll-note').text()).toBe('Raider 1 adds CC offensive 3, +1 for your Raider 2, also in base contact with Bob’s Victim. Victim adds CC defensive 3.');
    expect(w.text()).toMatch(/Raider 1 \+4: wins/); // CC offensive 3 + 1 for Raider 2
    await w.get('input[aria-label="Raider 1"]').setValue(1);
    await w.get('input[aria-label="Victim"]').setValue(5); // 1 + 3 + 1 against 5 + 3
    expect(w.get('[aria-label="What will be recorded"]').text()).toContain('Raider 1 will strike at Victim with Knife: Opposed roll to hit 5 (+1 for Raider 2 also in contact) against 8, a miss.');
    // Raider 2 touches both: the players choose; the Victim has Raider 1 beside it, the Ogre nobody else.
    await w.get('select[name="attacker"]').setValue('p1/raiders#1');
    expect(options(w, 'assault-target')).toEqual(['Choose…', 'Bob’s Victim', 'Bob’s Ogre']);
    await w.get('select[name="assault-target"]').setValue('p2/ogre#0');
    expect(w.get('.roll-note').text()).toBe('Raider 2 adds CC offensive 3. Ogre adds CC defensive 2.');
    expect(w.text()).toMatch(/Raider 2 \+3: wins/);
  });

  it('L519–L551: with the attacker and target chosen, the Assault asks for what is still missing — the rolls, then the Force dice — not to choose them again', async () => {
    const b = battle();
    b.step({ type: 'model-moved', cardId: 'p1/raiders', distanceCm: 12, intoBaseContact: true, contacts: [{ model: 0, enemy: VICTIM }] });
    const w = mountPanel1999(b);
    await tab(w, 'Assault');
    // Raider 1 and the Victim it touches are both chosen already
    const missing = () => w.get('.attack-form .confirm-step p[role="status"]').text();
    expect(missing()).toBe('Enter the rolls above.');
    await w.get('input[aria-label="Raider 1"]').setValue(6);
    await w.get('input[aria-label="Victim"]').setValue(1);
    await w.get('input[name="force-dice"]').setValue(2);
    expect(missing()).toBe('Enter the Force dice.');
    expect(w.text()).not.toContain('Choose the attacker and its target');
  });

  it('L519, L513: a Charge that ends short of the enemy leaves nobody to Assault, and the form says why', async () => {
    const b = battle();
    b.step({ type: 'model-moved', cardId: 'p1/raiders', distanceCm: 12 });
    const w = mountPanel1999(b);
    await tab(w, 'Assault');
    expect(options(w, 'assault-target')).toEqual(['Choose…']);
    expect(w.text()).toContain('No enemy model is recorded in base contact with Raider 1. A model Assaults only an enemy its base touches, and only a Charge brings it into contact, naming whom each model touches.');
    expect(w.get('button.primary').attributes('aria-disabled')).toBe('true');
  });

  it('L465: the Sniper is not offered the Victim the Raiders touch, and the form says why', async () => {
    const b = battle();
    b.step({ type: 'model-moved', cardId: 'p1/raiders', distanceCm: 12, intoBaseContact: true, contacts: [{ model: 1, enemy: VICTIM }] });
    b.step({ type: 'activation-ended' });
    b.step({ type: 'unit-nominated', unitId: 'p1/sniper' });
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
    const w = mountPanel1999(b);
    await tab(w, 'Shoot');
    expect(options(w, 'shoot-target')).toEqual(['Choose…', 'Bob’s Ogre', 'Bob’s Pack 1', 'Bob’s Pack 2']);
    expect(w.get('.barred').text()).toBe('Not offered: Bob’s Victim (in base contact with your Raider 2). You may not shoot at a model in base contact with any of your models.');
  });

  it('L435: the roll to leave contact ticks the enemies recorded touching the mover, for good', async () => {
    const b = battle();
    b.step({ type: 'model-moved', cardId: 'p1/raiders', distanceCm: 12, intoBaseContact: true, contacts: [{ model: 0, enemy: VICTIM }, { model: 1, enemy: VICTIM }] });
    b.step({ type: 'activation-ended' });
    b.step({ type: 'unit-nominated', unitId: 'p1/sniper' });
    b.step({ type: 'action-declared', action: 'hold-ground' });
    b.step({ type: 'activation-ended' });
    b.step({ type: 'unit-nominated', unitId: 'p2/victim' });
    b.step({ type: 'action-declared', action: 'move-fast' });
    const w = mountPanel1999(b);
    await tab(w, 'Leave base contact');
    const ticked = w.findAll('input[name="in-contact"]').filter((input) => (input.element as HTMLInputElement).checked);
    expect(ticked.map((input) => input.element.parentElement!.textContent!.trim())).toEqual(['Ann’s Raider 1 (CC 6, recorded in contact)', 'Ann’s Raider 2 (CC 6, recorded in contact)']);
    // The engine rolls against every recorded contact (L435), so they cannot be unticked.
    expect(ticked.every((input) => (input.element as HTMLInputElement).disabled)).toBe(true);
    expect(w.get('.contact-summary').text()).toContain('Victim rolls against Ann’s Raider 1, the highest CC in contact (6), adding CC 6 − 1 for the other enemy in contact.');
  });
});
