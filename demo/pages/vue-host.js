// The Vue 3 host page's entry, built by rollup into /dist/demo/vue-host.js (scripts/demo-hosts.mjs compiles
// vue-host.vue with compilerOptions.isCustomElement = (tag) => tag.startsWith('hotline-'), as a Vite app would).
import { createApp } from 'vue';
import HostPage from './vue-host.vue';

createApp(HostPage).mount('#app');
