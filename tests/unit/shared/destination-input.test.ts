// The one table of channels and their fields: every channel of the spec, each field checked as
// the form checks it, the body the API gets, and secrets masked to their last 4 characters.
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_CHANNELS } from '@app/core/api/schemas/enums'
import { CHANNELS, destinationBody, maskSecret } from '@app/shared/destination-input'
import { channelLabel, inputProblems } from '@app/shared/destination-text'
import { channelName } from '@app/core/engine/destinations'
import { ENGLISH } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'

describe('destination input', () => {
  it('has every channel the spec lists', () => {
    expect(CHANNELS.map((c) => c.channel)).toEqual([...NOTIFICATION_CHANNELS])
  })

  it('checks each channel field as the service would', () => {
    expect(inputProblems({ channel: 'mail', destination: { mail: 'nope' } })).toEqual({
      'destination.mail': 'Address must be an email address.',
    })
    expect(
      inputProblems({ channel: 'chatWebhook', destination: { url: 'http://hooks.example.com/x' } }),
    ).toEqual({ 'destination.url': 'Webhook URL must be an https:// URL.' })
    expect(
      inputProblems({
        channel: 'topicPush',
        destination: { serverUrl: 'https://ntfy.example.com', topic: 'ops', priority: '7' },
      }),
    ).toEqual({ 'destination.priority': 'Priority must be a whole number from 1 to 5.' })
    expect(
      inputProblems({ channel: 'topicPush', destination: { serverUrl: 'https://n.example.com' } }),
    ).toEqual({ 'destination.topic': 'Topic is required.' })
    // A secret kept from before is not required again.
    expect(
      inputProblems({ channel: 'sms', destination: { to: '+32', from: 'Ops' } }, [
        'apiKey',
        'apiSecret',
      ]),
    ).toEqual({})
    expect(inputProblems({ channel: 'nope', destination: {} })).toEqual({
      channel: 'Choose a channel.',
    })
  })

  it('builds the body with the types the API reads', () => {
    expect(
      destinationBody('topicPush', {
        serverUrl: ' https://n.example.com ',
        topic: 'ops',
        accessToken: '',
        priority: '4',
        stray: 'x',
      }),
    ).toEqual({ serverUrl: 'https://n.example.com', topic: 'ops', priority: 4 })
    expect(destinationBody('alertManager', { apiKey: 'k', priority: 'P3' })).toEqual({
      apiKey: 'k',
      priority: 'P3',
      euEndpoint: false,
    })
  })

  it('masks a secret to its last 4 characters, a URL keeping its host', () => {
    expect(maskSecret('abcdefghij1234')).toBe('••••1234')
    expect(maskSecret('short')).toBe('••••')
    expect(maskSecret('https://user:pw@hooks.example.com/T0/B0/secret9876')).toBe(
      'https://hooks.example.com/••••9876',
    )
  })

  it("gives each channel one name, the form's and the list's alike, in the current language", () => {
    expect(channelLabel('chatApi')).toBe('Chat via API')
    expect(channelName('chatApi')).toBe('Chat via API')
    expect(channelName('mail')).toBe(channelLabel('mail'))
    // A channel the table does not know is shown as sent, bounded.
    expect(channelName('pigeon')).toBe('pigeon')
    setLocale({ language: 'fr', tag: 'fr-FR' })
    try {
      expect(channelName('chatApi')).toBe('Chat par API')
      expect(inputProblems({ channel: 'mail', destination: { mail: 'nope' } })).toEqual({
        'destination.mail': 'Adresse : saisissez une adresse e-mail.',
      })
    } finally {
      setLocale(ENGLISH)
    }
  })
})
