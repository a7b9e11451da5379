import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { MonitorType } from '@app/shared/model'
import App from '@src/App.vue'
import { check, monitor, ranAll, snapshot } from './fixtures'
import { chooseOption, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const snoozedUntil = new Date(Date.now() + 45 * 60_000).toISOString()
const account = () => {
  const s = snapshot([
    monitor({
      id: 7,
      label: 'checkout.example.com',
      result: 'failed',
      checks: [
        check({
          id: 71,
          label: 'Uptime',
          result: 'failed',
          summary: 'Connection timed out',
        }),
        check({ id: 72, label: 'Certificate health', type: 'certificate_health', snoozedUntil }),
        check({ id: 73, label: 'Broken links', type: 'broken_links', enabled: false }),
      ],
    }),
  ])
  // The failing check last ran 3 minutes ago; the monitor then too.
  s.ran = ranAll(s.monitors, Date.now() - 180_000)
  return s
}

async function openDetail() {
  const fake = freshFake({ snapshot: account() })
  fake.answer('uptime', (_id, range) =>
    range === '24h'
      ? [
          { at: '2026-03-17T12:00:00Z', uptimePercentage: 100 },
          { at: '2026-03-17T13:00:00Z', uptimePercentage: 95.5 },
        ]
      : [{ at: '2026-03-10T00:00:00Z', uptimePercentage: 99.99 }],
  )
  fake.answer('httpTimings', () => [
    {
      at: '2026-03-17T13:00:00Z',
      dnsMs: 10,
      tcpMs: 20,
      tlsMs: 30,
      serverMs: 140,
      downloadMs: 12,
      totalMs: 212,
    },
  ])
  fake.answer('downtime', () => [
    {
      id: 1,
      startedAt: '2026-03-17T13:10:00Z',
      endedAt: '2026-03-17T13:22:30Z',
      durationSeconds: 750,
    },
  ])
  fake.answer('maintenancePeriods', () => ({
    running: null,
    // The team in the user's own zone: no team times beside the user's.
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    zoneSource: 'status-page',
    upcoming: [
      {
        id: 3,
        monitorId: 7,
        name: 'DB upgrade',
        startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
      },
    ],
    recurring: [
      {
        id: 4,
        monitorId: 7,
        name: 'Backups',
        schedule: 'Every Sunday',
        startTime: '02:00',
        endTime: '03:00',
      },
    ],
  }))
  const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
  await flushPromises()
  return { fake, wrapper }
}

describe('monitor detail', () => {
  it('lists every check with result, summary, relative last run and snooze remaining', async () => {
    const { wrapper, fake } = await openDetail()
    expect(wrapper.find('[data-test=monitor-title]').text()).toBe('checkout.example.com')
    const rows = wrapper.findAll('[data-test=check-row]')
    expect(rows).toHaveLength(3)
    expect(rows[0]!.text()).toContain('Failed')
    expect(rows[0]!.text()).toContain('Connection timed out')
    expect(rows[0]!.find('[data-test=last-run]').text()).toBe('3 minutes ago')
    expect(rows[1]!.find('[data-test=snooze-state]').text()).toMatch(/4[45] min(utes)? left/)
    expect(rows[2]!.text()).toContain('Disabled')
    expect(fake.callsTo('setFocus')).toContainEqual([7])
  })

  it('runs the per-check actions through the bridge', async () => {
    const { wrapper, fake } = await openDetail()
    const rows = () => wrapper.findAll('[data-test=check-row]')
    await rows()[0]!.find('[data-test=snooze-60]').trigger('click')
    await rows()[1]!.find('[data-test=unsnooze]').trigger('click')
    await rows()[0]!.find('[data-test=rerun]').trigger('click')
    await rows()[2]!.find('[data-test=toggle-enabled]').trigger('click')
    await flushPromises()
    // Each with the check's monitor (7): the app looks nothing up.
    expect(fake.callsTo('snoozeCheck')).toEqual([[71, 60, 7]])
    expect(fake.callsTo('unsnoozeCheck')).toEqual([[72, 7]])
    expect(fake.callsTo('rerunCheck')).toEqual([[71, 7]])
    expect(fake.callsTo('setCheckEnabled')).toEqual([[73, true, 7]])
    expect(rows()[0]!.find('[data-test=unsnooze]').exists()).toBe(true) // snoozed now
  })

  it('starts, stops and schedules maintenance and lists upcoming and recurring periods', async () => {
    const { wrapper, fake } = await openDetail()
    expect(wrapper.find('[data-test=maintenance-upcoming]').text()).toContain('DB upgrade')
    expect(wrapper.find('[data-test=maintenance-recurring]').text()).toContain(
      'Every Sunday, 02:00–03:00: Backups',
    )

    await chooseOption(wrapper, '[data-test=maintenance-duration]', 0)
    await wrapper.find('[data-test=maintenance-start-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('startMaintenance')).toEqual([[7, 1800, undefined]])
    expect(wrapper.find('[data-test=maintenance-active]').text()).toMatch(
      /Running until .*, (29|30) min/,
    )

    await wrapper.find('[data-test=maintenance-stop]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('stopMaintenance')).toEqual([[7]])

    const form = wrapper.find('[data-test=maintenance-schedule-form]')
    await wrapper.find('[data-test=schedule-start]').setValue('2026-04-01T10:00')
    await wrapper.find('[data-test=schedule-end]').setValue('2026-04-01T09:00')
    await form.trigger('submit')
    expect(form.text()).toContain('The end must be after the start.')
    await wrapper.find('[data-test=schedule-end]').setValue('2026-04-01T11:00')
    await form.trigger('submit')
    await flushPromises()
    expect(fake.callsTo('scheduleMaintenance')).toEqual([
      [
        7,
        new Date('2026-04-01T10:00').toISOString(),
        new Date('2026-04-01T11:00').toISOString(),
        undefined,
      ],
    ])
  })

  it('shows uptime and response-time charts with text summaries, downtime, and switches range', async () => {
    const { wrapper, fake } = await openDetail()
    expect(wrapper.find('[data-test=uptime-summary]').text()).toBe(
      'Uptime over 24h: average 97.75 %, lowest 95.50 %.',
    )
    expect(wrapper.find('[data-test=timing-summary]').text()).toBe(
      'Response time over 24h: average 212 ms, slowest 212 ms.',
    )
    // No canvas in happy-dom: the charts fall back to their data as tables (Chromium draws them in e2e).
    expect(wrapper.find('[data-test=uptime-table]').text()).toContain('95.5 %')
    expect(wrapper.find('[data-test=timing-table]').text()).toContain('Server 140 ms')
    expect(wrapper.find('[data-test=downtime]').text()).toContain('12 min 30 s')

    await wrapper.find('[data-test=range-7d]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('uptime').at(-1)).toEqual([7, '7d'])
    expect(wrapper.find('[data-test=uptime-summary]').text()).toContain('average 99.99 %')
    expect(wrapper.find('[data-test=range-7d]').attributes('aria-pressed')).toBe('true')
  })

  it('asks for HTTP timings only for an HTTP monitor', async () => {
    const { fake } = await openDetail()
    expect(fake.callsTo('httpTimings')).toEqual([[7, '24h']])
    expect(fake.callsTo('pingMetrics')).toEqual([])
    expect(fake.callsTo('tcpMetrics')).toEqual([])
  })

  it('says when a monitor does not exist', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App, { path: '/monitor/999' })
    expect(wrapper.text()).toContain('Monitor not found')
  })
})

describe('response-time chart by monitor type', () => {
  async function openTyped(type: MonitorType) {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 9, type, label: `${type} box` })]) })
    fake.answer('pingMetrics', () => [
      {
        at: '2026-03-17T12:00:00Z',
        minMs: 4.2,
        avgMs: 12,
        maxMs: 30,
        packetLossPercentage: 0,
        uptimePercentage: 100,
      },
      {
        at: '2026-03-17T13:00:00Z',
        minMs: 5,
        avgMs: 18,
        maxMs: 95,
        packetLossPercentage: 2.5,
        uptimePercentage: 99,
      },
    ])
    fake.answer('tcpMetrics', () => [
      { at: '2026-03-17T12:00:00Z', connectMs: 20, uptimePercentage: 100 },
      { at: '2026-03-17T13:00:00Z', connectMs: 40, uptimePercentage: 100 },
    ])
    const { wrapper } = await mountWithApp(App, { path: '/monitor/9' })
    await flushPromises()
    const metricCalls = () => ({
      http: fake.callsTo('httpTimings'),
      ping: fake.callsTo('pingMetrics'),
      tcp: fake.callsTo('tcpMetrics'),
    })
    return { fake, wrapper, metricCalls }
  }

  it('charts a ping monitor from pingMetrics: average, fastest, slowest and packet loss', async () => {
    const { wrapper, fake, metricCalls } = await openTyped('ping')
    expect(metricCalls()).toEqual({ http: [], ping: [[9, '24h']], tcp: [] })
    expect(wrapper.find('[data-test=timing-chart]').attributes('data-kind')).toBe('ping')
    expect(wrapper.find('[data-test=timing-summary]').text()).toBe(
      'Ping over 24h: average 15 ms, fastest 4.2 ms, slowest 95 ms; packet loss up to 2.5 %.',
    )
    const rows = wrapper.findAll('[data-test=timing-table] tr')
    expect(rows).toHaveLength(2)
    expect(rows[1]!.text()).toContain('Average 18 ms')
    expect(rows[1]!.text()).toContain('Fastest 5 ms')
    expect(rows[1]!.text()).toContain('Slowest 95 ms')
    expect(rows[1]!.text()).toContain('Packet loss 2.5 %')
    expect(wrapper.text()).not.toContain('Could not load response times')

    await wrapper.find('[data-test=range-30d]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('pingMetrics').at(-1)).toEqual([9, '30d'])
    expect(metricCalls().http).toEqual([])
  })

  it('charts a TCP monitor from tcpMetrics as connect time', async () => {
    const { wrapper, metricCalls } = await openTyped('tcp')
    expect(metricCalls()).toEqual({ http: [], ping: [], tcp: [[9, '24h']] })
    expect(wrapper.find('[data-test=timing-chart]').attributes('data-kind')).toBe('tcp')
    expect(wrapper.find('[data-test=timing-summary]').text()).toBe(
      'TCP connect time over 24h: average 30 ms, slowest 40 ms.',
    )
    expect(wrapper.find('[data-test=timing-table]').text()).toContain('Connect 40 ms')
  })

  it('explains instead of charting for an AI monitor, and asks for no metrics', async () => {
    const { wrapper, fake, metricCalls } = await openTyped('ai')
    expect(metricCalls()).toEqual({ http: [], ping: [], tcp: [] })
    expect(wrapper.find('[data-test=timing-chart]').exists()).toBe(false)
    expect(wrapper.find('[data-test=timing-summary]').text()).toBe(
      'No response-time chart for AI monitors: response times are measured for HTTP, ping and TCP monitors only.',
    )
    expect(wrapper.text()).not.toContain('Could not load response times')
    // Uptime and downtime still load.
    expect(fake.callsTo('uptime')).toEqual([[9, '24h']])
    expect(fake.callsTo('downtime')).toEqual([[9, '24h']])

    await wrapper.find('[data-test=range-7d]').trigger('click')
    await flushPromises()
    expect(metricCalls()).toEqual({ http: [], ping: [], tcp: [] })
  })

  it('shows the service refusal as an error, not as a chart', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 9, type: 'tcp' })]) })
    fake.answer('tcpMetrics', () => Promise.reject(new Error('503 unavailable')))
    const { wrapper } = await mountWithApp(App, { path: '/monitor/9' })
    await flushPromises()
    expect(wrapper.text()).toContain('Could not load response times: 503 unavailable')
    expect(wrapper.find('[data-test=timing-chart]').exists()).toBe(false)
  })
})

describe('monitor detail: maintenance in the team time', () => {
  it('shows a running window as running, with Stop, not under Upcoming; a past one nowhere', async () => {
    const fake = freshFake({ snapshot: account() })
    const hour = 3_600_000
    const at = (ms: number) => new Date(Date.now() + ms).toISOString()
    fake.answer('maintenancePeriods', () => ({
      running: { id: 8, monitorId: 7, name: 'Deploy', startsAt: at(-hour), endsAt: at(hour) },
      upcoming: [
        { id: 9, monitorId: 7, name: 'Later', startsAt: at(5 * hour), endsAt: at(6 * hour) },
        { id: 10, monitorId: 7, name: 'Gone', startsAt: at(-3 * hour), endsAt: at(-2 * hour) },
      ],
      recurring: [],
      zone: 'Asia/Kolkata',
      zoneSource: 'learned',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
    await flushPromises()
    const running = wrapper.find('[data-test=maintenance-active]')
    expect(running.text()).toMatch(
      /Running until .*\(\d{2}:\d{2} Asia\/Kolkata\), (59 min|60 min|1 hr|1 hour)/,
    )
    expect(wrapper.find('[data-test=maintenance-stop]').exists()).toBe(true)
    expect(wrapper.find('[data-test=maintenance-start-form]').exists()).toBe(false)
    const upcoming = wrapper.find('[data-test=maintenance-upcoming]').text()
    expect(upcoming).toContain('Later')
    expect(upcoming).toContain('Asia/Kolkata')
    expect(upcoming).not.toContain('Deploy')
    expect(upcoming).not.toContain('Gone')
    expect(wrapper.find('[data-test=maintenance-zone]').text()).toMatch(
      /your local time .* team's time, Asia\/Kolkata: learned from the service's answer/,
    )
  })
})
