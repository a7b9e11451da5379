// `uptray events`: the timeline read from the data folder, read only.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FileStore } from '@app/adapters/file-store'
import { TimelineLog } from '@app/core/engine/timeline-log'
import type { NewTimelineEvent } from '@app/core/engine/timeline'
import type { TimelinePage } from '@app/shared/timeline'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const HOUR = 3_600_000

function event(at: number, text: string): NewTimelineEvent {
  return {
    at: new Date(at).toISOString(),
    kind: 'change',
    type: 'check.changed',
    monitorId: 1,
    monitorLabel: 'site',
    tags: [],
    checkId: 10,
    checkType: 'uptime',
    from: 'succeeded',
    to: 'failed',
    reason: null,
    text,
  }
}

describe('uptray events', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'uptray-events-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('prints the timeline newest first; --since keeps the recent part; --json one object', async () => {
    const now = Date.now()
    const log = new TimelineLog({
      store: new FileStore(dir),
      clock: { now: () => now, setTimer: () => ({ cancel: () => undefined }) },
      logger: quiet,
    })
    log.record([event(now - 10 * HOUR, 'old failure'), event(now - HOUR, 'recent \u001b[31mred')])
    await log.flush()

    const all = await runCli(['events', '--data-dir', dir])
    expect(all.code).toBe(0)
    const lines = all.stdout.trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('recent')
    expect(lines[0]).not.toContain('\u001b')
    expect(lines[1]).toContain('old failure')

    const recent = await runCli(['events', '--json', '--since', '8h', '--data-dir', dir])
    expect(recent.code).toBe(0)
    const page = JSON.parse(recent.stdout) as TimelinePage
    expect(page.events.map((e) => e.text)).toEqual(['recent \u001b[31mred'])
    expect(page.total).toBe(1)
  })

  it('an empty folder has no events; a file it cannot read is reported and left as is', async () => {
    const empty = await runCli(['events', '--data-dir', dir])
    expect(empty.code).toBe(0)
    expect(empty.stdout).toMatch(/No events/)

    await writeFile(join(dir, 'timeline.json'), '{"schemaVersion": 9}')
    const bad = await runCli(['events', '--data-dir', dir])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/is not a timeline/)
    expect(await readdir(dir)).toEqual(['timeline.json'])
    expect(await readFile(join(dir, 'timeline.json'), 'utf8')).toBe('{"schemaVersion": 9}')

    const wrong = await runCli(['events', '--since', 'yesterday', '--data-dir', dir])
    expect(wrong.code).toBe(4)
  })

  it('a folder that does not exist is said so, exit 1, not "No events"', async () => {
    const missing = join(dir, 'none')
    const result = await runCli(['events', '--data-dir', missing])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(`uptray: The folder ${missing} does not exist (--data-dir).\n`)

    await writeFile(missing, 'a file')
    const file = await runCli(['events', '--json', '--data-dir', missing])
    expect(file.code).toBe(1)
    expect(file.stderr).toMatch(/is not a folder/)
  })
})
