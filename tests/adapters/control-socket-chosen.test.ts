// UPTRAY_CONTROL_SOCKET names a path in a folder that is the user's, not Uptray's: the app may only
// replace a stale socket there, never delete another kind of file, and never chmod a folder that was
// there before. Real files and folders in a throwaway temp folder.
import { spawn } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startControlSocket, type ControlSocket } from '@app/adapters/control-socket/index'
import { controlSocketPlace, type SocketPlace } from '@app/adapters/control-socket/socket-path'
import { askApp } from '@app/cli/app-client'
import { FakeAppService } from '../helpers/fake-app-service'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const unix = process.platform !== 'win32'
if (!unix) console.log('chosen control socket tests skipped: they exercise Unix files and modes')

const chosenPlace = (path: string): SocketPlace =>
  controlSocketPlace({
    platform: 'linux',
    env: { UPTRAY_CONTROL_SOCKET: path },
    home: '/nowhere',
    user: 'u',
  })

describe.skipIf(!unix)('control socket at a path the user chose', () => {
  let root: string
  let running: ControlSocket | null = null
  const start = (place: SocketPlace) =>
    startControlSocket({ place, service: new FakeAppService(), logger: quiet })

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'uptray-chosen-'))
  })
  afterEach(async () => {
    await running?.close()
    running = null
    rmSync(root, { recursive: true, force: true })
  })

  it('refuses a path naming a regular file and leaves the file as it was', async () => {
    const file = join(root, 'notes.txt')
    writeFileSync(file, 'my notes')
    await expect(start(chosenPlace(file))).rejects.toThrow(/not a socket/)
    expect(readFileSync(file, 'utf8')).toBe('my notes')
  })

  it('never chmods a folder that was there before', async () => {
    const home = join(root, 'home')
    mkdirSync(home)
    chmodSync(home, 0o755)
    running = await start(chosenPlace(join(home, 'control.sock')))
    expect(statSync(home).mode & 0o777).toBe(0o755)
    expect(statSync(join(home, 'control.sock')).mode & 0o777).toBe(0o600)
  })

  it('refuses an existing folder that other users may write into, and leaves its mode', async () => {
    const shared = join(root, 'shared')
    mkdirSync(shared)
    chmodSync(shared, 0o777)
    await expect(start(chosenPlace(join(shared, 'control.sock')))).rejects.toThrow(
      /written by other users/,
    )
    expect(statSync(shared).mode & 0o777).toBe(0o777)
  })

  it('creates a missing folder 0700', async () => {
    const made = join(root, 'made', 'here')
    running = await start(chosenPlace(join(made, 'control.sock')))
    expect(statSync(made).mode & 0o777).toBe(0o700)
  })

  it('still replaces the stale socket of an app that crashed', async () => {
    const path = join(root, 'control.sock')
    const script = `require('net').createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, 'SIGKILL'))`
    await new Promise((resolve) => spawn(process.execPath, ['-e', script]).once('exit', resolve))
    expect(statSync(path).isSocket()).toBe(true)
    running = await start(chosenPlace(path))
    expect(await askApp(path, 'getSyncStatus')).toMatchObject({ ok: true })
  })
})
