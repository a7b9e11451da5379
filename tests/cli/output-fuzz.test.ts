// Nothing but printable text, tab and newline reaches the terminal from the CLI, whatever the
// service (or a data file) puts in labels, check types, summaries, refusal messages and errors.
// Two parts: a seeded fuzz of every output path through the CLI's own functions and its one
// output guard (200 cases, in process), and real `uptray` processes, at least one per command
// and format, against the real simulator (labels set through its API), a small server that
// refuses every action with a crafted message, and a timeline file.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FileStore } from '@app/adapters/file-store'
import { TimelineLog } from '@app/core/engine/timeline-log'
import type { NewTimelineEvent } from '@app/core/engine/timeline'
import type { StatusReport as Report } from '@app/shared/status-report'
import { put, useSimulator } from '../helpers/simulator'
import { runCli, startCli, type CliRun } from './run-cli'

vi.setConfig({ testTimeout: 120_000 })

/** Everything the terminal must never receive raw. */
const UNSAFE = new RegExp(
  '[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\u2028\\u2029]' +
    '|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
)

function expectPrintable(text: string, where: string): void {
  const found = UNSAFE.exec(text)
  const code = found ? `U+${found[0].charCodeAt(0).toString(16).padStart(4, '0')}` : null
  expect(code, `${where}: ${JSON.stringify(text.slice(0, 300))}`).toBeNull()
}

function expectRunPrintable(run: CliRun, where: string): void {
  expectPrintable(run.stdout, `${where} stdout`)
  expectPrintable(run.stderr, `${where} stderr`)
}

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))
const C1 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i))
const SEQUENCES = [
  '\u001b[2J',
  '\u001b[31;1m',
  '\u001b[?1049h',
  '\u001b]0;pwned\u0007',
  '\u001b]8;;https://evil.example/\u001b\\link\u001b]8;;\u001b\\',
  '\u001b]52;c;ZXZpbA==\u0007',
  '\u001bP1$rpwned\u001b\\',
  '\u001b_apc\u001b\\',
  '\u001bc',
  '\u009b2J',
  '\u009d0;title\u009c',
  '\u001b]0;unterminated',
  '\u001b',
]
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
]
const OTHER = ['\u007f', '\ud800', '\udfff', '\u2028', '\u2029', '\r\n', 'é', '😀', 'Ω']
const PIECES = [...C0, ...C1, ...SEQUENCES, ...BIDI, ...OTHER, 'word', ' ', '|', '<b>']

/** mulberry32: the same cases on every run. */
function seeded(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `prefix` (which no sequence can swallow: it comes first) then 1-6 hostile pieces. */
function hostile(rand: () => number, prefix: string): string {
  let text = prefix
  const n = 1 + Math.floor(rand() * 6)
  for (let i = 0; i < n; i++) text += PIECES[Math.floor(rand() * PIECES.length)]!
  return text
}

/** Every piece at least once over the cases: case i starts with piece i. */
function hostileCase(rand: () => number, i: number, prefix: string): string {
  return hostile(rand, `${prefix}${PIECES[i % PIECES.length]}`)
}

describe('output fuzz through the CLI functions and its output guard (200 seeded cases)', () => {
  it('every command and format prints only printable text; JSON still parses to the same values', async () => {
    const { guardStream } = await import('@app/cli/output')
    const { statusTable } = await import('@app/cli/status-report')
    const { renderBar } = await import('@app/cli/formats')
    const { humanLine } = await import('@app/cli/watch-lines')
    const { actOutput } = await import('@app/cli/commands/act')
    const { actionResultOf } = await import('@app/cli/commands/act-app')
    const { eventsOutput } = await import('@app/cli/commands/events')
    const { toCliError } = await import('@app/cli/errors')
    const { cliErrorOf } = await import('@app/cli/exit-codes')
    const { parseCli } = await import('@app/cli/args')

    let captured = ''
    const sink = {
      write(chunk: string | Uint8Array) {
        captured += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
        return true
      },
    }
    guardStream(sink as unknown as NodeJS.WriteStream)
    /** What the terminal gets for one write of `text` and a newline. */
    const printed = (text: string): string => {
      captured = ''
      sink.write(`${text}\n`)
      return captured
    }

    const rand = seeded(23)
    for (let i = 0; i < 200; i++) {
      const visible = `M${i}x`
      const label = hostileCase(rand, i, `${visible} `)
      const other = hostile(rand, `N${i}x `)
      const report: Report = {
        fetchedAt: '2026-11-26T05:00:00.000Z',
        monitors: [
          {
            id: 1,
            label,
            url: hostile(rand, 'https://a.example/'),
            result: 'failed',
            health: 'failed',
            checks: [
              {
                id: 10,
                type: hostile(rand, 'type'),
                result: 'failed',
                enabled: true,
                snoozedUntil: hostile(rand, '2026'),
              },
            ],
          },
          {
            id: 2,
            label: other,
            url: 'https://b.example/',
            result: 'warning',
            health: 'warning',
            checks: [],
          },
        ],
        unreadable: 0,
        totals: {
          failed: 1,
          warning: 1,
          succeeded: 0,
          pending: 0,
          unknown: 0,
          snoozed: 0,
          maintenance: 0,
          disabled: 0,
        },
      }
      const baseUrl = 'https://ohdear.app'
      const message = hostileCase(rand, i + 7, `R${i}x `)

      const texts: [string, string][] = [
        ['status table', statusTable(report, baseUrl)],
        ['xbar', renderBar('xbar', { report, problem: null, baseUrl })],
        ['line', renderBar('line', { report, problem: null, baseUrl })],
        [
          'watch line',
          humanLine(
            {
              at: report.fetchedAt,
              type: 'check.changed',
              monitorId: 1,
              checkId: 10,
              from: 'a',
              to: 'b',
              notify: false,
              reason: message,
            },
            label,
          ),
        ],
        [
          'refusal',
          actOutput(
            { op: 'snooze', checkId: 10, minutes: 5 },
            { ok: false, kind: 'refused', message },
            false,
            null,
            'direct',
          ).stderr!,
        ],
        [
          'app refusal',
          actOutput(
            { op: 'maintenance-stop', monitorId: 1 },
            actionResultOf({ ok: false, error: { kind: 'refused', message } }),
            false,
            null,
            'app',
          ).stderr!,
        ],
        ['unexpected error', `uptray: ${toCliError(new Error(message)).message}`],
        ['unreachable', `uptray: ${cliErrorOf('network', message).message}`],
      ]
      const events = {
        events: [
          {
            seq: 1,
            at: report.fetchedAt,
            kind: 'change' as const,
            type: 'check.changed',
            monitorId: 1,
            monitorLabel: label,
            tags: [other],
            checkId: 10,
            checkType: 'uptime',
            from: 'succeeded',
            to: 'failed',
            reason: null,
            text: `${visible} ${message}`,
          },
        ],
        total: 1,
        unreadable: 0,
      }
      texts.push(['events', eventsOutput(events, false)])
      try {
        parseCli(['snooze', message])
      } catch (error) {
        texts.push(['argument error', `uptray: ${(error as Error).message}`])
      }

      for (const [where, text] of texts) expectPrintable(printed(text), `case ${i} ${where}`)
      // The visible part stays visible in the text forms that show the label.
      expect(printed(texts[0]![1])).toContain(visible)
      expect(printed(texts[3]![1])).toContain(visible)
      expect(printed(texts[8]![1])).toContain(visible)

      const json: [string, unknown][] = [
        ['status --json', { ...report, source: 'direct' }],
        [
          'refusal --json',
          JSON.parse(
            actOutput(
              { op: 'rerun', checkId: 10 },
              { ok: false, kind: 'refused', message },
              true,
              null,
              'direct',
            ).stdout!,
          ),
        ],
        ['events --json', events],
        [
          'watch --json',
          {
            at: report.fetchedAt,
            type: 'sync.status',
            monitorId: null,
            to: 'ok',
            notify: false,
            reason: message,
          },
        ],
      ]
      json.push(['waybar', JSON.parse(renderBar('waybar', { report, problem: null, baseUrl }))])
      for (const [where, value] of json) {
        const out = printed(JSON.stringify(value))
        expectPrintable(out, `case ${i} ${where}`)
        // Escaped, not removed: the values read back exactly.
        expect(JSON.parse(out), `case ${i} ${where}`).toEqual(value)
      }
      const table = JSON.parse(printed(JSON.stringify({ ...report, source: 'direct' }))) as Report
      expect(table.monitors[0]!.label).toBe(label)
    }
  })
})

const TOKEN = 'fuzz-cli-SECRET-token-23'
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 3, seed: 23 })

interface ApiMonitor {
  id: number
  label: string
  checks: { id: number; type: string; latest_run_result: string | null; active_snooze: unknown }[]
}

const LABELS = [
  'shop \u001b]0;pwned\u0007\u001b[2J\u0000shop\u202eevil\u2066',
  'api \u009b2J\u001bP1$r\u001b\\\u007f\u200f\u061c\ud800',
  'blog \u001b]8;;https://evil.example/\u001b\\x\u001b]8;;\u001b\\\r\n\u0085\u2028',
]
const REFUSAL =
  'Refused \u001b]0;owned\u0007\u001b[2J\u001b[31mred\u0000\u0007\u202eevil\u009b2J\u2069\ud800'

/** A service that refuses every action (422) and every read (404) with a crafted message. */
async function refusingService(): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume()
    const status = request.method === 'POST' ? 422 : 404
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ message: REFUSAL, errors: { minutes: [REFUSAL] } }))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { baseUrl: `http://127.0.0.1:${port}`, server }
}

function event(at: number, text: string, label: string): NewTimelineEvent {
  return {
    at: new Date(at).toISOString(),
    kind: 'change',
    type: 'check.changed',
    monitorId: 1,
    monitorLabel: label,
    tags: [],
    checkId: 10,
    checkType: 'uptime',
    from: 'succeeded',
    to: 'failed',
    reason: null,
    text,
  }
}

describe('real uptray processes, one or more per command and format', () => {
  let monitors: ApiMonitor[] = []
  let refusing: { baseUrl: string; server: Server }
  let dataDir: string
  beforeAll(async () => {
    const list = await sim().json<{ data: ApiMonitor[] }>('/api/monitors')
    for (const [i, monitor] of list.data.entries()) {
      await sim().json(`/api/monitors/${monitor.id}`, put({ friendly_name: LABELS[i % 3] }))
    }
    monitors = (await sim().json<{ data: ApiMonitor[] }>('/api/monitors')).data
    refusing = await refusingService()
    dataDir = await mkdtemp(join(tmpdir(), 'uptray-fuzz-'))
    const now = Date.now()
    const log = new TimelineLog({
      store: new FileStore(dataDir),
      clock: { now: () => now, setTimer: () => ({ cancel: () => undefined }) },
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    })
    log.record([event(now - 1000, `down ${REFUSAL}`, LABELS[0]!)])
    await log.flush()
  })
  afterAll(async () => {
    refusing?.server.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const env = { UPTRAY_API_TOKEN: TOKEN }
  const onSim = (args: string[]) => runCli([...args, '--base-url', sim().baseUrl], env)
  const onRefusing = (args: string[]) => runCli([...args, '--base-url', refusing.baseUrl], env)

  it('the hostile labels reached the service as set', () => {
    expect(monitors.map((m) => m.label).sort()).toEqual([...LABELS].sort())
  })

  it('status: table, --json, waybar, xbar, line', async () => {
    const [table, json, waybar, xbar, line] = await Promise.all([
      onSim(['status', '--direct']),
      onSim(['status', '--direct', '--json']),
      onSim(['status', '--direct', '--format', 'waybar']),
      onSim(['status', '--direct', '--format', 'xbar']),
      onSim(['status', '--direct', '--format', 'line']),
    ])
    for (const [where, run] of Object.entries({ table, json, waybar, xbar, line })) {
      expect(run.code, where).toBe(0)
      expectRunPrintable(run, `status ${where}`)
    }
    expect(table.stdout).toContain('shop shop')
    expect(table.stdout).not.toContain('pwned')
    const report = JSON.parse(json.stdout) as { monitors: { label: string }[] }
    expect(report.monitors.map((m) => m.label).sort()).toEqual([...LABELS].sort())
    JSON.parse(waybar.stdout)
  })

  it('snooze, unsnooze, rerun, maintenance start and stop: successes, text and --json', async () => {
    const monitor = monitors.find((m) => m.label === LABELS[0])!
    const check = monitor.checks[0]!
    const snooze = await onSim(['snooze', String(check.id), '--minutes', '5'])
    const unsnooze = await onSim(['unsnooze', String(check.id), '--json'])
    const rerun = await onSim(['rerun', String(check.id)])
    const start = await onSim([
      'maintenance',
      'start',
      String(monitor.id),
      '--minutes',
      '10',
      '--json',
    ])
    const stop = await onSim(['maintenance', 'stop', String(monitor.id)])
    for (const [where, run] of Object.entries({ snooze, unsnooze, rerun, start, stop })) {
      expect(run.code, `${where}: ${run.stderr}`).toBe(0)
      expectRunPrintable(run, where)
    }
    expect(snooze.stdout).toMatch(/^Snoozed .* of shop shop/)
    expect(JSON.parse(unsnooze.stdout)).toMatchObject({ ok: true, op: 'unsnooze' })
    expect(JSON.parse(start.stdout)).toMatchObject({ ok: true })
  })

  it('refusals carrying OSC 0 and CSI 2J, text and --json, and read errors', async () => {
    const runs = await Promise.all([
      onRefusing(['snooze', '1', '--minutes', '5']),
      onRefusing(['snooze', '1', '--minutes', '5', '--json']),
      onRefusing(['unsnooze', '1']),
      onRefusing(['rerun', '1', '--json']),
      onRefusing(['maintenance', 'start', '1', '--minutes', '10']),
      onRefusing(['maintenance', 'stop', '1', '--json']),
      onRefusing(['status', '--direct']),
      onRefusing(['status', '--direct', '--format', 'xbar']),
    ])
    for (const [i, run] of runs.entries()) {
      expectRunPrintable(run, `refusing run ${i}`)
      // A bar keeps its module when the service fails: it says so in the bar, exit 0.
      if (i < 7) expect(run.code, `refusing run ${i}`).not.toBe(0)
    }
    expect(runs[0]!.code).toBe(5)
    expect(runs[0]!.stderr).toContain('Refused')
    expect(runs[0]!.stderr).not.toContain('owned')
    const json = JSON.parse(runs[1]!.stdout) as { message: string; kind: string }
    expect(json.kind).toBe('refused')
    expect(json.message).toContain('Refused')
  })

  it('events: table and --json from a timeline with hostile text', async () => {
    const [table, json] = await Promise.all([
      runCli(['events', '--data-dir', dataDir]),
      runCli(['events', '--json', '--data-dir', dataDir]),
    ])
    expect(table.code).toBe(0)
    expect(json.code).toBe(0)
    expectRunPrintable(table, 'events')
    expectRunPrintable(json, 'events --json')
    expect(table.stdout).toContain('down Refused')
    const page = JSON.parse(json.stdout) as { events: { text: string }[] }
    expect(page.events[0]!.text).toBe(`down ${REFUSAL}`)
  })

  it('argument errors and unusable addresses quoting hostile text', async () => {
    const runs = await Promise.all([
      runCli(['snooze', '\u001b]0;pwned\u0007\u001b[2J'], env),
      runCli(['status', '--format', '\u001b[2J\u202e'], env),
      runCli(['\u001b]0;pwned\u0007nonsense'], env),
      runCli(['events', '--data-dir', `/nonexistent/\u001b[2J\u202e`]),
      runCli(
        ['status', '--direct', '--base-url', 'http://127.0.0.1:9/\u001b]0;t\u0007\u009b2J'],
        env,
      ),
    ])
    for (const [i, run] of runs.entries()) {
      expectRunPrintable(run, `argument run ${i}`)
      expect(run.code, `argument run ${i}`).not.toBe(0)
      expect(run.stderr, `argument run ${i}`).toMatch(/^uptray: /)
    }
  })

  it('watch: text, --json and --format waybar over one change of a hostile-labelled monitor', async () => {
    const monitor = monitors.find((m) => m.label === LABELS[1])!
    const uptime = monitor.checks.find((c) => c.type === 'uptime') ?? monitor.checks[0]!
    const kinds = [[], ['--json'], ['--format', 'waybar']]
    const children = kinds.map((extra) => {
      const child = startCli(
        ['watch', ...extra, '--interval', '10', '--base-url', sim().baseUrl],
        env,
      )
      const run = { stdout: '', stderr: '', code: null as number | null }
      child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
      const closed = once(child, 'close').then(([code]) => (run.code = code as number))
      return { child, run, closed }
    })
    const until = async (ok: () => boolean) => {
      while (!ok()) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    try {
      await until(() => children[0]!.run.stdout.includes('-> ok') && children[2]!.run.stdout !== '')
      await until(() => children[1]!.run.stdout.includes('"to":"ok"'))
      await sim().control.setCheckResult(uptime.id, 'failed', `Down ${REFUSAL}`)
      await until(() => children[0]!.run.stdout.includes(`check ${uptime.id}`))
      await until(() => children[1]!.run.stdout.includes(`"checkId":${uptime.id}`))
      await until(() => children[2]!.run.stdout.trim().split('\n').length > 1)
    } finally {
      for (const { child } of children) child.kill('SIGTERM')
      await Promise.all(children.map((c) => c.closed))
      await sim().control.setCheckResult(uptime.id, null)
    }
    for (const [i, { run }] of children.entries()) {
      expectRunPrintable(run, `watch ${kinds[i]!.join(' ')}`)
      expect(run.code).toBe(0)
    }
    expect(children[0]!.run.stdout).toContain('api ')
    for (const line of children[1]!.run.stdout.trim().split('\n')) JSON.parse(line)
    for (const line of children[2]!.run.stdout.trim().split('\n')) JSON.parse(line)
  })
})
