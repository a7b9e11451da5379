// Serve mode starts on a corrupt data folder: an unreadable or invalid file is kept as a backup
// next to it, the defaults (or an empty cache) are used, and it says so once in the log and on
// the sync line.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SyncStatus } from '@app/shared/model'
import { startServeChild, type ServeChild } from './serve-child'
import { accessCookieOf, ask } from './ws-client'

let dataDir = ''
let serve: ServeChild | null = null
afterEach(async () => {
  await serve?.stop()
  serve = null
  rmSync(dataDir, { recursive: true, force: true })
})

const cases = [
  {
    name: 'a settings file that is not JSON',
    file: 'serve-settings.json',
    content: '{"schemaVersion": 1, "baseUrl": "https://x',
    backup: /^serve-settings\.invalid-\w+\.json$/,
    log: /warn Your settings could not be read \(the file is not valid JSON\)/,
  },
  {
    name: 'a settings file that is JSON but not settings',
    file: 'serve-settings.json',
    content: JSON.stringify({ schemaVersion: 1, sweepIntervalSeconds: 'often' }),
    backup: /^serve-settings\.invalid-\w+\.json$/,
    log: /warn Your settings could not be read \(sweepIntervalSeconds: /,
  },
  {
    name: 'an offline cache that is not JSON',
    file: 'snapshot-cache.json',
    content: '\u0000\u0001garbage',
    backup: /^snapshot-cache\.corrupt-\w+\.json$/,
    log: /warn Offline cache set aside; starting without it/,
  },
]

describe('serve mode on corrupt files', { timeout: 40_000 }, () => {
  it.each(cases)('starts with $name, keeps it as a backup and says so once', async (c) => {
    dataDir = mkdtempSync(join(tmpdir(), 'uptray-corrupt-'))
    writeFileSync(join(dataDir, c.file), c.content)

    serve = await startServeChild(dataDir)

    const backups = readdirSync(dataDir).filter((name) => c.backup.test(name))
    expect(backups).toHaveLength(1)
    expect(readFileSync(join(dataDir, backups[0]!), 'utf8')).toBe(c.content)
    const warnings = serve
      .stderr()
      .split('\n')
      .filter((line) => c.log.test(line))
    expect(warnings).toHaveLength(1)

    const cookie = await accessCookieOf(serve.url)
    const answer = (await ask(serve.port, cookie, 'sync:get')) as { result: SyncStatus }
    expect(answer.result.notice).toContain(backups[0]!.replace(/\.json$/, ''))
    // A settings file set aside also comes as data, for the page to say in its language.
    if (c.file === 'serve-settings.json')
      expect(answer.result.noticeParts).toEqual([
        { kind: 'settings-set-aside', problem: expect.any(String), backup: backups[0] },
      ])
  })

  it('starts clean with no notice when the files are fine', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'uptray-corrupt-'))
    serve = await startServeChild(dataDir)
    const cookie = await accessCookieOf(serve.url)
    const answer = (await ask(serve.port, cookie, 'sync:get')) as { result: SyncStatus }
    expect(answer.result.notice).toBeNull()
    expect(serve.stderr()).not.toMatch(/could not be read|set aside/)
  })
})
