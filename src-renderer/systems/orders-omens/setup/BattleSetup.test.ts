import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { CallInput } from '../../../../src-shared/contract';
import { call } from '../../../api';
import { installRealBridge, removeBridge } from '../../../testing/real-bridge';
import { answerLate } from '../../../testing/late-answer';
import { blueRoster, redRoster } from '../../../../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import type { TempStore } from '../../../../src-main/testing/temp-store';
import BattleSetup from './BattleSetup.vue';

// The set-up page is kept when the address moves to another campaign's set-up; only its campaign changes.
type Roster = CallInput<'armies.create'>['roster'];
let temp: TempStore;
let armed: string;
let unarmed: string;
beforeEach(async () => {
  temp = installRealBridge();
  armed = (await call('campaigns.create', { name: 'Armed war' })).id;
  unarmed = (await call('campaigns.create', { name: 'Quiet war' })).id;
  const alice = await call('players.create', { campaignId: armed, name: 'Alice', colour: '#2f5d8a' });
  await call('armies.create', { campaignId: armed, playerId: alice.id, roster: blueRoster() as Roster });
  await call('armies.create', { campaignId: armed, playerId: alice.id, roster: redRoster() as Roster });
});
afterEach(() => removeBridge(temp));

function setup(campaignId: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
  return mount(BattleSetup, { props: { campaignId }, global: { plugins: [router, createPinia()] } });
}

describe('Orders & Omens battle set-up', () => {
  it('offers the armies of the campaign the address moved to, not those of the one left answering late', async () => {
    const release = answerLate('armies.list');
    const view = setup(armed);
    await view.setProps({ campaignId: unarmed });
    await flushPromises();
    release();
    await flushPromises();
    expect(view.find('.empty h2').text()).toBe('Two battle-ready Orders & Omens armies needed');
    expect(view.find('select').exists()).toBe(false);
    await view.setProps({ campaignId: armed });
    await flushPromises();
    expect(view.findAll('select').at(0)!.findAll('option:not([disabled])')).toHaveLength(2);
    view.unmount();
  });

  it('lets go of the armies picked in the campaign left', async () => {
    const view = setup(armed);
    await flushPromises();
    const [first] = await call('armies.list', { campaignId: armed });
    await view.findAll('select').at(0)!.setValue(first!.id);
    await view.find('input[name="name"]').setValue('The Mill');
    await view.setProps({ campaignId: unarmed });
    await view.setProps({ campaignId: armed });
    await flushPromises();
    expect((view.findAll('select').at(0)!.element as HTMLSelectElement).value).toBe('');
    expect((view.find('input[name="name"]').element as HTMLInputElement).value).toBe('The Mill');
    view.unmount();
  });

  it('says at once that the same army was chosen twice, beside the second army, and sets nothing up', async () => {
    const view = setup(armed);
    await flushPromises();
    const [first] = await call('armies.list', { campaignId: armed });
    await view.find('input[name="name"]').setValue('The Mill');
    await view.findAll('select').at(0)!.setValue(first!.id);
    await view.findAll('select').at(1)!.setValue(first!.id);
    // Another field wrong too (the table has no width): the service would name only that one first.
    await view.findAll('input[type="number"]').at(0)!.setValue('');
    await view.find('form').trigger('submit');
    await flushPromises();
    const alerts = view.findAll('[role="alert"]').map((a) => a.text());
    expect(alerts).toContain('Choose two different armies: an army cannot fight itself.');
    expect(await call('battles.list', { campaignId: armed })).toEqual([]);
    view.unmount();
  });

  it('names every problem it can see in one press, each beside its field: no name, no armies, no table width, no limit, an unnamed baggage marker', async () => {
    const view = setup(armed);
    await flushPromises();
    await view.findAll('input[type="number"]').at(0)!.setValue('');
    await view.findAll('input[type="number"]').at(2)!.setValue('');
    await view.findAll('button').find((b) => b.text() === 'Add baggage')!.trigger('click');
    await view.find('form').trigger('submit');
    await flushPromises();
    const alerts = view.findAll('[role="alert"]').map((a) => a.text());
    expect(alerts).toEqual([
      'Battle name is required.',
      'Choose the first army.',
      'Choose the second army.',
      'Table width must be at least 2 feet.',
      // seed 002 L746-751: the game ends at a pre-agreed turn limit or time limit.
      'Agree a turn limit, a time limit, or both (Game End).',
      'Agree at least one objective.',
      'Baggage name is required.',
    ]);
    expect(await call('battles.list', { campaignId: armed })).toEqual([]);
    view.unmount();
  });

  it('when both armies picked stop being battle-ready before the press, says so beside each army in one refusal', async () => {
    const view = setup(armed);
    await flushPromises();
    const [first, second] = await call('armies.list', { campaignId: armed });
    await view.find('input[name="name"]').setValue('The Mill');
    await view.findAll('select').at(0)!.setValue(first!.id);
    await view.findAll('select').at(1)!.setValue(second!.id);
    await view.find('input[aria-label="Objective 1 name"]').setValue('The bridge');
    // Both edited in another window down to one Brigade: a Division needs 3 to 5.
    for (const [army, roster] of [[first!, blueRoster()], [second!, redRoster()]] as const) {
      await call('armies.update', { id: army.id, roster: { ...roster, divisions: [{ ...roster.divisions[0]!, brigades: roster.divisions[0]!.brigades.slice(0, 1) }] } as Roster });
    }
    await view.find('form').trigger('submit');
    await flushPromises();
    const besideArmies = view.findAll('.two-up .field-error').map((a) => a.text());
    // Each names what to fix (002 L102: a Division is three to five Brigades).
    expect(besideArmies).toEqual([
      expect.stringMatching(new RegExp(`^${first!.name} has \\d+ problems? to fix in the army builder before it can take the field\\. .*a Division needs 3 to 5\\.`)),
      expect.stringMatching(new RegExp(`^${second!.name} has \\d+ problems? to fix`)),
    ]);
    expect(view.find('.form-error').exists()).toBe(false);
    expect(await call('battles.list', { campaignId: armed })).toEqual([]);
    view.unmount();
  });
});
