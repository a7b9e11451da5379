import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '@src/App.vue'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

describe('window title', () => {
  it('names the current view', async () => {
    freshFake({ snapshot: snapshot([]) })
    const { router } = await mountWithApp(App, { path: '/settings' })
    expect(document.title).toBe('Settings · Uptray')
    await router.push('/cron')
    expect(document.title).toBe('Cron jobs · Uptray')
  })
})

describe('navigation pushed by the shell', () => {
  it('opens the view the tray asks for (Preferences -> settings) and a clicked monitor', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 7 })]) })
    const { router } = await mountWithApp(App, { path: '/' })
    fake.emit('navigate:view', '/settings')
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/settings')
    fake.emit('navigate:monitor', 7)
    // The detail view is loaded on first use, so the route settles after its import.
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/monitor/7'), {
      timeout: 8000,
    })
  })
})
