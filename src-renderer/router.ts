import { createRouter, createWebHashHistory } from 'vue-router';
import CampaignsView from './views/CampaignsView.vue';
import CampaignView from './views/CampaignView.vue';

// Hash history: the same URLs work from file:// in Electron and from the browser host.
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/campaigns' },
    { path: '/campaigns', name: 'campaigns', component: CampaignsView, meta: { title: 'Campaigns' } },
    { path: '/campaigns/:id', name: 'campaign', component: CampaignView, props: true, meta: { title: 'Campaign' } },
    { path: '/:pathMatch(.*)*', redirect: '/campaigns' },
  ],
});
