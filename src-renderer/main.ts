import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { router } from './router';
import { installTheme } from './theme/theme';
// armies.css came before app.css when the overview was in the entry file; app.css's touch-size rules
// (same specificity, in a media query) must keep coming after it now that the pages load lazily.
import './styles/armies.css';
import './styles/app.css';

installTheme();
createApp(App).use(createPinia()).use(router).mount('#app');
