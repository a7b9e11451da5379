// Maintenance windows in Chromium against serve mode and the simulator, one server for the whole
// flow. The steady world's first team keeps its times in Europe/Brussels (its status page says
// so); the browser runs in Tokyo. A window is scheduled, moved and deleted; a recurring window is
// created by keyboard only (weekly on chosen days, its schedule said in words on both clocks),
// edited to every day across midnight, another made monthly, and the first deleted with its
// future windows. What the simulator received (bodies and team-time values) is read from its
// request log; the page is axe clean in light and dark. With UPTRAY_SCREENSHOTS=1 it writes
// docs/screenshots/maintenance-<scheme>.png.
import type { Locator, Page } from '@playwright/test'
import type { LoggedRequest, RunningSimulator } from '@app/simulator/index'
import { toWallClockMinutes } from '@app/shared/team-time'
import { expect, expectAxeClean, expectAxeCleanInBothSchemes, simGet, test } from './fixtures'

test.use({ timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 1000 } })

const TEAM = 'Europe/Brussels'
const TOKYO_HOURS = 9

interface ApiMonitor {
  id: number
  team_id: number
  checks: { type: string }[]
}

/** The last request matching, once the simulator has it. */
async function received(
  sim: RunningSimulator,
  method: string,
  path: RegExp,
): Promise<LoggedRequest> {
  let found: LoggedRequest | undefined
  await expect
    .poll(
      async () => {
        found = (await sim.control.requests())
          .filter((r) => r.method === method && path.test(r.path))
          .at(-1)
        return found !== undefined
      },
      { message: `${method} ${path.source} reached the simulator`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** Types into the focused field after selecting what it holds (keyboard only). */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/** A `datetime-local` value in Tokyo and the instant it stands for. */
function tokyo(day: string, time: string): { field: string; at: number } {
  return { field: `${day}T${time}`, at: Date.parse(`${day}T${time}:00+0${TOKYO_HOURS}:00`) }
}

const windowRow = (page: Page, name: string): Locator =>
  page.getByTestId('maintenance-window').filter({ hasText: name })

test('maintenance: windows scheduled, moved and deleted; recurring windows created, edited and deleted', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(150_000)
  const serve = await openSignedIn()
  const { data } = await simGet<{ data: ApiMonitor[] }>(sim, '/api/monitors')
  const firstTeam = Math.min(...data.map((m) => m.team_id))
  const monitor = data.find((m) => m.team_id === firstTeam)!
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  const panel = page.getByTestId('maintenance')
  await expect(page.getByTestId('maintenance-zone')).toContainText(
    "team's time, Europe/Brussels: from the team's status page",
  )
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)

  await test.step('schedule a window in Tokyo time: the Brussels time is sent', async () => {
    const start = tokyo(day, '02:00')
    const end = tokyo(day, '04:00')
    const form = page.getByTestId('maintenance-schedule-form')
    await form.getByTestId('schedule-start').fill(start.field)
    await form.getByTestId('schedule-end').fill(end.field)
    await form.getByTestId('schedule-name').fill('Deploy')
    // Said while typing: its length and its times on the team's clock.
    // The team's times are written by the one formatter, which names their zone.
    await expect(form.getByTestId('schedule-preview')).toContainText(
      /^2 hr?, .+ to .+ in the team's time \(Europe\/Brussels\)$/,
    )
    await sim.control.clearRequests()
    await form.getByRole('button', { name: 'Schedule', exact: true }).click()
    const post = await received(sim, 'POST', /^\/api\/maintenance-periods$/)
    expect(post.body).toEqual({
      monitor_id: monitor.id,
      starts_at: toWallClockMinutes(start.at, TEAM),
      ends_at: toWallClockMinutes(end.at, TEAM),
      name: 'Deploy',
    })
    // Brussels is 8 (winter) or 7 hours behind Tokyo.
    await expect(windowRow(page, 'Deploy')).toContainText(
      /\((18|19):00–(20|21):00 Europe\/Brussels\): Deploy/,
    )
  })

  await test.step('move it by keyboard: focus goes into the form and back', async () => {
    const row = windowRow(page, 'Deploy')
    await row.getByTestId('window-edit').focus()
    await page.keyboard.press('Enter')
    const form = row.getByTestId('maintenance-edit-form')
    await expect(form.getByTestId('schedule-start')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(row.getByTestId('window-edit')).toBeFocused()
    await page.keyboard.press('Enter')
    const start = tokyo(day, '03:00')
    const end = tokyo(day, '05:30')
    await form.getByTestId('schedule-start').fill(start.field)
    await form.getByTestId('schedule-end').fill(end.field)
    await form.getByTestId('schedule-name').focus()
    await retype(page, 'Deploy, later')
    await sim.control.clearRequests()
    await page.keyboard.press('Enter')
    const put = await received(sim, 'PUT', /^\/api\/maintenance-periods\/\d+$/)
    expect(put.body).toEqual({
      starts_at: toWallClockMinutes(start.at, TEAM),
      ends_at: toWallClockMinutes(end.at, TEAM),
      name: 'Deploy, later',
    })
    const truth = (await sim.control.maintenance()).filter((p) => p.monitorId === monitor.id)
    expect(truth.map((p) => [Date.parse(p.startsAt), Date.parse(p.endsAt)])).toContainEqual([
      start.at,
      end.at,
    ])
    await expect(windowRow(page, 'Deploy, later')).toContainText(/(19|20):00–(21|22):30/)
  })

  await test.step('delete it after a confirmation', async () => {
    const row = windowRow(page, 'Deploy, later')
    await row.getByTestId('window-delete').focus()
    await page.keyboard.press('Enter')
    await expect(row.getByTestId('window-delete-cancel')).toBeFocused()
    await expect(row.getByRole('group', { name: /Delete the window Deploy, later/ })).toBeVisible()
    await expectAxeClean(page, 'maintenance, a delete to confirm')
    await sim.control.clearRequests()
    await row.getByTestId('window-delete-confirm').click()
    await received(sim, 'DELETE', /^\/api\/maintenance-periods\/\d+$/)
    await expect(page.getByTestId('maintenance-window')).toHaveCount(0)
    await expect(panel).toContainText('None scheduled.')
    expect((await sim.control.maintenance()).filter((p) => p.monitorId === monitor.id)).toEqual([])
  })

  await test.step('a weekly recurring window by keyboard only, said in words on both clocks', async () => {
    await page.getByTestId('recurring-new').focus()
    await page.keyboard.press('Enter')
    const form = page.getByTestId('recurring-form')
    await expect(form.getByTestId('recurring-name')).toBeFocused()
    await page.keyboard.type('Patch night')
    // Weekly is the form's start; Monday and Wednesday with Space.
    await form.getByTestId('recurring-day-1').focus()
    await page.keyboard.press('Space')
    await form.getByTestId('recurring-day-3').focus()
    await page.keyboard.press('Space')
    await expect(form.getByTestId('recurring-words')).toContainText(
      'Every Monday and Wednesday from 02:00 to 03:00, your time (Asia/Tokyo).',
    )
    // 02:00 in Tokyo is the evening before in Brussels.
    await expect(form.getByTestId('recurring-team-words')).toContainText(
      /In the team's time \(Europe\/Brussels\): Every Tuesday and Sunday from (18|19):00 to (19|20):00\./,
    )
    await expectAxeClean(page, 'maintenance, a recurring window typed')
    await sim.control.clearRequests()
    await form.getByTestId('recurring-submit').focus()
    await page.keyboard.press('Enter')
    const post = await received(sim, 'POST', /^\/api\/recurring-maintenance-periods$/)
    const body = post.body as Record<string, unknown>
    expect(body).toMatchObject({
      monitor_id: monitor.id,
      name: 'Patch night',
      recurrence_type: 'weekly',
      days_of_week: [0, 2],
    })
    expect(`${String(body.start_time)}-${String(body.end_time)}`).toMatch(
      /^(18:00-19:00|19:00-20:00)$/,
    )
    await expect(
      page.getByTestId('recurring-window').filter({ hasText: 'Patch night' }),
    ).toBeVisible()
    await expect(page.getByTestId('recurring-new')).toBeVisible()
  })

  await test.step('edit it to every day across midnight', async () => {
    const row = page.getByTestId('recurring-window').filter({ hasText: 'Patch night' })
    await row.getByTestId('recurring-edit').focus()
    await page.keyboard.press('Enter')
    const form = row.getByTestId('recurring-edit-form')
    // The form shows the rule back on the user's clock.
    await expect(form.getByTestId('recurring-start')).toHaveValue('02:00')
    await expect(form.getByTestId('recurring-day-1')).toBeChecked()
    await form.getByTestId('recurring-daily').check()
    await form.getByTestId('recurring-start').fill('23:30')
    await form.getByTestId('recurring-end').fill('00:30')
    await expect(form.getByTestId('recurring-words')).toContainText(
      'Every day from 23:30 to 00:30 the next day, your time (Asia/Tokyo).',
    )
    await sim.control.clearRequests()
    await form.getByTestId('recurring-submit').click()
    const put = await received(sim, 'PUT', /^\/api\/recurring-maintenance-periods\/\d+$/)
    const body = put.body as Record<string, unknown>
    expect(body).toMatchObject({
      name: 'Patch night',
      recurrence_type: 'daily',
      regenerate_future_periods: true,
    })
    expect(body).not.toHaveProperty('days_of_week')
    expect(`${String(body.start_time)}-${String(body.end_time)}`).toMatch(
      /^(15:30-16:30|16:30-17:30)$/,
    )
    await expect(row).toContainText('Every day')
    // Said back on the user's clock too.
    await expect(row.getByTestId('recurring-your-time')).toHaveText(
      'Every day from 23:30 to 00:30 the next day, your time',
    )
  })

  await test.step('a monthly window on the 15th', async () => {
    await page.getByTestId('recurring-new').click()
    const form = page.getByTestId('recurring-form')
    await form.getByTestId('recurring-name').fill('Monthly patching')
    await form.getByTestId('recurring-monthly').check()
    await form.getByTestId('recurring-day-of-month').fill('15')
    await form.getByTestId('recurring-start').fill('10:00')
    await form.getByTestId('recurring-end').fill('12:00')
    await expect(form.getByTestId('recurring-words')).toContainText(
      'On the 15th of every month from 10:00 to 12:00',
    )
    await sim.control.clearRequests()
    await form.getByTestId('recurring-submit').click()
    const post = await received(sim, 'POST', /^\/api\/recurring-maintenance-periods$/)
    expect(post.body).toMatchObject({ recurrence_type: 'monthly', day_of_month: 15 })
    await expect(page.getByTestId('recurring-window')).toHaveCount(2)
  })

  await test.step('delete the daily one with its future windows', async () => {
    const row = page.getByTestId('recurring-window').filter({ hasText: 'Patch night' })
    await row.getByTestId('recurring-delete').click()
    await sim.control.clearRequests()
    await row.getByTestId('recurring-delete-confirm').click()
    const deleted = await received(sim, 'DELETE', /^\/api\/recurring-maintenance-periods\/\d+$/)
    expect(deleted.query).toContain('delete_future_periods=1')
    await expect(page.getByTestId('recurring-window')).toHaveCount(1)
    await expect(page.getByTestId('recurring-window')).toContainText('Monthly patching')
  })

  await test.step('the whole panel: a window to come, recurring ones and a new one typed', async () => {
    const form = page.getByTestId('maintenance-schedule-form')
    await form.getByTestId('schedule-start').fill(tokyo(day, '01:00').field)
    await form.getByTestId('schedule-end').fill(tokyo(day, '03:00').field)
    await form.getByTestId('schedule-name').fill('Database upgrade')
    await form.getByRole('button', { name: 'Schedule', exact: true }).click()
    await expect(windowRow(page, 'Database upgrade')).toBeVisible()
    await page.getByTestId('recurring-new').click()
    const recurring = page.getByTestId('recurring-form')
    await recurring.getByTestId('recurring-name').fill('Certificate rotation')
    await recurring.getByTestId('recurring-day-2').check()
    await recurring.getByTestId('recurring-day-4').check()
    await recurring.getByTestId('recurring-start').fill('07:30')
    await recurring.getByTestId('recurring-end').fill('08:30')
    await expect(recurring.getByTestId('recurring-team-words')).toContainText('the next day')
    // The answers' toasts would cover the panel in the pictures.
    const dismiss = page.getByTestId('toast').getByLabel('Dismiss')
    for (let i = 0; i < 10 && (await dismiss.count()) > 0; i++) await dismiss.first().click()
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await page
      .getByTestId('maintenance')
      .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await expectAxeCleanInBothSchemes(page, 'maintenance')
  })
})
