import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FileStore } from '@app/adapters/file-store'
import type { NewTimelineEvent } from '@app/core/engine/timeline'
import { TimelineLog } from '@app/core/engine/timeline-log'
import type { Logger } from '@app/core/ports'
import { FakeClock } from '../../helpers/fake-clock'

const logger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }

function event(clock: FakeClock, text: string): NewTimelineEvent {
  return {
    at: new Date(clock.now()).toISOString(),
    kind: 'action',
    type: 'snoozeCheck',
    monitorId: 1,
    monitorLabel: 'site',
    tags: [],
    checkId: 10,
    checkType: null,
    from: null,
    to: null,
    reason: null,
    text,
  }
}

describe('TimelineLog', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'uptray-timeline-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('survives a restart: written debounced, read back newest first', async () => {
    const clock = new FakeClock()
    const first = new TimelineLog({ store: new FileStore(dir), clock, logger })
    await first.load()
    first.record(event(clock, 'one'))
    first.record(event(clock, 'two'))
    expect(await readdir(dir)).toEqual([])
    await clock.advance(2_000)
    await first.flush()
    expect(await readdir(dir)).toEqual(['timeline.json'])

    const second = new TimelineLog({ store: new FileStore(dir), clock, logger })
    await second.load()
    second.record(event(clock, 'three'))
    const page = second.query({})
    expect(page.events.map((e) => [e.seq, e.text])).toEqual([
      [3, 'three'],
      [2, 'two'],
      [1, 'one'],
    ])
  })

  it('sets a corrupt file aside as a backup and starts empty, saying so', async () => {
    await writeFile(join(dir, 'timeline.json'), '{"schemaVersion": 1, "events": [tru')
    const clock = new FakeClock()
    const log = new TimelineLog({ store: new FileStore(dir), clock, logger })
    await log.load()
    expect(log.query({}).events).toEqual([])
    expect(log.notice).toMatch(/kept as timeline\.corrupt-/)
    const files = await readdir(dir)
    expect(files.some((f) => f.startsWith('timeline.corrupt-'))).toBe(true)
    expect(files).not.toContain('timeline.json')
    log.record(event(clock, 'after'))
    await log.flush()
    expect(await readdir(dir)).toContain('timeline.json')
  })

  it('drops and counts the events it cannot read, keeping the others', async () => {
    const clock = new FakeClock()
    const good = { ...event(clock, 'good'), seq: 1 }
    await writeFile(
      join(dir, 'timeline.json'),
      JSON.stringify({ schemaVersion: 1, events: [good, { seq: 'x' }, null] }),
    )
    const log = new TimelineLog({ store: new FileStore(dir), clock, logger })
    await log.load()
    const page = log.query({})
    expect(page.events.map((e) => e.text)).toEqual(['good'])
    expect(page.unreadable).toBe(2)
    expect(log.notice).toBeNull()
  })

  it("reads an action's parts and a cron job's name back; a bad part is left out, not the row", async () => {
    const clock = new FakeClock()
    const done = { outcome: 'done', message: 'Snoozed Uptime.' }
    const events = [
      { ...event(clock, 'This app: Snoozed Uptime.'), seq: 1, action: done },
      { ...event(clock, 'bad part'), seq: 2, action: { outcome: 'won', message: 1 } },
      { ...event(clock, 'stored before'), seq: 3 },
      { ...event(clock, 'cron'), seq: 4, kind: 'change', cronJob: 'Nightly' },
      { ...event(clock, 'cron unknown'), seq: 5, kind: 'change', cronJob: null },
    ]
    await writeFile(join(dir, 'timeline.json'), JSON.stringify({ schemaVersion: 1, events }))
    const log = new TimelineLog({ store: new FileStore(dir), clock, logger })
    await log.load()
    const [unknown, cron, before, bad, read] = log.query({}).events
    expect(read!.action).toEqual(done)
    expect(bad!.text).toBe('bad part')
    expect(bad).not.toHaveProperty('action')
    expect(before).not.toHaveProperty('action')
    expect(before).not.toHaveProperty('cronJob')
    expect(cron!.cronJob).toBe('Nightly')
    expect(unknown!.cronJob).toBeNull()
    expect(log.query({}).unreadable).toBe(0)
  })
})
