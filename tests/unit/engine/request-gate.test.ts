import { describe, expect, it } from 'vitest'
import { boundedAnswer } from '@app/adapters/bounded-answer'
import { RequestBudget } from '@app/core/engine/budget'
import type { Priority } from '@app/core/engine/priorities'
import { GateClosedError, RequestGate } from '@app/core/engine/request-gate'
import type { FetchLike } from '@app/core/ports'
import { FakeClock } from '../../helpers/fake-clock'

// The gate is handed a FetchLike port; here it answers from a table, so ordering and timing can
// be read exactly. The engine's tests against the simulator cover the real HTTP path.
function setup(
  options: { limit?: number; share?: number; answer?: (url: string) => Response } = {},
) {
  const clock = new FakeClock({ start: 0 })
  const budget = new RequestBudget({
    share: options.share ?? 0.3,
    assumedLimit: options.limit ?? 10,
  })
  const sent: { url: string; at: number }[] = []
  const fetch: FetchLike = async (url) => {
    sent.push({ url, at: clock.now() })
    return options.answer?.(url) ?? new Response('{}', { status: 200 })
  }
  const gate = new RequestGate({ clock, budget, fetch })
  return { clock, budget, gate, sent }
}

describe('RequestGate', () => {
  it('never starts more requests in a minute than the budget allows', async () => {
    const { clock, gate, sent } = setup() // 3 per minute
    const done = Array.from({ length: 7 }, (_, i) => gate.run('sweep', () => gate.fetch(`/p${i}`)))
    await clock.advance(0)
    expect(sent.map((s) => s.at)).toEqual([0, 0, 0])
    await clock.advance(60_000)
    expect(sent.map((s) => s.at)).toEqual([0, 0, 0, 60_000, 60_000, 60_000])
    await clock.advance(60_000)
    await Promise.all(done)
    expect(sent).toHaveLength(7)
  })

  it('serves higher priorities first, oldest first within a priority', async () => {
    const { clock, gate, sent } = setup({ limit: 10, share: 0.1 }) // 1 per minute
    const order: Priority[] = [
      'maintenance',
      'sweep',
      'cron',
      'action',
      'focus',
      'sweep',
      'maintenance',
    ]
    const all = order.map((p, i) => gate.run(p, () => gate.fetch(`/${p}/${i}`)))
    await clock.advance(7 * 60_000)
    await Promise.all(all)
    // The first request went out at once; the rest waited and were sorted.
    expect(sent.map((s) => s.url)).toEqual([
      '/maintenance/0',
      '/action/3',
      '/focus/4',
      '/sweep/1',
      '/sweep/5',
      '/cron/2',
      '/maintenance/6',
    ])
  })

  it('reads a lent body while on the wire and passes it on; read as text, it can be read again', async () => {
    const clock = new FakeClock({ start: 0 })
    const budget = new RequestBudget({ share: 0.3, assumedLimit: 10 })
    let send: ReadableStreamDefaultController<Uint8Array> | null = null
    const fetch: FetchLike = async () => {
      const stream = new ReadableStream<Uint8Array>({ start: (c) => void (send = c) })
      return boundedAnswer(new Response(stream), 1024)
    }
    const gate = new RequestGate({ clock, budget, fetch })
    const answer = gate.run('sweep', () => gate.fetch('/lent'))
    await clock.advance(0)
    send!.enqueue(new TextEncoder().encode('{"data":[1,'))
    await clock.advance(0)
    expect(gate.inFlight).toBe(1)
    send!.enqueue(new TextEncoder().encode('2]}'))
    send!.close()
    const response = await answer
    expect(gate.inFlight).toBe(0)
    const body = await response.lendBody!()
    expect(body.text(0, body.bytes.length)).toBe('{"data":[1,2]}')
    body.release()

    const again = gate.run('sweep', () => gate.fetch('/text'))
    await clock.advance(0)
    send!.enqueue(new TextEncoder().encode('{"ok":true}'))
    send!.close()
    const read = await again
    expect(await read.text()).toBe('{"ok":true}')
    expect(await read.text()).toBe('{"ok":true}')
  })

  it('learns the limit from X-RateLimit-Limit', async () => {
    const { clock, gate, budget } = setup({
      answer: () => new Response('{}', { headers: { 'X-RateLimit-Limit': '100' } }),
    })
    await gate.run('sweep', () => gate.fetch('/a'))
    await clock.advance(0)
    expect(budget.perMinute).toBe(30)
  })

  it('sends nothing at all until Retry-After has passed after a 429', async () => {
    let first = true
    const { clock, gate, sent } = setup({
      limit: 1000,
      answer: () => {
        if (!first) return new Response('{}')
        first = false
        return new Response('{"error":"Too Many Attempts."}', {
          status: 429,
          headers: { 'Retry-After': '120' },
        })
      },
    })
    const limited = await gate.run('sweep', () => gate.fetch('/a'))
    expect(limited.status).toBe(429)
    expect(gate.rateLimitedUntil).toBe(120_000)
    const later = gate.run('sweep', () => gate.fetch('/b'))
    await expect(
      gate.run('action', () => gate.fetch('/act'), { failFast: true }),
    ).rejects.toBeInstanceOf(GateClosedError)
    await clock.advance(119_999)
    expect(sent).toHaveLength(1)
    await clock.advance(1)
    await later
    expect(sent.map((s) => [s.url, s.at])).toEqual([
      ['/a', 0],
      ['/b', 120_000],
    ])
  })

  it('holds requests while paused and fails user-facing ones at once', async () => {
    const { clock, gate, sent } = setup()
    gate.pause('You are offline.')
    const sweep = gate.run('sweep', () => gate.fetch('/s'))
    await expect(gate.run('action', () => gate.fetch('/a'), { failFast: true })).rejects.toThrow(
      'You are offline.',
    )
    await clock.advance(600_000)
    expect(sent).toHaveLength(0)
    gate.resume()
    await sweep
    expect(sent.map((s) => s.url)).toEqual(['/s'])
  })

  it('runs background work only with spare budget', async () => {
    const { clock, gate, sent } = setup({ limit: 10, share: 0.3 }) // 3 per minute
    await gate.run('sweep', () => gate.fetch('/s1'))
    await gate.run('sweep', () => gate.fetch('/s2'))
    const background = gate.run('cron', () => gate.fetch('/cron'), { background: true })
    await clock.advance(30_000)
    expect(sent.map((s) => s.url)).toEqual(['/s1', '/s2'])
    await clock.advance(30_000)
    await background
    expect(sent.at(-1)).toEqual({ url: '/cron', at: 60_000 })
  })

  it('runs fills only while the click room stays free, refuses the rest with when to ask again', async () => {
    const { clock, gate, sent } = setup({ limit: 180, share: 0.3 }) // 54 per minute
    expect(gate.clickRoom()).toBe(10)
    await clock.advance(1_000)
    const fills = Array.from({ length: 50 }, (_, i) =>
      gate.run('cron', () => gate.fetch(`/cron/${i}`), { fill: true, failFast: true }),
    )
    const answers = await Promise.allSettled(fills)
    const started = answers.filter((a) => a.status === 'fulfilled')
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []))
    expect(started).toHaveLength(54 - 10)
    expect(refused).toHaveLength(50 - 44)
    for (const error of refused) {
      expect(error).toBeInstanceOf(GateClosedError)
      expect(error).toMatchObject({ reason: 'budget', until: 61_000 })
    }
    // The page the user opens next starts at once.
    const pages = ['/status-pages', '/templates'].map((u) => gate.run('focus', () => gate.fetch(u)))
    await clock.advance(0)
    await Promise.all(pages)
    expect(sent.slice(-2)).toEqual([
      { url: '/status-pages', at: 1_000 },
      { url: '/templates', at: 1_000 },
    ])
  })

  it('refuses a fill at once while a read for a client waits for its slot', async () => {
    const { clock, gate } = setup({ limit: 10, share: 0.3 }) // 3 per minute
    await gate.run('focus', () => gate.fetch('/f1'))
    await gate.run('sweep', () => gate.fetch('/s1'))
    await gate.run('sweep', () => gate.fetch('/s2'))
    const page = gate.run('focus', () => gate.fetch('/f2'))
    const fill = gate.run('cron', () => gate.fetch('/c'), { fill: true })
    await expect(fill).rejects.toMatchObject({ reason: 'budget', until: 60_000 })
    await clock.advance(60_000)
    await expect(page).resolves.toBeDefined()
  })

  it('keeps no click room a budget cannot spare', async () => {
    const { gate } = setup({ limit: 10, share: 0.3 }) // 3 per minute
    expect(gate.clickRoom()).toBe(1)
    await gate.run('cron', () => gate.fetch('/a'), { fill: true })
    await expect(gate.run('cron', () => gate.fetch('/b'), { fill: true })).resolves.toBeDefined()
    await expect(gate.run('cron', () => gate.fetch('/c'), { fill: true })).rejects.toMatchObject({
      reason: 'budget',
    })
  })

  it('cancels queued requests', async () => {
    const { gate } = setup({ limit: 10, share: 0.1 })
    const first = gate.run('sweep', () => gate.fetch('/a'))
    const second = gate.run('sweep', () => gate.fetch('/b'))
    gate.cancelQueued('Signed out.')
    await first
    await expect(second).rejects.toThrow('Signed out.')
  })

  it('lets a long list wait for budget in the background but fails it at once for the user', async () => {
    const { clock, gate, sent } = setup() // 3 per minute
    const fourPages = () =>
      Promise.all([gate.fetch('/p1'), gate.fetch('/p2'), gate.fetch('/p3'), gate.fetch('/p4')])
    await expect(gate.run('focus', fourPages, { failFast: true })).rejects.toMatchObject({
      reason: 'budget',
      message: expect.stringContaining('too long'),
    })
    expect(sent).toHaveLength(3)
    const background = gate.run('cron', fourPages)
    await clock.advance(120_000)
    await background
    expect(sent.map((s) => s.at)).toEqual([0, 0, 0, 60_000, 60_000, 60_000, 120_000])
  })
})
