// Hash history: works from Electron's file:// page and from serve mode alike. The overview is
// in the main bundle (it is the first thing shown); other views load on first use, the detail
// view bringing chart.js and the cron view cronstrue with them.
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import OverviewView from './views/OverviewView.vue'
import { CHECK_TYPE_SOURCE } from '../electron/shared/check-type'

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'overview', component: OverviewView, meta: { title: 'Overview' } },
  {
    path: '/monitor/:id(\\d+)',
    name: 'monitor',
    component: () => import('./views/MonitorDetailView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { title: 'Monitor' },
  },
  {
    path: `/monitor/:id(\\d+)/check/:type(${CHECK_TYPE_SOURCE})`,
    name: 'check',
    component: () => import('./views/CheckView.vue'),
    props: (route) => ({ id: Number(route.params.id), type: String(route.params.type) }),
    meta: { title: 'Check' },
  },
  {
    path: '/cron',
    name: 'cron',
    component: () => import('./views/CronView.vue'),
    meta: { title: 'Cron jobs' },
  },
  {
    path: '/status-pages',
    name: 'status-pages',
    component: () => import('./views/StatusPagesView.vue'),
    meta: { title: 'Status pages' },
  },
  {
    path: '/teams',
    name: 'teams',
    component: () => import('./views/TeamsView.vue'),
    meta: { title: 'Managed teams' },
  },
  {
    path: '/tags',
    name: 'tags',
    component: () => import('./views/TagsView.vue'),
    meta: { title: 'Tags' },
  },
  {
    path: '/monitors/new',
    name: 'monitor-new',
    component: () => import('./views/MonitorFormView.vue'),
    meta: { title: 'Monitor a URL' },
  },
  {
    path: '/timeline',
    name: 'timeline',
    component: () => import('./views/TimelineView.vue'),
    meta: { title: 'Timeline' },
  },
  {
    path: '/notifications',
    name: 'notifications',
    component: () => import('./views/NotificationsView.vue'),
    meta: { title: 'Notifications' },
  },
  {
    path: '/settings',
    name: 'settings',
    component: () => import('./views/SettingsView.vue'),
    meta: { title: 'Settings' },
  },
  {
    path: '/rules',
    name: 'rules',
    component: () => import('./views/RulesView.vue'),
    meta: { title: 'Notification rules' },
  },
  {
    // The tray popover window loads this route; App.vue drops the top bar and sync line for it.
    path: '/popover',
    name: 'popover',
    component: () => import('./views/PopoverView.vue'),
    meta: { title: 'Status' },
  },
  { path: '/:rest(.*)*', redirect: '/' },
]

export function createAppRouter(history = createWebHashHistory()) {
  const router = createRouter({ history, routes })
  // Each view names the window (screen readers announce it; the task switcher shows it).
  router.afterEach((to) => {
    const title = typeof to.meta.title === 'string' ? to.meta.title : null
    document.title = title ? `${title} · Uptray` : 'Uptray'
  })
  return router
}
