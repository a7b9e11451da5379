// The sweep reads a monitor page entry by entry (json-entries.ts finds the entries in the bytes
// the fetch lends, entry-stream.ts parses and reads each as it is taken). It must give what
// JSON.parse and the page's schema give, or decline (null) so that they read the page whole.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { lendBody } from '@app/adapters/answer-body'
import { httpFetch } from '@app/adapters/http-fetch'
import { createApiClient } from '@app/core/api'
import { splitList } from '@app/core/api/json-entries'
import { monitorPageSchema, streamMonitorPage } from '@app/core/api/schemas/monitor-page'
import { unreadableOf } from '@app/core/api/schemas/tolerant-list'
import { type StubServer, startStub } from './http-stub'
import { recorded, withField } from './recorded-page'

/** Text that stresses the scan: quotes, backslashes, brackets and commas inside strings. */
const trickyText = fc.oneof(
  fc.string({
    unit: fc.constantFrom('"', '\\', '[', ']', '{', '}', ',', ':', ' ', 'a', 'é', '\n'),
  }),
  fc.string({ unit: 'grapheme' }),
)
const entry = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(trickyText, fc.oneof(trickyText, fc.jsonValue({ maxDepth: 2 }))),
  trickyText,
)
const pageText = fc
  .record({
    before: fc.dictionary(trickyText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    data: fc.array(entry, { maxLength: 12 }),
    after: fc.dictionary(trickyText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    indent: fc.constantFrom(undefined, 0, 1, 2, '\t'),
  })
  .map(({ before, data, after, indent }) => {
    const page: Record<string, unknown> = { ...before }
    delete page.data
    page.data = data
    for (const [key, value] of Object.entries(after)) if (key !== 'data') page[key] = value
    return JSON.stringify(page, null, indent)
  })

/** `text` lent as the serve mode's fetch lends an answer. */
const lent = (text: string) => lendBody([Buffer.from(text)])

/** The entries and the rest of `text`, as split. */
function pieces(text: string) {
  const bytes = Buffer.from(text)
  const split = splitList(bytes, 'data')
  if (split === null) return null
  const entries: string[] = []
  for (let i = 0; i < split.bounds.length; i += 2) {
    entries.push(bytes.toString('utf8', split.bounds[i], split.bounds[i + 1]))
  }
  const rest =
    bytes.toString('utf8', 0, split.open + 1) + bytes.toString('utf8', split.close, bytes.length)
  return { entries, rest }
}

/** What the schema makes of a page read whole. */
function whole(text: string) {
  const read = monitorPageSchema.parse(JSON.parse(text))
  return { ...read, data: read.data, unreadable: unreadableOf(read.data) }
}

/** What the stream gives, taken to its end. */
function streamed(text: string) {
  const page = streamMonitorPage(lent(text))
  if (page === null) return null
  const data = [...page.data]
  return { ...page, data, unreadable: page.data.unreadable }
}

describe('the entries of a list in JSON text', () => {
  it('are what JSON.parse finds, and the rest is the object with the list emptied', () => {
    fc.assert(
      fc.property(pageText, (text) => {
        const split = pieces(text)
        expect(split).not.toBeNull()
        const parsed = JSON.parse(text) as { data: unknown[] }
        expect(split!.entries.map((entry) => JSON.parse(entry) as unknown)).toEqual(parsed.data)
        expect(JSON.parse(split!.rest)).toEqual({ ...parsed, data: [] })
      }),
      { numRuns: 400, seed: 23 },
    )
  })

  it('are not claimed where the text is not such an object', () => {
    const declined = [
      '',
      'null',
      '[{"data":[1]}]',
      '["data",[1,2]]',
      '{"data":{"a":[1]}}',
      '{"other":[1,2]}',
      '{"meta":{"data":[1]}}',
      '{"data":[1,2]',
      '{"data":[1,2]}}',
      '{"data":[1,,2]}',
      '{"data":[1,2,]}',
      '{"data":["a]}',
      '{"data":[1]}{"data":[2]}',
      'x{"data":[1]}',
    ]
    for (const text of declined) expect(pieces(text), text).toBeNull()
    expect(pieces(' {"data":[ ]} ')).toEqual({ rest: ' {"data":[]} ', entries: [] })
    expect(pieces('{"data" : [ 1 , {"a":"]"} ]}')).toEqual({
      rest: '{"data" : []}',
      entries: ['1', '{"a":"]"}'],
    })
  })
})

describe('a monitor page read as a stream', () => {
  it('gives the schema’s monitors, set-aside count and meta on the recording', () => {
    const text = JSON.stringify(recorded)
    expect(streamed(text)).toEqual(whole(text))
    expect(streamed(text)!.data.length).toBe(recorded.data.length)
  })

  it('agrees with the schema wherever a field of a monitor or a check is anything', () => {
    const keys = [...Object.keys(recorded.data[0]!), 'not_a_field']
    const checkKeys = Object.keys((recorded.data[0]!.checks as Record<string, unknown>[])[0]!)
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
      fc.constantFrom(1.5, '', '42', [], {}, 'failed'),
    )
    const path = fc.oneof(
      fc.tuple(fc.constant('data'), fc.nat(recorded.data.length - 1), fc.constantFrom(...keys)),
      fc.tuple(
        fc.constant('data'),
        fc.constant(0),
        fc.constant('checks'),
        fc.nat(2),
        fc.constantFrom(...checkKeys),
      ),
      fc.tuple(fc.constant('data'), fc.nat(recorded.data.length - 1)),
      fc.tuple(fc.constantFrom('meta', 'links', 'extra')),
    )
    let compared = 0
    fc.assert(
      fc.property(path, value, (at, v) => {
        const text = JSON.stringify(withField(at, v))
        const read = streamed(text)
        // Declined only where the page around the list changed; then it is read whole.
        if (read === null) return expect(at[0]).not.toBe('data')
        compared++
        expect(read).toEqual(whole(text))
      }),
      { numRuns: 500, seed: 29 },
    )
    expect(compared).toBeGreaterThan(400)
  })

  it('sets aside an entry that is not JSON, counted, and keeps the others', () => {
    const text = JSON.stringify(recorded).replace('[{"id":', '[{"id":,')
    expect(() => JSON.parse(text)).toThrow()
    const read = streamed(text)!
    expect(read.data.map((m) => m.id)).toEqual(recorded.data.slice(1).map((m) => m.id))
    expect(read.unreadable).toEqual({ count: 1, reasons: ['monitor #1: unreadable'] })
  })

  it('declines a page whose list cannot be told apart, so it is read whole', () => {
    const text = JSON.stringify(recorded)
    expect(streamMonitorPage(lent(text.replace('{"data":', '{"data":[],"data":')))).toBeNull()
    expect(streamMonitorPage(lent('{"data":"none"}'))).toBeNull()
    expect(streamMonitorPage(lent('<html>'))).toBeNull()
  })

  it('is read once, and gives the bytes back when its last entry is taken or it is left', () => {
    const text = JSON.stringify(recorded)
    const page = streamMonitorPage(lent(text))!
    const first = [...page.data]
    expect(first).toHaveLength(recorded.data.length)
    expect(() => [...page.data]).toThrow('read once')
    // Left after one entry: given back all the same, so the next answer may take the buffer.
    const left = streamMonitorPage(lent(text))!
    for (const _ of left.data) break
    const again = lent(text)
    const next = streamMonitorPage(again)!
    expect([...next.data]).toEqual(first)
    expect(() => again.text(0, 1)).toThrow('released')
  })
})

describe('monitors.streamPage', () => {
  let stub: StubServer | undefined
  afterEach(async () => {
    await stub?.close()
    stub = undefined
  })

  it('reads the same page as listPage, streamed, or whole where the stream declines', async () => {
    let body = JSON.stringify(recorded)
    stub = await startStub((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(body)
    })
    const api = createApiClient({ baseUrl: stub.baseUrl, token: 'stream-token', fetch: httpFetch })
    const listed = await api.monitors.listPage(1)
    const page = await api.monitors.streamPage(1)
    expect(Array.isArray(page.data)).toBe(false)
    expect([...page.data]).toEqual(listed.data)
    expect({ ...page, data: null }).toEqual({ ...listed, data: null })

    body = body.replace('{"data":', '{"data":[],"data":')
    const declined = await api.monitors.streamPage(1)
    expect(Array.isArray(declined.data)).toBe(true)
    expect([...declined.data]).toEqual(listed.data)

    // A fetch that lends no bytes (Node's own): read whole, the same page.
    const plain = createApiClient({ baseUrl: stub.baseUrl, token: 'stream-token', fetch })
    body = JSON.stringify(recorded)
    const whole = await plain.monitors.streamPage(1)
    expect(Array.isArray(whole.data)).toBe(true)
    expect([...whole.data]).toEqual(listed.data)
  })
})
