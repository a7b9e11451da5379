// The first screenful serve mode writes into the page (shared/snapshot-first-screen.ts): read
// once at start, before the first render, into the stores it stands in for until the bridge
// answers. The Electron app's page carries none.
import { FIRST_SCREEN_ID, type FirstScreen } from '../../electron/shared/snapshot-first-screen'
import { useMonitorsStore } from './monitors'
import { useSessionStore } from './session'
import { useSettingsStore } from './settings'
import { usePopoverStore } from './popover'
import { useSyncStore } from './sync'

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null

/** Enough of the shape to render from; anything else is ignored and the bridge answers. */
function readable(x: unknown): x is FirstScreen {
  if (!isObject(x) || !isObject(x.session) || typeof x.session.signedIn !== 'boolean') return false
  if (!isObject(x.sync) || !isObject(x.settings)) return false
  const o = x.overview
  if (o !== null && !(isObject(o) && Array.isArray(o.rows) && isObject(o.counts))) return false
  return x.summary === null || isObject(x.summary)
}

/** The page's first screenful, taken out of the document (a reload gets a fresh one). */
export function takeFirstScreen(doc: Document = document): FirstScreen | null {
  const element = doc.getElementById(FIRST_SCREEN_ID)
  if (!element) return null
  element.remove()
  try {
    const data: unknown = JSON.parse(element.textContent ?? '')
    return readable(data) ? data : null
  } catch {
    return null
  }
}

/** Seeds the stores (the active pinia's) with what the page arrived with. */
export function seedFirstScreen(first: FirstScreen | null): void {
  if (!first) return
  useSessionStore().seed(first.session)
  useSyncStore().seed(first.sync)
  useSettingsStore().seed(first.settings)
  usePopoverStore().seed(first.summary)
  if (first.session.signedIn) useMonitorsStore().seed(first.overview)
}
