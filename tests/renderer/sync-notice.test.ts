// The sync line carries the start-up notice (a file set aside) after the sync sentence; a notice
// sent as data (serve mode's settings set aside) is said in the page's language.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import SyncStatusLine from '@src/components/SyncStatusLine.vue'
import { applyLanguage } from '@src/i18n'
import { syncText } from '@src/lib/sync-text'
import { useSyncStore } from '@src/stores/sync'
import { noticeSentence, type SyncNotice } from '@app/shared/sync-notice'
import { syncStatus } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  document.body.innerHTML = ''
  applyLanguage('system')
})

const notice = 'Your settings could not be read, so the defaults are in use.'
const now = Date.parse('2026-01-01T12:00:30Z')

describe('sync line notice', () => {
  it('follows the sync sentence and asks for attention', () => {
    const line = syncText(syncStatus({ lastSuccessAt: '2026-01-01T12:00:00Z', notice }), now)
    expect(line.text).toMatch(/^Synced .+\. Your settings could not be read/)
    expect(line.tone).toBe('warn')
  })

  it('is absent without a notice, also from a service that does not send the field', () => {
    const plain = syncText(syncStatus({ lastSuccessAt: '2026-01-01T12:00:00Z' }), now)
    expect(plain.text).not.toContain('settings')
    expect(plain.tone).toBe('ok')
    const older = { ...syncStatus(), notice: undefined } as unknown as Parameters<
      typeof syncText
    >[0]
    expect(syncText(older, now).text).toBe(syncText(syncStatus(), now).text)
  })
})

describe('a notice sent as data', () => {
  const parts: SyncNotice[] = [
    {
      kind: 'settings-set-aside',
      problem: 'the file is not valid JSON',
      backup: 'serve-settings.invalid-20260101T120000000Z.json',
    },
    { kind: 'text', text: 'Plain http:// is allowed for every host.' },
  ]

  async function lineIn(language: 'en' | 'de'): Promise<string> {
    applyLanguage(language)
    const fake = freshFake()
    fake.state.sync = syncStatus({
      lastSuccessAt: new Date().toISOString(),
      notice: parts.map(noticeSentence).join(' '),
      noticeParts: parts,
    })
    const { wrapper } = await mountWithApp(SyncStatusLine)
    await useSyncStore().load()
    await flushPromises()
    return wrapper.find('[data-test=sync-text]').text()
  }

  it("is said in the page's language, the problem and the backup's name as sent", async () => {
    const german = await lineIn('de')
    expect(german).toContain(
      'Ihre Einstellungen konnten nicht gelesen werden (the file is not valid JSON), daher gelten die Standardwerte. Die alte Datei wurde als serve-settings.invalid-20260101T120000000Z.json aufbewahrt.',
    )
    // A notice its source wrote as a sentence stays as written.
    expect(german).toContain('Plain http:// is allowed for every host.')
    expect(german).not.toContain('Your settings')
  })

  it('reads in English as the app says it', async () => {
    expect(await lineIn('en')).toContain(`. ${parts.map(noticeSentence).join(' ')}`)
  })
})
