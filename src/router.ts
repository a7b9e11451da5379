// Hash history: works from Electron's file:// page and from serve mode alike. The overview is
// in the main bundle (it is the first thing shown); other views load on first use, the detail
// view bringing chart.js and the cron view cronstrue with them. Each route's `meta.title` names
// its title in the `shell.title` catalogue.
import {
  createRouter,
  createWebHashHistory,
  type RouteLocationNormalized,
  type RouteRecordRaw,
} from 'vue-router'
import OverviewView from './views/OverviewView.vue'
import { CHECK_TYPE_SOURCE } from '../electron/shared/check-type'
import { en, type Messages } from '../electron/shared/i18n/messages/en'
import { t } from './i18n'

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'overview', component: OverviewView, meta: { title: 'overview' } },
  {
    path: '/monitor/:id(\\d+)',
    name: 'monitor',
    component: () => import('./views/MonitorDetailView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { title: 'monitor' },
  },
  {
    path: `/monitor/:id(\\d+)/check/:type(${CHECK_TYPE_SOURCE})`,
    name: 'check',
    component: () => import('./views/CheckView.vue'),
    props: (route) => ({ id: Number(route.params.id), type: String(route.params.type) }),
    meta: { title: 'check' },
  },
  {
    path: '/cron',
    name: 'cron',
    component: () => import('./views/CronView.vue'),
    meta: { title: 'cron' },
  },
  {
    path: '/status-pages',
    name: 'status-pages',
    component: () => import('./views/StatusPagesView.vue'),
    meta: { title: 'statusPages' },
  },
  {
    path: '/teams',
    name: 'teams',
    component: () => import('./views/TeamsView.vue'),
    meta: { title: 'teams' },
  },
  {
    path: '/tags',
    name: 'tags',
    component: () => import('./views/TagsView.vue'),
    meta: { title: 'tags' },
  },
  {
    path: '/monitors/new',
    name: 'monitor-new',
    component: () => import('./views/MonitorFormView.vue'),
    meta: { title: 'monitorNew' },
  },
  {
    path: '/timeline',
    name: 'timeline',
    component: () => import('./views/TimelineView.vue'),
    meta: { title: 'timeline' },
  },
  {
    path: '/notifications',
    name: 'notifications',
    component: () => import('./views/NotificationsView.vue'),
    meta: { title: 'notifications' },
  },
  {
    path: '/settings',
    name: 'settings',
    component: () => import('./views/SettingsView.vue'),
    meta: { title: 'settings' },
  },
  {
    path: '/rules',
    name: 'rules',
    component: () => import('./views/RulesView.vue'),
    meta: { title: 'rules' },
  },
  {
    // The tray popover window loads this route; App.vue drops the top bar and sync line for it.
    path: '/popover',
    name: 'popover',
    component: () => import('./views/PopoverView.vue'),
    meta: { title: 'popover' },
  },
  { path: '/:rest(.*)*', redirect: '/' },
]

/** A view's name for the window title: a key of the `shell.title` catalogue. */
type TitleKey = keyof Messages['shell']['title']

const isTitleKey = (value: unknown): value is TitleKey =>
  typeof value === 'string' && Object.hasOwn(en.shell.title, value)

/** The window's title for a route, in the current language ("Settings · Uptray"). */
export function windowTitle(route: Pick<RouteLocationNormalized, 'meta'>): string {
  const key = route.meta.title
  return isTitleKey(key) ? t('shell.windowTitle', { title: t(`shell.title.${key}`) }) : 'Uptray'
}

export function createAppRouter(history = createWebHashHistory()) {
  const router = createRouter({ history, routes })
  // Each view names the window (screen readers announce it; the task switcher shows it). App.vue
  // names it again when the language changes.
  router.afterEach((to) => {
    document.title = windowTitle(to)
  })
  return router
}
