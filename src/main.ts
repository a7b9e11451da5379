import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import type { FirstScreen } from '../electron/shared/snapshot-first-screen'
import { i18n, openingLanguage } from './i18n'
import { createAppRouter } from './router'
import { seedFirstScreen, takeFirstScreen } from './stores/first-screen'
import './styles.css'

// Marks for the cold-open benchmark (tests/bench/cold-open.bench.ts): the bundle evaluated, the
// app mounted.
performance.mark('uptray:start')

function start(first: FirstScreen | null): void {
  const app = createApp(App).use(createPinia()).use(i18n).use(createAppRouter())
  seedFirstScreen(first)
  app.mount('#app')
  performance.mark('uptray:mounted')
}

const first = takeFirstScreen()
const language = openingLanguage(first?.settings.language)
if (language) void language.then(() => start(first))
else start(first)
