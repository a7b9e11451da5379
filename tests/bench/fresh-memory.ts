// What memory costs on the machine running the bench, beside JSON.parse, per MB: a sweep's floor
// is set by more than parsing. A monitor page (about 1 MB) read as one string in V8's heap takes
// a new large-object page each time; the objects parsed from it and a collection's copies take
// pages too. Where the hypervisor hands out each new page slowly (a VM that reports freed pages
// to its host), those pages cost as much as the parsing: the engine can only take fewer of them.

const MB = 1_000_000

interface Timed {
  /** ms per call. */
  ms: number
  /** Pages the process touched for the first time (minor page faults), per call. */
  faults: number
}

/** One round of `calls` calls of `fn`. */
function timed(fn: () => void, calls = 20): Timed {
  const faults = process.resourceUsage().minorPageFault
  const start = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) fn()
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / calls
  return { ms, faults: (process.resourceUsage().minorPageFault - faults) / calls }
}

/** The lowest ms per call of `fn` over five rounds (the machine is shared). */
const lowest = (fn: () => void): number =>
  Math.min(...Array.from({ length: 5 }, () => timed(fn).ms))

export interface MemoryFloor {
  /** JSON.parse of a monitor-page-like text, ms per MB of text. */
  parse: number
  /** Making a 1 MB string in V8's heap from bytes (a page's text), ms per MB. */
  heapString: number
  /** ... and the pages it touched for the first time, per MB. */
  heapStringFaults: number
  /** Writing 1 MB of memory just taken from the system (all kept, so none is reused), ms per MB. */
  freshMemory: number
  /** ms of one page touched for the first time, from the fresh memory's time and page faults. */
  msPerFault: number
  /** Writing the same 1 MB again (memory already in use), ms per MB. */
  warmMemory: number
}

export function measureMemoryFloor(): MemoryFloor {
  const rows = Array.from({ length: 1_000 }, (_, id) => ({
    id,
    url: `https://site-${id}.example.com/`,
    label: `Monitor ${id}`,
    checks: Array.from({ length: 6 }, (_, c) => ({
      id: id * 10 + c,
      type: 'uptime',
      enabled: true,
      latest_run_ended_at: '2026-01-05 09:00:00',
      summary: 'Up',
    })),
  }))
  const text = JSON.stringify({ data: rows })
  const textMb = text.length / MB
  // Just under the size above which Node keeps a latin1 string in malloc's memory instead.
  const bytes = Buffer.alloc(MB, 'a')
  const warm = Buffer.allocUnsafeSlow(MB)
  const heapString = timed(() => bytes.toString('latin1'))
  const kept: Buffer[] = []
  const fresh = timed(() => kept.push(Buffer.allocUnsafeSlow(MB).fill(1)))
  kept.length = 0
  return {
    parse: lowest(() => JSON.parse(text)) / textMb,
    heapString: heapString.ms,
    heapStringFaults: heapString.faults,
    freshMemory: fresh.ms,
    msPerFault: fresh.faults > 0 ? fresh.ms / fresh.faults : NaN,
    warmMemory: lowest(() => warm.fill(1)),
  }
}
