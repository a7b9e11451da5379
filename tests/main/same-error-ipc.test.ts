// The same error reads the same in the app: a 401 from the real simulator and a call the schemas
// refuse, through ipcMain's handler (the shared electron mock), the real preload bridge and the
// renderer's unwrapping (src/bridge.ts), as a view would see them. No "Error invoking remote
// method" prefix can appear: the handler answers the envelope and never throws.
import type { WebContents as ElectronWebContents } from 'electron'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupIpc, type IpcHandle } from '@app/main/ipc/setup-ipc'
import { buildBridge } from '@app/preload/build-bridge'
import { UptrayError } from '@app/shared/answer'
import type { UptrayBridge } from '@app/shared/contract'
import { unwrapBridge } from '@src/bridge'
import { ipcMain, resetElectronMock, WebContents } from '../mocks/electron'
import { useSimulator } from '../helpers/simulator'
import {
  INVALID,
  INVALID_ARGS,
  REJECTED,
  REJECTED_ACTION,
  rejectedService,
} from '../helpers/same-error'

const sim = useSimulator({ monitors: 3 })
let ipc: IpcHandle
let stop: () => Promise<void>
let bridge: UptrayBridge

beforeAll(async () => {
  resetElectronMock()
  const rejected = await rejectedService(sim().baseUrl)
  stop = rejected.stop
  const app = new WebContents()
  app.mainFrame.url = 'app://uptray/index.html'
  ipc = setupIpc({
    service: rejected.service,
    appWebContents: () => [app as unknown as ElectronWebContents],
    isAppUrl: () => true,
    openExternal: async () => ({ ok: true, message: '' }),
    openDashboard: () => undefined,
    hidePopover: () => undefined,
  })
  // The renderer's side: the preload's bridge over this window's IPC, unwrapped as src/bridge.ts does.
  bridge = unwrapBridge(
    buildBridge({
      invoke: (channel, ...args) => ipcMain.invokeFrom(app, channel, ...args),
      on: () => undefined,
      removeListener: () => undefined,
    }),
  )
})
afterAll(async () => {
  ipc.dispose()
  await stop()
})

describe('the same error reads the same: the app over IPC', () => {
  it('a 401 on an action: its result says why, in the error table words', async () => {
    expect(await bridge.snoozeCheck(1, 60)).toEqual({
      ok: false,
      kind: 'token-rejected',
      message: REJECTED_ACTION,
    })
  })

  it('a 401 on a query: an UptrayError with the kind and the same sentence', async () => {
    const error = await bridge.maintenancePeriods(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UptrayError)
    expect(error).toMatchObject({ kind: 'token-rejected', message: REJECTED })
  })

  it('arguments the schema refuses: invalid-arguments, the same sentence', async () => {
    const error = await bridge.snoozeCheck(...INVALID_ARGS).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'invalid-arguments', message: INVALID })
    expect(String(error)).not.toContain('Error invoking remote method')
  })
})
