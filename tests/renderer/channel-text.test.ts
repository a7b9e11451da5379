// A destination's channel said in the page's language from the catalogues at hand only: a name
// in English or in the page's language is said in the page's, one in a language the page has not
// loaded stays as sent, and no other catalogue is loaded for it. Fresh module instances: the test
// setup puts every catalogue at hand in its own.
import type * as DashboardModule from '@src/i18n'
import type * as ChannelModule from '@src/lib/channel-text'
import type * as TranslateModule from '@app/shared/i18n/translate'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '@app/shared/i18n/messages/de'
import { en } from '@app/shared/i18n/messages/en'
import { fr } from '@app/shared/i18n/messages/fr'

let dashboard: typeof DashboardModule
let translate: typeof TranslateModule
let channel: typeof ChannelModule

beforeEach(async () => {
  vi.resetModules()
  dashboard = await import('@src/i18n')
  translate = await import('@app/shared/i18n/translate')
  channel = await import('@src/lib/channel-text')
})

describe("a destination's channel", () => {
  it('is said in the page’s language from English or that language, loading no other', async () => {
    await dashboard.openingLanguage('de')
    dashboard.applyLanguage('de')
    expect(dashboard.i18n.global.locale.value).toBe('de')
    const { chatApi, communityChat } = de.destinations.channel
    expect(channel.channelText(en.destinations.channel.chatApi)).toBe(chatApi)
    expect(channel.channelText(communityChat)).toBe(communityChat)
    // French is not at hand: its name stays as the app sent it, and French is not loaded.
    expect(channel.channelText(fr.destinations.channel.chatApi)).toBe(
      fr.destinations.channel.chatApi,
    )
    expect(translate.catalogueOf('fr')).toBeUndefined()
    expect(translate.catalogueOf('nl')).toBeUndefined()
    // A channel Uptray does not know stays as sent.
    expect(channel.channelText('Carrier pigeon')).toBe('Carrier pigeon')
  })

  it('in English, a name of a language loaded before is said in English', async () => {
    await translate.loadLanguage('fr')
    expect(channel.channelText(fr.destinations.channel.communityChat)).toBe(
      en.destinations.channel.communityChat,
    )
  })
})
