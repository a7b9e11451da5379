// "Coming up" said in the dashboard's language from each item's parts (the engine's sentence is
// English, or the serving host's language): German and French words, English as the engine says
// it, and the engine's sentence for an item without its parts.
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

const MIN = 60_000
const DAY = 86_400_000

const items: ComingUpItem[] = [
  {
    kind: 'cron',
    monitorId: 1,
    monitorLabel: 'shop',
    checkType: 'cron',
    cronName: 'nightly-backup',
    text: 'Cron job nightly-backup is past its grace time',
    msLeft: -MIN,
    at: '2026-03-20T13:59:00.000Z',
  },
  {
    kind: 'snooze',
    monitorId: 2,
    monitorLabel: 'api',
    checkType: 'uptime',
    checkLabel: 'Uptime',
    text: 'Snooze of Uptime on api ends in 20 minutes',
    msLeft: 20 * MIN - 5_000,
    at: '2026-03-20T14:20:00.000Z',
  },
  {
    kind: 'maintenance',
    monitorId: 2,
    monitorLabel: 'api',
    checkType: null,
    text: 'Maintenance of api ends in 1 minute',
    msLeft: 30_000,
    at: '2026-03-20T14:01:00.000Z',
  },
  {
    kind: 'certificate',
    monitorId: 1,
    monitorLabel: 'shop',
    checkType: 'certificate_health',
    text: 'Certificate of shop expires in 3 days',
    msLeft: 3 * DAY + 2 * 3_600_000,
    at: '2026-03-23T16:00:00.000Z',
  },
]

async function shown(language: 'en' | 'de' | 'fr', list: ComingUpItem[] = items) {
  applyLanguage(language)
  const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 }), monitor({ id: 2 })]) })
  fake.answer('comingUp', () => ({ items: list, summary: '…' }))
  const { wrapper } = await mountWithApp(ComingUpList, {})
  return wrapper.findAll('[data-test=coming-up-item]').map((r) => r.text())
}

describe('coming up in the dashboard language', () => {
  it('says each item in English as the engine does', async () => {
    expect(await shown('en')).toEqual(items.map((i) => expect.stringContaining(i.text)))
  })

  it('says each item in German from its parts, no English left', async () => {
    const rows = await shown('de')
    expect(rows).toEqual([
      expect.stringContaining('Cron-Job nightly-backup hat seine Toleranzzeit überschritten'),
      expect.stringContaining('Stummschaltung von Verfügbarkeit auf api endet in 20 Minuten'),
      expect.stringContaining('Wartung von api endet in 1 Minute'),
      expect.stringContaining('Zertifikat von shop läuft in 3 Tagen ab'),
    ])
    expect(rows.join(' ')).not.toMatch(/\b(ends|expires|Snooze|Maintenance|Certificate|grace)\b/)
  })

  it('says each item in French from its parts', async () => {
    const rows = await shown('fr')
    expect(rows).toEqual([
      expect.stringContaining('La tâche cron nightly-backup a dépassé son délai de grâce'),
      expect.stringContaining('prend fin dans 20 minutes'),
      expect.stringContaining('La maintenance de api prend fin dans 1 minute'),
      expect.stringContaining('Le certificat de shop expire dans 3 jours'),
    ])
  })

  it("keeps the engine's sentence for an item without its parts", async () => {
    const bare: ComingUpItem = { ...items[3]!, msLeft: undefined, text: 'Zertifikat läuft ab' }
    expect(await shown('fr', [bare])).toEqual([expect.stringContaining('Zertifikat läuft ab')])
  })
})
