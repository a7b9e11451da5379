// Starts `npm run serve`'s entry as a child process on a free port (helpers/serve-entry.ts) and
// waits for its one `Dashboard: <url>` line. Always stopped by the caller (SIGTERM, then SIGKILL).
import { startServeEntry } from '../helpers/serve-entry'

export interface ServeProcess {
  url: string
  origin: string
  stderr: () => string
  stop(): Promise<void>
}

export async function startServe(options: {
  rendererDir: string
  dataDir: string
  baseUrl?: string
  demo?: boolean
  token?: string
  /** Where its control socket listens (UPTRAY_CONTROL_SOCKET); else the user's usual place. */
  controlSocket?: string
}): Promise<ServeProcess> {
  const args = ['--port', '0', '--data-dir', options.dataDir, '--renderer-dir', options.rendererDir]
  if (options.baseUrl) args.push('--base-url', options.baseUrl)
  if (options.demo) args.push('--demo')
  const { url, stderr, stop } = await startServeEntry(args, {
    ...process.env,
    // Never touch a real keychain from the tests.
    UPTRAY_NO_SECRET_SERVICE: 'e2e',
    ...(options.token ? { UPTRAY_TOKEN: options.token } : {}),
    ...(options.controlSocket ? { UPTRAY_CONTROL_SOCKET: options.controlSocket } : {}),
  })
  return { url, origin: new URL(url).origin, stderr, stop }
}
