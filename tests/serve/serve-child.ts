// Serve mode as a child process for the serve tests (on helpers/serve-entry.ts): a throwaway
// renderer folder (one index.html), a data folder the test prepares, no keychain, no token, and
// a control socket of its own unless the test names one. startDemoApp: with --demo and the
// control socket in a fresh temp folder, once the app answers on it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, vi } from 'vitest'
import { askApp } from '@app/cli/app-client'
import { startServeEntry, type ServeEntry } from '../helpers/serve-entry'

export interface ServeChild extends ServeEntry {
  port: number
}

export async function startServeChild(
  dataDir: string,
  extraArgs: string[] = [],
  options: { controlSocket?: string } = {},
): Promise<ServeChild> {
  const rendererDir = mkdtempSync(join(tmpdir(), 'uptray-renderer-'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Uptray</title>')
  const cleanup = () => rmSync(rendererDir, { recursive: true, force: true })
  const args = ['--port', '0', '--data-dir', dataDir, '--renderer-dir', rendererDir, ...extraArgs]
  try {
    const entry = await startServeEntry(args, {
      ...process.env,
      UPTRAY_NO_SECRET_SERVICE: 'test',
      UPTRAY_TOKEN: '',
      // Its own control socket unless the test chose one: never the machine's.
      UPTRAY_CONTROL_SOCKET: options.controlSocket ?? join(rendererDir, 'control.sock'),
    })
    return {
      ...entry,
      port: Number(new URL(entry.url).port),
      async stop() {
        await entry.stop()
        cleanup()
      },
    }
  } catch (error) {
    cleanup()
    throw error
  }
}

export interface DemoApp {
  serve: ServeChild
  /** The test's own temp folder: the app's data and its control socket are in it. */
  folder: string
  /** The app's control socket. */
  socket: string
  /** The demo simulator inside the serve process, found through the app's own answer. */
  baseUrl: string
  /** Stops the app and removes the folder. */
  stop(): Promise<void>
}

/**
 * Serve mode with --demo and its control socket in a fresh temp folder (`prefix` names it),
 * returned once the app answers status there (its first sweep is done).
 */
export async function startDemoApp(prefix: string): Promise<DemoApp> {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  const socket = join(folder, 'run', 'control.sock')
  let serve: ServeChild | undefined
  const stop = async () => {
    await serve?.stop()
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    serve = await startServeChild(join(folder, 'data'), ['--demo'], { controlSocket: socket })
    await vi.waitFor(async () => expect((await askApp(socket, 'status'))?.ok).toBe(true), {
      timeout: 20_000,
      interval: 200,
    })
    const status = await askApp(socket, 'status')
    const baseUrl = (status as { result: { baseUrl: string } }).result.baseUrl
    return { serve, folder, socket, baseUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
