import { describe, expect, it } from 'vitest'
import {
  ruleReason,
  ruleSentence,
  withCheckTypeMuted,
  checkTypeMuted,
} from '@app/shared/notification-rule'
import { migrateSettings } from '@app/shared/migrate-settings'
import { settingsSchema } from '@app/shared/contract-schemas'
import { DEFAULT_SETTINGS } from '@app/shared/settings'

describe('rule sentences', () => {
  it('reads each scope and mode as a plain sentence', () => {
    expect(ruleSentence({ scope: 'tag', value: 'staging', mode: 'never' })).toBe(
      'Monitors tagged staging: never notify',
    )
    expect(ruleSentence({ scope: 'check-type', value: 'broken_links', mode: 'failures' })).toBe(
      'broken_links checks: notify on failures only',
    )
    const names = { monitor: (id: number) => (id === 4 ? 'shop.example' : undefined) }
    expect(ruleSentence({ scope: 'monitor', value: '4', mode: 'always' }, names)).toBe(
      'Monitor shop.example: always notify',
    )
    expect(ruleSentence({ scope: 'monitor', value: '5', mode: 'always' }, names)).toBe(
      'Monitor #5: always notify',
    )
    expect(ruleSentence({ scope: 'team', value: '2', mode: 'never' }, { team: () => 'Ops' })).toBe(
      'Monitors of team Ops: never notify',
    )
  })

  it('bounds a long name and flattens line breaks', () => {
    const sentence = ruleSentence({ scope: 'tag', value: `a\nb${'x'.repeat(500)}`, mode: 'never' })
    expect(sentence.length).toBeLessThan(100)
    expect(sentence).not.toContain('\n')
    expect(ruleReason({ scope: 'tag', value: 'x'.repeat(100), mode: 'never' }).length).toBeLessThan(
      100,
    )
  })

  it('the check type switch adds and removes its own never rule only', () => {
    const tag = { scope: 'tag', value: 'uptime', mode: 'never' } as const
    const muted = withCheckTypeMuted([tag], 'uptime', true)
    expect(checkTypeMuted(muted, 'uptime')).toBe(true)
    expect(withCheckTypeMuted(muted, 'uptime', false)).toEqual([tag])
    expect(checkTypeMuted([tag], 'uptime')).toBe(false)
  })
})

describe('settings: rules', () => {
  it('muted check types of a version 1 file become never rules', () => {
    const v1 = {
      ...DEFAULT_SETTINGS,
      schemaVersion: 1,
      notifications: {
        ...DEFAULT_SETTINGS.notifications,
        rules: undefined,
        mutedCheckTypes: ['broken_links', 'sitemap', 'broken_links'],
      },
    }
    const result = migrateSettings(v1)
    expect(result).toMatchObject({ ok: true, migrated: true })
    if (!result.ok) return
    expect(result.settings.schemaVersion).toBe(4)
    expect(result.settings.notifications.rules).toEqual([
      { scope: 'check-type', value: 'broken_links', mode: 'never' },
      { scope: 'check-type', value: 'sitemap', mode: 'never' },
    ])
    expect(result.settings.notifications).not.toHaveProperty('mutedCheckTypes')
  })

  it('a version 0 file without muted types migrates to no rules', () => {
    const result = migrateSettings({ pollIntervalSeconds: 60 })
    expect(result).toMatchObject({ ok: true, settings: { notifications: { rules: [] } } })
  })

  it.each([
    [{ scope: 'monitor', value: 'abc', mode: 'never' }],
    [{ scope: 'team', value: '0', mode: 'never' }],
    [{ scope: 'check-type', value: 'Broken Links', mode: 'never' }],
    [{ scope: 'tag', value: 'x'.repeat(101), mode: 'never' }],
    [{ scope: 'tag', value: ' ', mode: 'never' }],
    [{ scope: 'site', value: 'x', mode: 'never' }],
    [{ scope: 'tag', value: 'x', mode: 'sometimes' }],
    [{ scope: 'tag', value: 'x', mode: 'never', extra: 1 }],
  ])('refuses a bad rule %j', (bad) => {
    const settings = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, rules: [bad] },
    }
    expect(settingsSchema.safeParse(settings).success).toBe(false)
  })

  it('refuses more than 200 rules and takes a good set', () => {
    const many = Array.from({ length: 201 }, (_, i) => ({
      scope: 'tag',
      value: `t${i}`,
      mode: 'never',
    }))
    const with_ = (rules: unknown[]) => ({
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, rules },
    })
    expect(settingsSchema.safeParse(with_(many)).success).toBe(false)
    expect(settingsSchema.safeParse(with_(many.slice(0, 200))).success).toBe(true)
  })
})
