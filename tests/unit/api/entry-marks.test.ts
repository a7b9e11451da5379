// A monitor's run times as marks in its answer's bytes (entry-marks.ts), its print with them
// blanked (entry-print.ts), and a page read where its monitors were in the last answer
// (EntryStream with a layout): what lets a sweep take an unchanged monitor without parsing it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lendBody } from '@app/adapters/answer-body'
import {
  findMarks,
  markKind,
  markLength,
  markOffset,
  plainRunTime,
} from '@app/core/api/entry-marks'
import { printOf } from '@app/core/api/entry-print'
import { layoutOf, listEntries } from '@app/core/api/schemas/entry-stream'
import { RUN_TIME_MARKS, streamMonitorPage } from '@app/core/api/schemas/monitor-page'
import { recorded } from './recorded-page'

const bytesOf = (value: unknown) => Buffer.from(JSON.stringify(value))
const marksOf = (bytes: Buffer) => findMarks(bytes, 0, bytes.length, RUN_TIME_MARKS)
const texts = (bytes: Buffer, marks: number[]) =>
  marks.map((m) => [
    markKind(m),
    bytes.toString('utf8', markOffset(m), markOffset(m) + markLength(m)),
  ])

type Raw = Record<string, unknown>
const monitor = recorded.data[0]!
const checks = monitor.checks as Raw[]

describe('the run-time marks of a monitor', () => {
  it('are its fresh-as-of and each check’s last run, in the order of its answer', () => {
    const bytes = bytesOf(monitor)
    const want = [
      [0, monitor.latest_run_date],
      ...checks
        .filter((c) => typeof c.latest_run_ended_at === 'string')
        .map((c) => [1, c.latest_run_ended_at]),
    ]
    expect(texts(bytes, marksOf(bytes))).toEqual(want)
    expect(want.length).toBeGreaterThan(2)
  })

  it('are only the keys at their depth, compact and unescaped', () => {
    const nested = {
      latest_run_ended_at: '2026-11-27 09:00:00',
      checks: [{ latest_run_date: 'x', settings: { latest_run_ended_at: 'y' } }],
      latest_run_date: '2026-11-27 09:01:00',
    }
    expect(texts(bytesOf(nested), marksOf(bytesOf(nested)))).toEqual([[0, '2026-11-27 09:01:00']])
    const spaced = Buffer.from(JSON.stringify(monitor, null, 1))
    expect(marksOf(spaced)).toEqual([])
    const escaped = Buffer.from('{"latest_run_date":"2026-11-27 09:0\\u0031:00"}')
    expect(marksOf(escaped)).toEqual([])
    const long = bytesOf({ latest_run_date: 'x'.repeat(600) })
    expect(marksOf(long)).toEqual([])
  })

  it('read as run times where they are the service’s plain form, and only there', () => {
    const read = (text: string) => plainRunTime(Buffer.from(text), 0, text.length)
    expect(read('2026-11-27 09:01:02')).toBe(Date.UTC(2026, 10, 27, 9, 1, 2))
    expect(read('2026-11-27T09:01:02')).toBe(Date.UTC(2026, 10, 27, 9, 1, 2))
    expect(read('')).toBeNull()
    for (const other of [
      '2026-11-27 09:01:0x',
      '0099-11-27 09:01:02',
      '2026-11-27 09:01:02Z',
      'now',
    ])
      expect(read(other), other).toBeNaN()
  })
})

describe('a monitor’s print', () => {
  it('is the same when only its run times moved, and not when their length changed', () => {
    const before = bytesOf(monitor)
    const moved = structuredClone(monitor)
    moved.latest_run_date = '2031-01-01 00:00:00'
    ;(moved.checks as Raw[])[0]!.latest_run_ended_at = '2031-01-01 00:00:01'
    const after = bytesOf(moved)
    const marks = marksOf(before)
    expect(marksOf(after)).toEqual(marks)
    expect(printOf(after, 0, after.length, marks)).toBe(printOf(before, 0, before.length, marks))
    moved.latest_run_date = ''
    const emptied = bytesOf(moved)
    expect(printOf(emptied, 0, emptied.length, marks)).not.toBe(
      printOf(before, 0, before.length, marks),
    )
  })

  it('changes with any byte outside the marks, wherever the entry starts', () => {
    const bytes = bytesOf(monitor)
    const marks = marksOf(bytes)
    const inMark = (at: number) =>
      marks.some((m) => at >= markOffset(m) && at < markOffset(m) + markLength(m))
    const print = printOf(bytes, 0, bytes.length, marks)
    fc.assert(
      fc.property(
        fc.nat(bytes.length - 1),
        fc.integer({ min: 1, max: 255 }),
        fc.nat(3),
        (at, delta, shift) => {
          fc.pre(!inMark(at))
          // The same entry further into its answer prints the same; one byte changed does not.
          const placed = Buffer.concat([Buffer.alloc(shift, 32), bytes])
          expect(printOf(placed, shift, placed.length, marks)).toBe(print)
          placed[shift + at] = (placed[shift + at]! + delta) % 256
          expect(printOf(placed, shift, placed.length, marks)).not.toBe(print)
        },
      ),
      { numRuns: 300, seed: 37 },
    )
  })
})

describe('a page read where its monitors were in its last answer', () => {
  const page = (data: Raw[]) => lendBody([bytesOf({ ...recorded, data })])

  /** The page read once, its entries' marks and prints kept: what a sweep remembers. */
  function remember(data: Raw[]) {
    const stream = streamMonitorPage(page(data))!
    const kept: { marks: number[]; print: number }[] = []
    for (const entry of listEntries(stream.data)) {
      entry.read()
      const marks = entry.marks(RUN_TIME_MARKS)
      kept.push({ marks, print: entry.print(marks) })
    }
    return { layout: layoutOf(stream.data)!, kept }
  }

  it('takes each monitor there while it is the same, and splits anew at the first that is not', () => {
    const last = remember(recorded.data)
    const data = structuredClone(recorded.data)
    data[1]!.label = 'a label longer than it was'
    data[2]!.latest_run_date = '2031-01-01 00:00:00'
    const stream = streamMonitorPage(page(data), last.layout)!
    const same: boolean[] = []
    const ids: unknown[] = []
    let k = 0
    for (const entry of listEntries(stream.data)) {
      const was = last.kept[k++]!
      const unchanged = entry.same(was.marks, was.print)
      same.push(unchanged)
      ids.push(unchanged ? 'same' : entry.read()?.label)
    }
    // The third monitor moved in the bytes (the second grew) but is the same but for its time.
    expect(same).toEqual([true, false, true, true])
    expect(ids).toEqual(['same', 'a label longer than it was', 'same', 'same'])
    expect(stream.data.unreadable.count).toBe(0)
    expect(layoutOf(stream.data)!.split.bounds).not.toEqual(last.layout.split.bounds)
  })

  it('keeps its own copy of the bytes before the list, not the lent buffer’s', () => {
    const { layout } = remember(recorded.data)
    const head = Buffer.from(layout.head).toString()
    expect(head).toBe('{"data":[')
    // The next answer takes the buffer the last one gave back.
    for (const _ of streamMonitorPage(lendBody([Buffer.from(`{"xxxx":[${'0,'.repeat(9000)}0]}`)]))
      ?.data ?? []);
    expect(Buffer.from(layout.head).toString()).toBe(head)
    expect(layout.head.buffer.byteLength).toBe(layout.head.length)
  })

  it('keeps the monitors before a broken one and sets aside the rest, counted', () => {
    const last = remember(recorded.data)
    const text = JSON.stringify({ ...recorded, data: recorded.data })
    // The second monitor's first byte after its `{`.
    const second = last.layout.split.bounds[2]!
    const broken = text.slice(0, second + 1) + '"' + text.slice(second + 1)
    const stream = streamMonitorPage(lendBody([Buffer.from(broken)]), last.layout)
    // Its length changed where the layout says a monitor ended: not taken there at all.
    expect(stream).toBeNull()
    const sameLength = text.slice(0, second + 1) + 'x' + text.slice(second + 2)
    const read = streamMonitorPage(lendBody([Buffer.from(sameLength)]), last.layout)!
    let k = 0
    const taken: unknown[] = []
    for (const entry of listEntries(read.data)) {
      const was = last.kept[k++]!
      taken.push(entry.same(was.marks, was.print) ? 'same' : entry.read())
    }
    expect(taken).toEqual(['same', null])
    expect(read.data.unreadable.count).toBe(1)
  })
})
