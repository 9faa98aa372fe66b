import type { RouteRecordRaw } from 'vue-router';

/** Orders & Omens' own pages: the randomiser and the army builder with its printable roster (the Armies page is shared). */
export const ORDERS_OMENS_ROUTES: readonly RouteRecordRaw[] = [
  { path: '/campaigns/:id/armies/randomise', name: 'army-randomise', component: () => import('./views/RandomiseArmyView.vue'), props: true, meta: { title: 'Randomise an army' } },
  { path: '/campaigns/:id/armies/:armyId', name: 'army', component: () => import('./views/ArmyBuilderView.vue'), props: true, meta: { title: 'Army' } },
  { path: '/campaigns/:id/armies/:armyId/print', name: 'army-print', component: () => import('./views/ArmyPrintView.vue'), props: true, meta: { title: 'Division Roster' } },
];
