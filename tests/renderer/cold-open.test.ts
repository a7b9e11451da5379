// The cold open asks for the snapshot beside the session (one round trip, not two in a row),
// asks once when signed in, and again after a sign-in when the first answer was signed out.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { SIGNED_OUT, SIGNED_IN, monitor, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

beforeEach(() => fakeLayout())
afterEach(() => (document.body.innerHTML = ''))

describe('cold open', () => {
  it('asks for the snapshot before the session has answered, and only once', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 3 })]) })
    let answer: (s: typeof SIGNED_IN) => void = () => undefined
    fake.answer('getSession', () => new Promise((resolve) => (answer = resolve)))
    await mountWithApp(App, { path: '/' })
    await flushPromises()
    expect(fake.callsTo('snapshotFull')).toHaveLength(1)
    answer(SIGNED_IN)
    await flushPromises()
    expect(fake.callsTo('snapshotFull')).toHaveLength(1)
    expect(document.querySelector('[data-test=monitor-row]')).not.toBeNull()
  })

  it('asks again after a sign-in when the session was signed out', async () => {
    const fake = freshFake({ session: SIGNED_OUT, snapshot: snapshot([monitor({ id: 3 })]) })
    await mountWithApp(App, { path: '/' })
    await flushPromises()
    const before = fake.callsTo('snapshotFull').length
    fake.state.session = SIGNED_IN
    fake.emit('session:changed', SIGNED_IN)
    await flushPromises()
    expect(fake.callsTo('snapshotFull').length).toBe(before + 1)
  })
})
