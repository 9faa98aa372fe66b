import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import type { TempStore } from '../../src-main/testing/temp-store';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import CampaignsView from './CampaignsView.vue';
import CampaignView from './CampaignView.vue';

// ModalDialog calls showModal, which happy-dom's <dialog> may lack.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};

/** The new-campaign and rename forms over the real services on a real SQLite file, refused a name another campaign has. */
let temp: TempStore;
let router: Router;
let view: VueWrapper | null = null;

const TAKEN = 'There is already a campaign called “Winter Campaign”. Choose another name.';
const names = () => temp.store.sqlite.prepare('SELECT name FROM campaigns ORDER BY name').pluck().all();

async function create(name: string): Promise<string> {
  const answer = (await window.warchronicle!.invoke('campaigns.create', { name })) as { ok: true; value: { id: string } };
  return answer.value.id;
}

/** Waits for the calls and the lazily loaded form. */
async function settled(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function mountView(component: typeof CampaignsView | typeof CampaignView, props: Record<string, unknown> = {}): VueWrapper {
  view = mount(component, { props, global: { plugins: [createPinia(), router] }, attachTo: document.body });
  return view;
}

beforeEach(async () => {
  temp = installRealBridge();
  router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
  await router.push('/campaigns');
});
afterEach(() => {
  view?.unmount();
  view = null;
  removeBridge(temp);
});

describe('a campaign name another campaign already has', () => {
  it('is refused beside the new campaign’s name field, the typed name kept and nothing written', async () => {
    await create('Winter Campaign');
    const page = mountView(CampaignsView);
    await settled();
    await page.get('button.primary').trigger('click');
    await settled();
    const name = page.get('input[name="name"]');
    await name.setValue(' winter  CAMPAIGN');
    await page.get('form').trigger('submit');
    await settled();

    expect(page.get('#campaign-name-error').text()).toBe(TAKEN);
    expect(name.attributes('aria-invalid')).toBe('true');
    expect((name.element as HTMLInputElement).value).toBe(' winter  CAMPAIGN');
    expect(page.find('.form-error').exists()).toBe(false);
    expect(router.currentRoute.value.path).toBe('/campaigns');
    expect(names()).toEqual(['Winter Campaign']);
  });

  it('is refused beside the rename form’s name field; the campaign keeps its name, and may change its own capitals', async () => {
    await create('Winter Campaign');
    const summer = await create('Summer Campaign');
    const page = mountView(CampaignView, { id: summer });
    await settled();
    const openEdit = async () => {
      await page.findAll('button').find((button) => button.text() === 'Rename or edit')!.trigger('click');
      await settled();
    };
    await openEdit();
    const name = page.get('input[name="name"]');
    await name.setValue('Winter Campaign');
    await page.get('form').trigger('submit');
    await settled();

    expect(page.get('#campaign-name-error').text()).toBe(TAKEN);
    expect((name.element as HTMLInputElement).value).toBe('Winter Campaign');
    expect(page.get('h1').text()).toBe('Summer Campaign');
    expect(names()).toEqual(['Summer Campaign', 'Winter Campaign']);

    await name.setValue('SUMMER campaign');
    await page.get('form').trigger('submit');
    await settled();
    expect(page.find('form').exists()).toBe(false);
    expect(page.get('h1').text()).toBe('SUMMER campaign');
    expect(names()).toEqual(['SUMMER campaign', 'Winter Campaign']);
  });
});
