import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { router } from './router';
import { installTheme } from './theme/theme';
import { useCampaignsStore } from './stores/campaigns';
import type { Campaign } from '../src-shared/contract/campaigns';
// armies.css came before app.css when the overview was in the entry file; app.css's touch-size rules
// (same specificity, in a media query) must keep coming after it now that the pages load lazily.
import './styles/armies.css';
import './styles/app.css';

installTheme();
const root = document.getElementById('app')!;
const pinia = createPinia();
const boot = document.getElementById('campaigns-boot');
if (boot) useCampaignsStore(pinia).seed(JSON.parse(boot.textContent ?? '[]') as Campaign[]);
const app = createApp(App).use(pinia).use(router);
if (root.hasAttribute('data-server-rendered')) {
  // The browser host drew the campaigns page into the HTML (src-main/host/first-page.ts): mount over
  // it once the route is known, in one task, so the page never shows blank in between.
  void router.isReady().then(() => {
    root.removeAttribute('data-server-rendered');
    document.documentElement.classList.remove('another-page-asked');
    app.mount(root);
  });
} else {
  app.mount(root);
}
