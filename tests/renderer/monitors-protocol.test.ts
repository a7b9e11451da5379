// The monitors store on the snapshot protocol: deltas keep unchanged monitors the same objects,
// and an update that does not fit (a lost version) makes it ask for a full snapshot.
import { flushPromises } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { windowCopy } from '@app/shared/snapshot-delta'
import { useMonitorsStore } from '@src/stores/monitors'
import { check, monitor, snapshot } from './fixtures'
import { freshFake } from './setup'

const account = () =>
  snapshot([
    monitor({ id: 1, label: 'one', checks: [check({ id: 11 })] }),
    monitor({ id: 2, label: 'two', checks: [check({ id: 21 })] }),
  ])

describe('monitors store on the snapshot protocol', () => {
  it('applies deltas in place: unchanged monitors keep their objects', async () => {
    const first = account()
    const fake = freshFake({ snapshot: first })
    const store = useMonitorsStore()
    await store.load()
    const two = store.byId(2)
    fake.pushSnapshot({
      ...first,
      monitors: [{ ...first.monitors[0]!, result: 'failed' }, first.monitors[1]!],
    })
    expect(store.byId(1)?.result).toBe('failed')
    expect(store.byId(2)).toBe(two)
    expect(fake.callsTo('snapshotFull')).toHaveLength(1)
  })

  it('asks for a full snapshot when a version was lost, and ends with the right picture', async () => {
    const first = account()
    const fake = freshFake({ snapshot: first })
    const store = useMonitorsStore()
    await store.load()
    const latest = snapshot([monitor({ id: 3, label: 'three' })])
    fake.state.snapshot = latest
    // A delta from a version the store never saw.
    fake.emit('snapshot:update', {
      epoch: 'fake',
      version: 9,
      base: 8,
      delta: { fetchedAt: 'later', added: [], removed: [1], changed: [] },
    })
    await flushPromises()
    expect(fake.callsTo('snapshotFull')).toHaveLength(2)
    expect(store.snapshot).toEqual(windowCopy(latest))
  })
})
