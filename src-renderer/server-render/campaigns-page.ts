import { createSSRApp } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { Campaign } from '../../src-shared/contract/campaigns';
import App from '../App.vue';
import CampaignsView from '../views/CampaignsView.vue';
import { useCampaignsStore } from '../stores/campaigns';

/**
 * The campaigns page as HTML, rendered by the browser host into the page it sends, so the list is
 * on screen before the app's script has loaded (the script then mounts over it: main.ts). Only
 * this page is rendered: it is the one every visit opens, and the others need the app.
 */
export async function renderCampaignsPage(campaigns: readonly Campaign[]): Promise<string> {
  const pinia = createPinia();
  useCampaignsStore(pinia).seed(campaigns);
  const router = createRouter({
    // '#' as the app's hash history writes its links (router.ts): #/campaigns/…
    history: createMemoryHistory('/#'),
    routes: [
      { path: '/campaigns', component: CampaignsView, meta: { title: 'Campaigns' } },
      // The cards link to pages not rendered here.
      { path: '/:elsewhere(.*)*', component: () => null },
    ],
  });
  const app = createSSRApp(App).use(pinia).use(router);
  await router.push('/campaigns');
  await router.isReady();
  return renderToString(app);
}
