// The check page's settings sentences: each known key in words, anything unreadable ignored.
import { afterEach, describe, expect, it } from 'vitest'
import {
  checkSettingLines,
  checkSettingsText,
  hasSettingsText,
  settingLineText,
} from '@app/shared/check-settings-text'
import { ENGLISH } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'
import { TEXT_LIMITS } from '@app/shared/clip'
import { monitorSettings, uptimeSettings } from '@app/simulator/seed/defaults'
import recorded from '../../fixtures/recorded-api/monitor.json'

const defaults = monitorSettings()
const own = (type: string) => defaults[`${type}_check_settings`]

describe('checkSettingsText', () => {
  it('says each known setting in a short sentence', () => {
    expect(checkSettingsText('performance', {}, { threshold_in_ms: 2000 })).toEqual([
      'Fails when the response takes longer than 2,000 ms',
    ])
    expect(checkSettingsText('performance', null, own('performance'))).toEqual([
      'Fails when the response takes longer than 3,500 ms',
      'Warns when the response time changes by more than 50%',
    ])
    expect(checkSettingsText('certificate_health', null, own('certificate_health'))).toEqual([
      'Warns 14 days before the certificate expires',
    ])
    expect(checkSettingsText('domain', null, own('domain'))).toEqual([
      'Warns 30 days before the domain expires',
    ])
    expect(checkSettingsText('uptime', null, uptimeSettings('http', 'frankfurt'))).toEqual([
      'Checks every 1 minute from Frankfurt',
      'Fails when there is no answer within 5 seconds',
      'Expects the status 2*',
    ])
    expect(
      checkSettingsText('uptime', null, { frequency_value: 5, location: 'sao paulo' })[0],
    ).toBe('Checks every 5 minutes from Sao Paulo')
    expect(checkSettingsText('lighthouse', null, own('lighthouse'))).toEqual([
      'Runs as desktop from Europe',
      "Uses the service's default score thresholds",
    ])
    expect(
      checkSettingsText('lighthouse', null, { notification_settings: { performance: 80 } }),
    ).toEqual(['Score thresholds: performance 80'])
    expect(checkSettingsText('dns', null, own('dns'))).toEqual([
      'Ignores SOA records',
      'Fails when the nameservers are not in sync',
    ])
    expect(checkSettingsText('ports', null, own('ports'))).toEqual([
      'Expects only ports 80 and 443 to be open',
    ])
    expect(checkSettingsText('dns_blocklist', null, own('dns_blocklist'))).toEqual([
      'Checks against all blocklists',
    ])
    expect(
      checkSettingsText('dns_blocklist', null, {
        use_all_blocklists: false,
        enabled_blocklists: ['spamhaus', 'barracuda', 'sorbs'],
      }),
    ).toEqual(['Checks against spamhaus, barracuda and sorbs'])
    expect(
      checkSettingsText('ai', null, { frequency_unit: 'minute', frequency_value: 60 }),
    ).toEqual(['Checks every 60 minutes'])
  })

  it("reads the check object's own settings, nested or with prefixed keys", () => {
    expect(
      checkSettingsText(
        'performance',
        { performance_check_settings: { threshold_in_ms: 900 } },
        null,
      ),
    ).toEqual(['Fails when the response takes longer than 900 ms'])
    expect(
      checkSettingsText('domain', { domain_check_expires_soon_threshold_in_days: 7 }, undefined),
    ).toEqual(['Warns 7 days before the domain expires'])
    expect(checkSettingsText('uptime', { uptime_check_location: 'london' }, [])).toEqual([
      'Checks from London',
    ])
  })

  it('gives the recorded monitor real sentences', () => {
    const body = JSON.parse((recorded as { data: string }).data) as Record<string, unknown> & {
      checks: { type: string; settings: unknown }[]
    }
    const of = (type: string) =>
      checkSettingsText(
        type,
        body.checks.find((c) => c.type === type)?.settings,
        body[`${type}_check_settings`],
      )
    expect(of('performance')[0]).toBe('Fails when the response takes longer than 3,500 ms')
    expect(of('uptime')).toEqual(['Fails when the page does not contain “a string”'])
    // The recording's threshold is null.
    expect(of('certificate_health')).toEqual([])
  })

  it('ignores null, missing and retyped values', () => {
    expect(checkSettingsText('performance', null, { threshold_in_ms: '2000' })).toEqual([])
    expect(checkSettingsText('performance', 'x', { threshold_in_ms: null })).toEqual([])
    expect(
      checkSettingsText('certificate_health', [], { expires_soon_threshold_in_days: -3 }),
    ).toEqual([])
    expect(checkSettingsText('uptime', null, { frequency_value: 1.5, location: 42 })).toEqual([])
    expect(
      checkSettingsText('uptime', null, { frequency_value: 5, frequency_unit: 'hour' }),
    ).toEqual([])
    expect(checkSettingsText('ports', null, { expected_open_ports: [0, 'x', 70000, 22] })).toEqual([
      'Expects only port 22 to be open',
    ])
    expect(checkSettingsText('dns', null, { ignored_record_types: 'SOA' })).toEqual([])
    expect(checkSettingsText('dns_blocklist', null, { use_all_blocklists: 'yes' })).toEqual([])
    // A null from the monitor falls back to the check's own value.
    expect(
      checkSettingsText(
        'certificate_health',
        { certificate_health_check_settings: { expires_soon_threshold_in_days: 10 } },
        { expires_soon_threshold_in_days: null },
      ),
    ).toEqual(['Warns 10 days before the certificate expires'])
  })

  it('says nothing for unknown types or the types with a findings list', () => {
    for (const type of ['teleport', 'broken_links', 'mixed_content', 'cron', '__proto__']) {
      expect(hasSettingsText(type)).toBe(false)
      expect(checkSettingsText(type, { x: 1 }, { threshold_in_ms: 5 })).toEqual([])
    }
  })

  it('bounds every string from the service', () => {
    const long = 'x'.repeat(5000)
    const names = Array.from({ length: 500 }, (_, i) => `${long}${i}`)
    const all = [
      ...checkSettingsText('uptime', null, { look_for_string: long, location: long }),
      ...checkSettingsText('dns', null, { extra_cnames: names, ignored_record_types: names }),
      ...checkSettingsText('dns_blocklist', null, { enabled_blocklists: names }),
      ...checkSettingsText('lighthouse', null, {
        notification_settings: Object.fromEntries(names.map((n) => [n, 1])),
      }),
      ...checkSettingsText('domain', null, { not_supported_reason: long }),
    ]
    expect(all.length).toBeGreaterThan(5)
    for (const sentence of all) expect(sentence.length).toBeLessThanOrEqual(TEXT_LIMITS.text)
  })

  describe('written where they are shown', () => {
    afterEach(() => setLocale(ENGLISH))

    it('the engine sends data; the page writes it in its own language', () => {
      // Made by an English engine...
      const lines = [
        ...checkSettingLines('performance', null, { threshold_in_ms: 3500 }),
        ...checkSettingLines('dns_blocklist', null, { enabled_blocklists: ['spamhaus', 'sorbs'] }),
        ...checkSettingLines('lighthouse', null, {
          device_emulation: 'mobile',
          continent: 'europe',
        }),
        ...checkSettingLines('uptime', null, { frequency_value: 1, location: 'frankfurt' }),
      ]
      expect(lines.map((l) => l.text)).toEqual([
        'Fails when the response takes longer than 3,500 ms',
        'Checks against spamhaus and sorbs',
        'Runs as mobile from Europe',
        "Uses the service's default score thresholds",
        'Checks every 1 minute from Frankfurt',
      ])
      // ...and shown by a German page; the service's names stay as sent.
      setLocale({ language: 'de', tag: 'de-DE' })
      expect(lines.map(settingLineText)).toEqual([
        'Schlägt fehl, wenn die Antwort länger als 3.500 ms dauert',
        'Prüft gegen spamhaus und sorbs',
        'Läuft als Mobilgerät von Europe aus',
        'Verwendet die Standard-Schwellenwerte des Dienstes',
        'Prüft jede Minute von Frankfurt aus',
      ])
      setLocale({ language: 'nl', tag: 'nl-NL' })
      expect(settingLineText(lines[0]!)).toBe('Faalt als het antwoord langer duurt dan 3.500 ms')
    })

    it("a line of a kind the page does not know shows the engine's text", () => {
      const line = { kind: 'teleport', values: {}, text: 'Beams up' } as unknown as Parameters<
        typeof settingLineText
      >[0]
      expect(settingLineText(line)).toBe('Beams up')
    })
  })
})
