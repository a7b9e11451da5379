// Hash history: works from Electron's file:// page and from serve mode alike.
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import CronView from './views/CronView.vue'
import OverviewView from './views/OverviewView.vue'
import SettingsView from './views/SettingsView.vue'
import StatusPagesView from './views/StatusPagesView.vue'

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'overview', component: OverviewView, meta: { title: 'Overview' } },
  {
    path: '/monitor/:id(\\d+)',
    name: 'monitor',
    // Loaded on first use: it brings chart.js, which the overview does not need.
    component: () => import('./views/MonitorDetailView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { title: 'Monitor' },
  },
  { path: '/cron', name: 'cron', component: CronView, meta: { title: 'Cron jobs' } },
  {
    path: '/status-pages',
    name: 'status-pages',
    component: StatusPagesView,
    meta: { title: 'Status pages' },
  },
  { path: '/settings', name: 'settings', component: SettingsView, meta: { title: 'Settings' } },
  { path: '/:rest(.*)*', redirect: '/' },
]

export function createAppRouter(history = createWebHashHistory()) {
  return createRouter({ history, routes })
}
