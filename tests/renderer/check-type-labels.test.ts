// The dashboard names check types by their label: the overview's check filter and the settings'
// "Check types that notify" never show a raw API type (check labels in rows come from the
// snapshot, which takes them from the same table: tests/unit/api/drift.test.ts).
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { check, monitor, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const account = () =>
  snapshot([
    monitor({
      id: 1,
      checks: [
        check({ id: 11, type: 'broken_links', label: 'broken_links', result: 'failed' }),
        check({ id: 12, type: 'cron', label: 'Scheduled tasks' }),
        check({ id: 13, type: 'certificate_health', label: 'Certificate health' }),
      ],
    }),
  ])

/** The visible text without the isolation marks service names are wrapped in. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '')

describe('check type labels in the dashboard', () => {
  it("the overview's check filter lists labels, not raw types", async () => {
    fakeLayout()
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    const options = wrapper.findAll('[data-test=filter-check] option').map((o) => plain(o.text()))
    expect(options).toEqual(['Any check', 'Broken links', 'Certificate health', 'Scheduled tasks'])
  })

  it('settings list the check types that notify by label', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    const text = plain(wrapper.text())
    expect(text).toContain('Scheduled tasks')
    expect(text).toContain('Broken links')
    expect(text).not.toMatch(/\bbroken_links\b|\bcertificate_health\b/)
  })
})
