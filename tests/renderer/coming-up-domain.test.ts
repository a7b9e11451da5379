// A domain on "Coming up", said in the dashboard's language from its parts, opening the domain
// check's page.
import { afterEach, describe, expect, it } from 'vitest'
import ComingUpList from '@src/components/ComingUpList.vue'
import { applyLanguage } from '@src/i18n'
import type { ComingUpItem } from '@app/shared/coming-up'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('en')
  document.body.innerHTML = ''
})

const DAY = 86_400_000
const items: ComingUpItem[] = [
  {
    kind: 'domain',
    monitorId: 1,
    monitorLabel: 'shop',
    checkType: 'domain',
    text: 'Domain of shop has expired',
    msLeft: -DAY,
    at: '2026-03-19T14:00:00.000Z',
  },
  {
    kind: 'domain',
    monitorId: 2,
    monitorLabel: 'api',
    checkType: 'domain',
    text: 'Domain of api expires in 7 days',
    msLeft: 7 * DAY + 60_000,
    at: '2026-03-27T14:01:00.000Z',
  },
]

async function mount(language: 'en' | 'de') {
  const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 }), monitor({ id: 2 })]) })
  fake.answer('comingUp', () => ({ items, summary: null }))
  applyLanguage(language)
  const { wrapper } = await mountWithApp(ComingUpList)
  return wrapper
}

describe('a domain on Coming up', () => {
  it('says it in English and links to the domain check', async () => {
    const wrapper = await mount('en')
    const shown = wrapper.findAll('[data-test=coming-up-item]')
    expect(shown.map((i) => i.attributes('data-kind'))).toEqual(['domain', 'domain'])
    expect(shown.map((i) => i.text())).toEqual([
      expect.stringContaining('Domain of shop has expired'),
      expect.stringContaining('Domain of api expires in 7 days'),
    ])
    expect(shown[1]!.find('a').attributes('href')).toContain('/monitor/2/check/domain')
  })

  it('says it in German', async () => {
    const wrapper = await mount('de')
    const text = wrapper.text()
    expect(text).toContain('Domain von shop ist abgelaufen')
    expect(text).toContain('Domain von api läuft in 7 Tagen ab')
    expect(text).not.toContain('expires')
  })
})
