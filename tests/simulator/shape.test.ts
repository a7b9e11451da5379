// The shape comparator must catch what the recorded-shape test relies on.
import { describe, expect, it } from 'vitest'
import { shapeDiff } from './shape'

describe('shapeDiff', () => {
  it('accepts extra keys and nulls on either side', () => {
    expect(shapeDiff({ a: 1, b: null, c: 'x' }, { a: 2, b: 'y', c: null, extra: true })).toEqual([])
  })
  it('reports missing keys and type changes with their paths', () => {
    expect(shapeDiff({ a: 1, b: { c: 'x' } }, { b: { c: 3 } })).toEqual([
      '$.a: missing',
      '$.b.c: expected string, got number',
    ])
  })
  it('compares arrays by their first element and flags empty answers', () => {
    expect(shapeDiff({ list: [{ id: 1 }] }, { list: [{ id: 'one' }, {}] })).toEqual([
      '$.list[0].id: expected number, got string',
    ])
    expect(shapeDiff({ list: [{ id: 1 }] }, { list: [] })).toHaveLength(1)
    expect(shapeDiff({ list: [] }, { list: [{ anything: 1 }] })).toEqual([])
    expect(shapeDiff([], {})).toEqual(['$: expected an array, got object'])
  })
  it('compares dictionaries named in maps by their first value', () => {
    const recorded = { raw: { 'ns1.a': ['x'] } }
    expect(shapeDiff(recorded, { raw: { 'ns9.b': ['y'] } }, '$', ['raw'])).toEqual([])
    expect(shapeDiff(recorded, { raw: { 'ns9.b': [1] } }, '$', ['raw'])).toEqual([
      '$.raw.*[0]: expected string, got number',
    ])
    expect(shapeDiff(recorded, { raw: {} }, '$', ['raw'])).toHaveLength(1)
  })
})
