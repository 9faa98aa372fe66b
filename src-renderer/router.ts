import { createRouter, createWebHashHistory } from 'vue-router';
// The first page most visits open is in the entry file (it is small: its form loads when opened); every other page loads on its way in.
import CampaignsView from './views/CampaignsView.vue';
import { SYSTEM_ROUTES } from './systems/routes';

// Hash history: the same URLs work from file:// in Electron and from the browser host.
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/campaigns' },
    { path: '/campaigns', name: 'campaigns', component: CampaignsView, meta: { title: 'Campaigns' } },
    { path: '/campaigns/:id', name: 'campaign', component: () => import('./views/CampaignView.vue'), props: true, meta: { title: 'Campaign' } },
    { path: '/campaigns/:id/house-rules', name: 'house-rules', component: () => import('./views/campaign/HouseRulesView.vue'), props: true, meta: { title: 'House rules' } },
    // Every system's forces on one page; a system's own builder pages (O&O's) come from SYSTEM_ROUTES.
    { path: '/campaigns/:id/armies', name: 'armies', component: () => import('./views/forces/ForcesView.vue'), props: true, meta: { title: 'Armies' } },
    ...SYSTEM_ROUTES,
    { path: '/campaigns/:id/ladder', name: 'ladders', component: () => import('./views/ladder/LaddersView.vue'), props: true, meta: { title: 'Ladders' } },
    { path: '/campaigns/:id/ladder/:ladderId', name: 'ladder', component: () => import('./views/ladder/LadderView.vue'), props: true, meta: { title: 'Ladder' } },
    { path: '/campaigns/:id/objectives', name: 'objectives', component: () => import('./views/objectives/ObjectiveSessionsView.vue'), props: true, meta: { title: 'Classified Objectives' } },
    { path: '/campaigns/:id/objectives/:sessionId', name: 'objective-session', component: () => import('./views/objectives/ObjectiveSessionView.vue'), props: true, meta: { title: 'Classified draws' } },
    { path: '/campaigns/:id/battles', name: 'battles', component: () => import('./views/battles/BattlesView.vue'), props: true, meta: { title: 'Battles' } },
    { path: '/campaigns/:id/battles/new', name: 'battle-setup', component: () => import('./views/battles/BattleSetupView.vue'), props: true, meta: { title: 'Set up a battle' } },
    // One battle route for every system; the screen comes from the system's panels in systems/registry.ts.
    { path: '/campaigns/:id/battles/:battleId', name: 'battle', component: () => import('./views/battles/BattleView.vue'), props: true, meta: { title: 'Battle' } },
    // The other systems' battles had their own address before they shared this route; old links still open.
    { path: '/campaigns/:id/system-battles/:battleId', redirect: (to) => `/campaigns/${String(to.params.id)}/battles/${String(to.params.battleId)}` },
    { path: '/campaigns/:id/forces/:forceId', name: 'force', component: () => import('./views/systems/SystemForceView.vue'), props: true, meta: { title: 'Force' } },
    { path: '/campaigns/:id/libraries/:system/:kind', name: 'library', component: () => import('./views/systems/SystemLibraryView.vue'), props: true, meta: { title: 'Library' } },
    { path: '/campaigns/:id/chronicle', name: 'chronicle', component: () => import('./views/chronicle/ChronicleView.vue'), props: true, meta: { title: 'Chronicle' } },
    { path: '/campaigns/:id/chronicle/book', name: 'chronicle-book', component: () => import('./views/chronicle/ChronicleBookView.vue'), props: true, meta: { title: 'The chronicle, for printing' } },
    { path: '/campaigns/:id/chronicle/battles/:battleId', name: 'battle-chronicle', component: () => import('./views/chronicle/BattleChronicleView.vue'), props: true, meta: { title: 'Battle chronicle' } },
    { path: '/campaigns/:id/chronicle/diary/:entryId', name: 'diary-entry', component: () => import('./views/chronicle/DiaryEntryView.vue'), props: true, meta: { title: 'Diary entry' } },
    { path: '/campaigns/:id/map', name: 'campaign-map', component: () => import('./views/campaign-map/MapView.vue'), props: true, meta: { title: 'Campaign map' } },
    { path: '/campaigns/:id/realm', name: 'realm', component: () => import('./views/realm/RealmView.vue'), props: true, meta: { title: 'Shared Realm' } },
    { path: '/:pathMatch(.*)*', redirect: '/campaigns' },
  ],
});

router.afterEach((to) => {
  document.title = typeof to.meta.title === 'string' ? `${to.meta.title} · Warchronicle` : 'Warchronicle';
});
