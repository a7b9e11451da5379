import { beforeEach, describe, expect, it } from 'vitest'
import { EVENT_METHODS, INVOKE_METHODS, type UptrayBridge } from '@app/shared/contract'
import { contextBridge, ipcRenderer } from '../mocks/electron'
// Runs the real preload once against the mocked contextBridge and ipcRenderer.
import '@app/preload/index'

const exposed = contextBridge.exposed.get('uptray') as UptrayBridge
const loadPreload = async () => exposed

beforeEach(() => {
  ipcRenderer.invoked = []
  ipcRenderer.removeAllListeners()
})

describe('preload: window.uptray', () => {
  it('exposes exactly one named method per operation and per event, nothing generic', async () => {
    const bridge = await loadPreload()
    expect(Object.keys(bridge).sort()).toEqual(
      [...Object.keys(INVOKE_METHODS), ...Object.keys(EVENT_METHODS)].sort(),
    )
    expect(bridge).not.toHaveProperty('invoke')
    expect(Object.isFrozen(bridge)).toBe(true)
  })

  it('each method invokes its own channel with the arguments as given', async () => {
    const bridge = await loadPreload()
    ipcRenderer.invokeResult = { ok: true, message: 'Snoozed' }
    await expect(bridge.snoozeCheck(21, 60)).resolves.toEqual({ ok: true, message: 'Snoozed' })
    await bridge.getSnapshot()
    await bridge.setFocus(null)
    await bridge.openDashboard(8)
    expect(ipcRenderer.invoked).toEqual([
      { channel: 'check:snooze', args: [21, 60] },
      { channel: 'snapshot:get', args: [] },
      { channel: 'view:focus', args: [null] },
      { channel: 'app:open-dashboard', args: [8] },
    ])
  })

  it('event subscriptions get the payload only (never the IPC event) and can unsubscribe', async () => {
    const bridge = await loadPreload()
    const seen: unknown[] = []
    const unsubscribe = bridge.onNavigateMonitor((id) => seen.push(id))
    ipcRenderer.deliver('navigate:monitor', 12)
    unsubscribe()
    ipcRenderer.deliver('navigate:monitor', 13)
    expect(seen).toEqual([12])
    expect(ipcRenderer.listenerCount('navigate:monitor')).toBe(0)
  })
})
