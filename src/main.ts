import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createAppRouter } from './router'
import { seedFirstScreen, takeFirstScreen } from './stores/first-screen'
import './styles.css'

const app = createApp(App).use(createPinia()).use(createAppRouter())
seedFirstScreen(takeFirstScreen())
app.mount('#app')
