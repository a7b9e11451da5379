import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { i18n } from './i18n'
import { createAppRouter } from './router'
import { seedFirstScreen, takeFirstScreen } from './stores/first-screen'
import './styles.css'

// Marks for the cold-open benchmark (tests/bench/cold-open.bench.ts): the bundle evaluated, the
// app mounted.
performance.mark('uptray:start')
const app = createApp(App).use(createPinia()).use(i18n).use(createAppRouter())
seedFirstScreen(takeFirstScreen())
app.mount('#app')
performance.mark('uptray:mounted')
