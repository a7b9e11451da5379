import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CronCheckInput } from '@app/shared/cron-input'
import { type Harness, startHarness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
})
afterEach(async () => {
  await h.close()
})

const sent = async (before: number) =>
  (await h.requests()).slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)

describe('cron management', () => {
  it('creates, edits and deletes a cron check, and never calls sync', async () => {
    const monitorId = h.service.getSnapshot()!.monitors[0]!.id
    const nightly: CronCheckInput = {
      name: 'Nightly backup',
      type: 'cron',
      cronExpression: '0 3 * * *',
      serverTimezone: 'Europe/Brussels',
      graceTimeInMinutes: 10,
    }
    let before = (await h.requests()).length
    expect(await h.service.createCronCheck(monitorId, nightly)).toEqual({
      ok: true,
      message: 'Created the cron check Nightly backup.',
    })
    await h.advance(0)
    expect(await sent(before)).toEqual([
      `POST /api/monitors/${monitorId}/cron-checks 201`,
      `GET /api/monitors/${monitorId}/cron-checks 200`,
    ])
    const created = h.service
      .getSnapshot()!
      .cron[monitorId]!.find((c) => c.name === 'Nightly backup')!
    expect(created).toMatchObject({
      type: 'cron',
      cronExpression: '0 3 * * *',
      graceTimeInMinutes: 10,
    })

    const edit = await h.service.updateCronCheck(created.id, {
      name: 'Nightly backup',
      type: 'simple',
      frequencyInMinutes: 60,
      graceTimeInMinutes: 5,
    })
    expect(edit.ok).toBe(true)
    await h.advance(0)
    const edited = h.service.getSnapshot()!.cron[monitorId]!.find((c) => c.id === created.id)!
    expect(edited).toMatchObject({ type: 'simple', frequencyInMinutes: 60, graceTimeInMinutes: 5 })

    before = (await h.requests()).length
    expect(await h.service.deleteCronCheck(created.id)).toEqual({
      ok: true,
      message: 'Deleted the cron check Nightly backup.',
    })
    await h.advance(0)
    expect(await sent(before)).toEqual([
      `DELETE /api/cron-checks/${created.id} 204`,
      `GET /api/monitors/${monitorId}/cron-checks 200`,
    ])
    expect(h.service.getSnapshot()!.cron[monitorId]!.some((c) => c.id === created.id)).toBe(false)
    expect((await h.requests()).some((r) => r.path.endsWith('/sync'))).toBe(false)
  })

  it('refuses a crontab expression that does not parse before sending anything', async () => {
    const monitorId = h.service.getSnapshot()!.monitors[0]!.id
    const before = (await h.requests()).length
    const result = await h.service.createCronCheck(monitorId, {
      name: 'Broken',
      type: 'cron',
      cronExpression: '61 * * * *',
      serverTimezone: 'UTC',
      graceTimeInMinutes: 5,
    })
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(
      /cron_expression.*not a valid crontab expression.*Nothing was changed/,
    )
    expect(await sent(before)).toEqual([])
  })
})
