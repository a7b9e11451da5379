import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { installCli } from '../../electron/main/cli-install/install'
import { wrapperFolder, wrapperScript } from '../../electron/main/cli-install/wrapper'

const dirs: string[] = []
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'uptray-cli-install-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the uptray wrapper', () => {
  it('runs the bundled CLI with the app binary in Node mode, paths quoted', () => {
    expect(wrapperScript('/opt/Uptray/uptray', "/opt/it's/uptray.mjs")).toBe(
      `#!/bin/sh\nELECTRON_RUN_AS_NODE=1 exec '/opt/Uptray/uptray' '/opt/it'\\''s/uptray.mjs' "$@"\n`,
    )
  })

  it('goes to /usr/local/bin when writable, else ~/.local/bin', () => {
    expect(wrapperFolder('/home/a', () => true)).toBe('/usr/local/bin')
    expect(wrapperFolder('/home/a', () => false)).toBe('/home/a/.local/bin')
  })

  // The wrapper is a POSIX shell script; Windows runs uptray.cmd instead.
  if (process.platform === 'win32') console.log('skipped on Windows: the wrapper is a sh script')
  it.skipIf(process.platform === 'win32')(
    'writes an executable wrapper (0755) that passes the arguments through, and says where',
    async () => {
      const home = temp()
      // A stand-in for the app binary: prints ELECTRON_RUN_AS_NODE and its arguments.
      const app = join(temp(), 'app binary')
      writeFileSync(app, '#!/bin/sh\necho "$ELECTRON_RUN_AS_NODE" "$@"\n', { mode: 0o755 })
      const result = await installCli({
        platform: 'linux',
        appBinary: app,
        cliPath: '/opt/Uptray/resources/app.asar.unpacked/out/cli/uptray.mjs',
        home,
        canWrite: () => false,
      })
      const path = join(home, '.local', 'bin', 'uptray')
      expect(result).toMatchObject({ ok: true, path })
      expect(result.message).toContain(path)
      expect(statSync(path).mode & 0o777).toBe(0o755)
      expect(execFileSync(path, ['status', '--format', 'line'], { encoding: 'utf8' })).toBe(
        '1 /opt/Uptray/resources/app.asar.unpacked/out/cli/uptray.mjs status --format line\n',
      )
    },
  )

  it('on Windows it writes nothing and points at the installer', async () => {
    const home = temp()
    const result = await installCli({ platform: 'win32', appBinary: 'x', cliPath: 'y', home })
    expect(result).toMatchObject({ ok: false, path: null })
    expect(result.message).toContain('installer')
  })
})
