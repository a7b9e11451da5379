// Serve mode (a real process, --demo: the simulator inside it) under clients that ask and do not
// read, beside the same process idle, in one run:
// - resident memory with one control-socket connection that asked `events` 5,000 times and never
//   reads, over a sweep and more, and with 3,000 unread `snapshot:full` WebSocket requests;
//   target: within 50 MB of the idle process;
// - the sweep's interval (the demo simulator's request log: first monitor page of each sweep)
//   while a socket client asks 400 uptime and downtime details, beside the idle intervals;
//   target: within 10 % of the interval.
// Bounded: about four minutes, local servers only, every client and the process stopped at the end.
import { readdirSync, readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { SimControl } from '@app/simulator/control-client'
import { DEFAULT_TOKEN } from '@app/simulator/index'
import type { LoggedRequest } from '@app/simulator'
import { WS_PATH } from '@app/shared/ws-protocol'
import { startDemoApp, type DemoApp } from '../serve/serve-child'
import { accessCookieOf } from '../serve/ws-client'

const INTERVAL_MS = 30_000
const lines: string[] = []
let app: DemoApp
let control: SimControl
const sockets: Socket[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident memory (MB) of the serve process: every process whose command line names its folder. */
function rssMB(): number {
  let kB = 0
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (!cmdline.includes(app.folder) || !cmdline.includes('serve/index.ts')) continue
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      kB += Number(match?.[1] ?? 0)
    } catch {
      // The process ended meanwhile.
    }
  }
  return (kB * 1024) / 1e6
}

/** The highest resident memory seen over `ms`, sampled every second. */
async function peakOver(ms: number): Promise<number> {
  let peak = rssMB()
  for (let waited = 0; waited < ms; waited += 1000) {
    await sleep(1000)
    peak = Math.max(peak, rssMB())
  }
  return peak
}

/** Times between sweeps after `since`: the first monitor page of each (pages 5 s apart or more). */
async function sweepGaps(since: number): Promise<number[]> {
  const pages = (await control.requests()).filter(
    (r: LoggedRequest) => r.method === 'GET' && r.path === '/api/monitors' && r.at >= since,
  )
  const firsts = pages.filter((r, i) => i === 0 || r.at - pages[i - 1]!.at >= 5_000)
  return firsts.slice(1).map((r, i) => r.at - firsts[i]!.at)
}

const seconds = (gaps: number[]) => gaps.map((g) => (g / 1000).toFixed(1)).join(', ')

function connected(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(path, () => resolve(socket))
    socket.once('error', reject)
    sockets.push(socket)
  })
}

beforeAll(async () => {
  app = await startDemoApp('uptray-bench-bp-')
  control = new SimControl(app.baseUrl)
}, 60_000)

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await app?.stop()
  console.log(`\nServe mode under clients that do not read\n${lines.join('\n')}`)
})

test('memory and sweep cadence under unread events, unread WebSocket answers and 400 details', async () => {
  // Idle: two intervals and more, after the first sweep.
  const idleFrom = Date.now()
  await sleep(2 * INTERVAL_MS + 5_000)
  const idle = rssMB()
  const idleGaps = await sweepGaps(idleFrom)
  lines.push(`  idle: RSS ${idle.toFixed(0)} MB; sweep intervals ${seconds(idleGaps)} s`)

  // 5,000 `events` on one connection that never reads, over a sweep and more.
  const events = await connected(app.socket)
  let asks = ''
  for (let id = 0; id < 5000; id++) asks += `{"id":${id},"op":"events"}\n`
  events.write(asks)
  const withEvents = await peakOver(INTERVAL_MS + 10_000)
  lines.push(
    `  5,000 unread event subscriptions (one connection, ${Math.round((INTERVAL_MS + 10_000) / 1000)} s): peak RSS ${withEvents.toFixed(0)} MB (idle ${idle.toFixed(0)} MB, +${(withEvents - idle).toFixed(0)} MB)`,
  )
  events.destroy()

  // 3,000 `snapshot:full` requests from a page that does not read.
  const cookie = await accessCookieOf(app.serve.url)
  const page = new WebSocket(`ws://127.0.0.1:${app.serve.port}${WS_PATH}`, {
    headers: { Cookie: cookie },
    origin: `http://127.0.0.1:${app.serve.port}`,
  })
  await new Promise((resolve, reject) => {
    page.once('open', resolve)
    page.once('error', reject)
  })
  page.pause()
  for (let id = 0; id < 3000; id++) {
    page.send(JSON.stringify({ id, channel: 'snapshot:full', args: [] }))
  }
  const withWs = await peakOver(15_000)
  page.terminate()
  lines.push(
    `  3,000 unread snapshot:full WebSocket requests (15 s): peak RSS ${withWs.toFixed(0)} MB (idle ${idle.toFixed(0)} MB, +${(withWs - idle).toFixed(0)} MB)`,
  )

  // 400 details from one socket client while sweeps go on.
  const listed = await fetch(`${app.baseUrl}/api/monitors`, {
    headers: { Authorization: `Bearer ${DEFAULT_TOKEN}` },
  })
  const monitors = ((await listed.json()) as { data: { id: number }[] }).data.map((m) => m.id)
  const details = await connected(app.socket)
  let answered = 0
  let refused = 0
  let buffer = ''
  details.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    for (let i = buffer.indexOf('\n'); i !== -1; i = buffer.indexOf('\n')) {
      const line = JSON.parse(buffer.slice(0, i)) as { ok: boolean }
      if (line.ok) answered++
      else refused++
      buffer = buffer.slice(i + 1)
    }
  })
  const ranges = ['24h', '7d', '30d', '90d']
  let sent = ''
  for (let n = 0; n < 400; n++) {
    const id = monitors[n % monitors.length]
    const range = ranges[Math.floor(n / monitors.length) % ranges.length]
    const op = n % 2 === 0 ? 'uptime' : 'downtime'
    sent += `${JSON.stringify({ id: n, op, args: [id, range] })}\n`
  }
  const busyFrom = Date.now()
  details.write(sent)
  await sleep(2 * INTERVAL_MS + 5_000)
  const busyGaps = await sweepGaps(busyFrom)
  details.destroy()
  lines.push(
    `  400 details from one socket client (${answered} answered, ${refused} told no in ${Math.round((Date.now() - busyFrom) / 1000)} s): sweep intervals ${seconds(busyGaps)} s (idle ${seconds(idleGaps)} s)`,
  )

  expect(withEvents - idle, 'growth with 5,000 unread event subscriptions, MB').toBeLessThan(50)
  expect(withWs - idle, 'growth with 3,000 unread WebSocket requests, MB').toBeLessThan(50)
  expect(busyGaps.length).toBeGreaterThanOrEqual(1)
  for (const gap of busyGaps) expect(gap).toBeLessThanOrEqual(INTERVAL_MS * 1.1)
}, 300_000)
