// Managed teams in Chromium against serve mode and the simulator (one of each for the spec's
// reseller tests, the page kept between them): the list with monitor counts and health, the API's
// sort and filter, create (a refusal shown by field first), edit, add a user, log in as them (the
// login page opens in a new tab; the link is nowhere in the page or the timeline), a team's
// monitors in the overview, decouple and delete after a confirmation naming the team, all by
// keyboard too; and a customer's account that is no reseller gets one sentence. With
// UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/teams-<scheme>.png.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { selectors, type BrowserContext, type Page } from '@playwright/test'
import { startSimulator, type LoggedRequest, type RunningSimulator } from '@app/simulator/index'
import { expect, expectAxeCleanInBothSchemes, simGet, test, writeSettings } from './fixtures'
import { startServe, type ServeProcess } from './serve-process'

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 860 } })

interface Me {
  id: number
  teams: { id: number; name: string }[]
}
interface ApiTeam {
  id: number
  name: string
  timezone: string
  monitors_count: number
}

let sim: RunningSimulator
let serve: ServeProcess
let context: BrowserContext
let page: Page
let dataDir = ''
let reseller = 0
let base = ''

async function sent(method: string, path: string): Promise<LoggedRequest> {
  let found: LoggedRequest | undefined
  await expect
    .poll(
      async () =>
        (found = (await sim.control.requests()).find(
          (r) => r.method === method && r.path === path,
        )) !== undefined,
      { message: `${method} ${path} reached the simulator`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

const row = (name: string) => page.getByTestId('team-row').filter({ hasText: name })

async function teamNamed(name: string): Promise<ApiTeam | undefined> {
  const { data } = await simGet<{ data: ApiTeam[] }>(sim, base)
  return data.find((t) => t.name === name)
}

test.beforeAll(async ({ browser, rendererDir }) => {
  test.setTimeout(90_000)
  selectors.setTestIdAttribute('data-test')
  sim = await startSimulator({ seed: 7, scenario: 'demo', colleagues: false })
  dataDir = mkdtempSync(join(tmpdir(), 'uptray-teams-'))
  await writeSettings(dataDir, sim.baseUrl)
  serve = await startServe({ rendererDir, dataDir, token: sim.token })
  context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  page = await context.newPage()
  await page.goto(serve.url)
  await expect(page.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })
  const me = await simGet<Me>(sim, '/api/me')
  reseller = me.teams[0]!.id
  base = `/api/reseller/${reseller}/managed-teams`
})

test.afterAll(async () => {
  await context?.close()
  await serve?.stop()
  await sim?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('lists the managed teams with monitor counts and health, sorted and filtered by the API', async () => {
  await page.getByTestId('nav-teams').click()
  await expect(page.getByRole('heading', { name: 'Managed teams' })).toBeVisible()
  const { data } = await simGet<{ data: ApiTeam[] }>(sim, base)
  await expect(page.getByTestId('team-row')).toHaveCount(data.length)
  for (const team of data) {
    const r = row(team.name)
    await expect(r.getByTestId('team-monitors')).toHaveText(`${team.monitors_count} monitors`)
    await expect(r).toContainText(team.timezone)
    // Health rolled up from the monitors the app watches: every monitor of the team counted.
    const counts = (await r.getByTestId('team-health').innerText()).match(/\d+/g)!.map(Number)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(team.monitors_count)
  }
  await expect(page.getByTestId('teams-reseller')).toContainText(`${data.length} in all`)
  await expectAxeCleanInBothSchemes(page, 'teams')

  await sim.control.clearRequests()
  await page.getByTestId('teams-sort').selectOption('name')
  const sorted = await sent('GET', base)
  expect(new URLSearchParams(sorted.query).get('sort')).toBe('name')
  const names = data.map((t) => t.name).sort((a, b) => a.localeCompare(b))
  await expect(page.getByTestId('team-row').locator('th')).toContainText(names)

  await sim.control.clearRequests()
  await page.getByTestId('teams-filter-name').fill('bakery')
  await page.getByTestId('teams-filter-name').press('Enter')
  await expect
    .poll(async () =>
      (await sim.control.requests()).some(
        (r) => r.path === base && new URLSearchParams(r.query).get('filter[name]') === 'bakery',
      ),
    )
    .toBe(true)
  await expect(page.getByTestId('team-row')).toHaveCount(
    data.filter((t) => t.name.toLowerCase().includes('bakery')).length,
  )
  await page.getByTestId('teams-filter-name').fill('')
  await page.getByTestId('teams-search').click()
  await expect(page.getByTestId('team-row')).toHaveCount(data.length)
})

test('creates a team, the service refusal shown by field first; then edits it', async () => {
  await page.getByTestId('team-new').click()
  const form = page.getByTestId('team-form')
  await form.getByTestId('team-form-name').fill('Client: Orchid')
  await form.getByTestId('team-form-timezone').fill('Mars/Olympus')
  await sim.control.clearRequests()
  await form.getByTestId('team-form-submit').click()
  const zoneInput = form.getByTestId('team-form-timezone')
  await expect(zoneInput).toHaveAttribute('aria-invalid', 'true')
  const zoneError = form.locator(`#${await zoneInput.getAttribute('aria-describedby')}`)
  await expect(zoneError).toHaveText('The timezone field must be a valid timezone.')
  expect((await sent('POST', base)).status).toBe(422)

  await zoneInput.fill('Asia/Tokyo')
  await sim.control.clearRequests()
  await form.getByTestId('team-form-submit').click()
  await expect(page.getByTestId('teams-result')).toHaveText(
    'Created the managed team Client: Orchid.',
  )
  const created = await sent('POST', base)
  expect(created.body).toEqual({ name: 'Client: Orchid', timezone: 'Asia/Tokyo' })
  await expect(row('Client: Orchid')).toContainText('Asia/Tokyo')
  await expect(row('Client: Orchid').getByTestId('team-health')).toHaveText('No monitors watched')

  const orchid = (await teamNamed('Client: Orchid'))!
  // By keyboard: Enter opens the panel with its first field focused, Escape closes it and gives
  // the focus back to the button.
  const editButton = row('Client: Orchid').getByTestId('team-edit')
  await editButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('team-form').getByTestId('team-form-name')).toBeFocused()
  await expect(editButton).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('team-form')).toHaveCount(0)
  await expect(editButton).toBeFocused()
  await page.keyboard.press('Enter')
  const edit = page.getByTestId('team-form')
  await edit.getByTestId('team-form-name').fill('Client: Orchid Ltd')
  await edit.getByTestId('team-form-timezone').fill('Europe/Paris')
  await sim.control.clearRequests()
  await edit.getByTestId('team-form-submit').click()
  await expect(page.getByTestId('teams-result')).toContainText('renamed it Client: Orchid Ltd')
  const put = await sent('PUT', `${base}/${orchid.id}`)
  expect(put.body).toEqual({ name: 'Client: Orchid Ltd', timezone: 'Europe/Paris' })
  await expect(row('Client: Orchid Ltd')).toContainText('Europe/Paris')
})

test('adds a user with a role, then logs in as them: the login page opens in a new tab', async () => {
  const orchid = (await teamNamed('Client: Orchid Ltd'))!
  const r = row('Client: Orchid Ltd')
  await r.getByTestId('team-user').click()
  const form = page.getByTestId('team-user-form')
  await form.getByTestId('team-user-email').fill('not-an-address')
  await form.getByTestId('team-user-name').fill('Ana')
  await form.getByTestId('team-user-role').selectOption('guest')
  await form.getByTestId('team-user-submit').click()
  await expect(form.getByTestId('field-error')).toHaveText(/email/)
  await form.getByTestId('team-user-email').fill('ana@orchid.test')
  await sim.control.clearRequests()
  await form.getByTestId('team-user-submit').click()
  await expect(page.getByTestId('teams-result')).toHaveText(
    'Added Ana (guest) to Client: Orchid Ltd.',
  )
  expect((await sent('POST', `${base}/${orchid.id}/users`)).body).toEqual({
    email: 'ana@orchid.test',
    name: 'Ana',
    role: 'guest',
  })

  await r.getByTestId('team-login').click()
  const login = page.getByTestId('login-as-form')
  await login.getByTestId('login-as-user').selectOption({ label: 'Ana <ana@orchid.test>, guest' })
  const opened = context.waitForEvent('page')
  await login.getByTestId('login-as-submit').click()
  const tab = await opened
  await tab.waitForLoadState()
  await expect(tab.getByRole('heading')).toHaveText('Signed in to Client: Orchid Ltd')
  await expect(tab.getByText('Signed in as Ana.')).toBeVisible()
  const link = new URL(tab.url())
  await tab.close()
  await expect(page.getByTestId('teams-result')).toContainText(
    'Made a login link to Client: Orchid Ltd as Ana, valid 5 minutes.',
  )
  const signature = link.searchParams.get('signature')!
  expect(signature).toMatch(/^[0-9a-f]{16,}$/)
  expect(await page.content()).not.toContain(signature)

  // The timeline has the action, not the link.
  await page.getByTestId('nav-timeline').click()
  const event = page.getByTestId('timeline-event').filter({ hasText: 'Made a login link' })
  await expect(event.first()).toBeVisible({ timeout: 15_000 })
  expect(await page.content()).not.toContain(signature)
  expect(serve.stderr()).not.toContain(signature)
})

test("a team's monitors open in the overview filtered to it", async () => {
  const bakery = (await simGet<Me>(sim, '/api/me')).teams.find((t) => /Bakery/.test(t.name))!
  await page.getByTestId('nav-teams').click()
  await row(bakery.name).getByTestId('team-monitors').click()
  await expect(page.getByTestId('filter-team')).toHaveValue(String(bakery.id))
  const { data } = await simGet<{ data: { team_id: number }[] }>(sim, '/api/monitors')
  await expect(page.getByTestId('monitor-row')).toHaveCount(
    data.filter((m) => m.team_id === bakery.id).length,
  )
  await page.getByTestId('filter-team').selectOption({ label: 'All teams' })
})

test('decouples and deletes by keyboard, each after a confirmation naming the team', async () => {
  await page.getByTestId('nav-teams').click()
  const orchid = (await teamNamed('Client: Orchid Ltd'))!
  // Decouple: the confirmation names the team and starts on "Keep it".
  await row('Client: Orchid Ltd').getByTestId('team-decouple').focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByTestId('team-confirm')
  await expect(confirm).toContainText('Decouple Client: Orchid Ltd?')
  await expect(confirm.getByTestId('team-confirm-no')).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(confirm.getByTestId('team-confirm-yes')).toBeFocused()
  await expect(confirm.getByTestId('team-confirm-yes')).toHaveText('Decouple Client: Orchid Ltd')
  await sim.control.clearRequests()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('teams-result')).toBeFocused()
  await expect(page.getByTestId('teams-result')).toContainText('Decoupled Client: Orchid Ltd')
  await sent('POST', `${base}/${orchid.id}/decouple`)
  await expect(row('Client: Orchid Ltd')).toHaveCount(0)

  // Delete: Escape-free cancel first, then the real one.
  const harbor = (await simGet<{ data: ApiTeam[] }>(sim, base)).data.find((t) =>
    /Harbor/.test(t.name),
  )!
  await row(harbor.name).getByTestId('team-delete').focus()
  await page.keyboard.press('Enter')
  await expect(confirm).toContainText(`Delete ${harbor.name}?`)
  await expect(confirm).toContainText('All its monitors are deleted')
  await page.keyboard.press('Enter') // "Keep it" has focus: nothing is deleted
  await expect(confirm).toHaveCount(0)
  await row(harbor.name).getByTestId('team-delete').click()
  await sim.control.clearRequests()
  await confirm.getByTestId('team-confirm-yes').click()
  await expect(page.getByTestId('teams-result')).toHaveText(
    `Deleted the managed team ${harbor.name} and its monitors.`,
  )
  expect((await sent('DELETE', `${base}/${harbor.id}`)).status).toBe(204)
  await expect(row(harbor.name)).toHaveCount(0)
})

test('an account that is no reseller gets one sentence, not an error', async ({
  browser,
  rendererDir,
}) => {
  const plain = await startSimulator({ seed: 7, scenario: 'steady', resellers: false })
  const dir = mkdtempSync(join(tmpdir(), 'uptray-teams-plain-'))
  try {
    await writeSettings(dir, plain.baseUrl)
    const other = await startServe({ rendererDir, dataDir: dir, token: plain.token })
    try {
      const tab = await browser.newPage()
      await tab.goto(other.url)
      await expect(tab.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })
      await tab.getByTestId('nav-teams').click()
      await expect(tab.getByTestId('teams-not-reseller')).toHaveText(
        /This account manages no client teams: managed teams belong to reseller accounts/,
      )
      await expect(tab.getByTestId('teams-error')).toHaveCount(0)
      await expect(tab.getByTestId('team-new')).toHaveCount(0)
      await expect(tab.getByRole('alert')).toHaveCount(0)
      await tab.close()
    } finally {
      await other.stop()
    }
  } finally {
    await plain.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
