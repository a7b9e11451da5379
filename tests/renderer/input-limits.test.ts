// Every text field of the dashboard has a maxlength, and each one is exactly what the app's
// argument schema accepts (one more character would be refused).
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_NAME_MAX } from '@app/shared/accounts'
import { invokeSchemas, LIMITS } from '@app/shared/contract-schemas'
import App from '@src/App.vue'
import { INPUT_LIMITS } from '@src/lib/input-limits'
import { SIGNED_OUT, monitor, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const TEXT_FIELDS =
  'input:not([type]), input[type=text], input[type=password], input[type=url], input[type=search], input[type=email], textarea'

/** data-test (or name) -> maxlength of every text field on the page. */
function fields(root: Element): Record<string, number | null> {
  return Object.fromEntries(
    [...root.querySelectorAll(TEXT_FIELDS)].map((el, i) => [
      el.getAttribute('data-test') ?? `field-${i}`,
      el.hasAttribute('maxlength') ? Number(el.getAttribute('maxlength')) : null,
    ]),
  )
}

describe('text fields have a maxlength', () => {
  it('sign-in: token and service address', async () => {
    freshFake({ session: SIGNED_OUT })
    const { wrapper } = await mountWithApp(App)
    expect(fields(wrapper.element)).toEqual({
      token: INPUT_LIMITS.token,
      'account-name': ACCOUNT_NAME_MAX,
      'base-url': INPUT_LIMITS.url,
    })
  })

  it('overview search, monitor page maintenance name, status update title and text', async () => {
    fakeLayout()
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 7 })]) })
    fake.answer('statusPages', () => [
      { id: 3, title: 'P', status: 'up', fullUrl: 'https://s.test', updates: [] },
    ])
    fake.answer('statusUpdateTemplates', () => [])
    const { wrapper, router } = await mountWithApp(App)
    const seen = { ...fields(wrapper.element) }
    for (const path of ['/monitor/7', '/status-pages', '/settings', '/cron']) {
      await router.push(path)
      await flushPromises()
      Object.assign(seen, fields(wrapper.element))
    }
    expect(seen).toEqual({
      search: INPUT_LIMITS.search,
      'maintenance-name': INPUT_LIMITS.name,
      'schedule-name': INPUT_LIMITS.name,
      'update-title': INPUT_LIMITS.name,
      'update-text': INPUT_LIMITS.statusUpdateText,
      // An account's name is held to what the app accepts of a name (shared/accounts.ts).
      'add-account-name': ACCOUNT_NAME_MAX,
      'add-account-url': INPUT_LIMITS.url,
      'add-account-token': INPUT_LIMITS.token,
    })
  })
})

describe('the maxlengths are the schemas bounds', () => {
  it('match the shared LIMITS', () => {
    expect(INPUT_LIMITS.token).toBe(LIMITS.token)
    expect(INPUT_LIMITS.name).toBe(LIMITS.name)
    expect(INPUT_LIMITS.url).toBe(LIMITS.url)
    expect(INPUT_LIMITS.statusUpdateText).toBe(LIMITS.statusUpdateText)
  })

  it('a field filled to its maxlength passes validation; one more character does not', () => {
    const at = (n: number, extra = 0) => 'x'.repeat(n + extra)
    const credentials = (token: string) => [{ baseUrl: 'https://ohdear.app', token }]
    const schema = invokeSchemas()['session:test']
    expect(schema.safeParse(credentials(at(INPUT_LIMITS.token))).success).toBe(true)
    expect(schema.safeParse(credentials(at(INPUT_LIMITS.token, 1))).success).toBe(false)

    const update = (title: string, text: string) => [
      { statusPageId: 1, title, text, severity: 'info', pinned: false },
    ]
    const post = invokeSchemas()['status-page:post-update']
    expect(
      post.safeParse(update(at(INPUT_LIMITS.name), at(INPUT_LIMITS.statusUpdateText))).success,
    ).toBe(true)
    expect(post.safeParse(update(at(INPUT_LIMITS.name, 1), 'x')).success).toBe(false)
    expect(post.safeParse(update('x', at(INPUT_LIMITS.statusUpdateText, 1))).success).toBe(false)

    const maintenance = invokeSchemas()['maintenance:start']
    expect(maintenance.safeParse([1, 3600, at(INPUT_LIMITS.name)]).success).toBe(true)
    expect(maintenance.safeParse([1, 3600, at(INPUT_LIMITS.name, 1)]).success).toBe(false)
  })
})
