import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { router } from './router';
import { installTheme } from './theme/theme';
import './styles/app.css';

installTheme();
createApp(App).use(createPinia()).use(router).mount('#app');
