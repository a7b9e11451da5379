// Reminder and sound settings in files written before they existed: the defaults fill in (off,
// 6 times; Basso, Purr, Glass), a partial object keeps what it names, and bad values are refused.
import { describe, expect, it } from 'vitest'
import { settingsPatchSchema } from '@app/shared/contract-schemas'
import { migrateSettings } from '@app/shared/migrate-settings'
import { DEFAULT_SETTINGS } from '@app/shared/settings'

const { remind, sounds, ...olderNotifications } = DEFAULT_SETTINGS.notifications

describe('reminder and sound settings', () => {
  it('a file without them gets the defaults', () => {
    const result = migrateSettings({ ...DEFAULT_SETTINGS, notifications: olderNotifications })
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    expect(result.settings.notifications.remind).toEqual({ everyMinutes: 0, maxTimes: 6 })
    expect(result.settings.notifications.sounds).toEqual(sounds)
  })

  it('a partial object keeps what it names', () => {
    const result = migrateSettings({
      ...DEFAULT_SETTINGS,
      notifications: {
        ...olderNotifications,
        remind: { everyMinutes: 15 },
        sounds: { failure: 'Hero' },
      },
    })
    expect(result.ok && result.settings.notifications.remind).toEqual({
      everyMinutes: 15,
      maxTimes: 6,
    })
    expect(result.ok && result.settings.notifications.sounds.failure).toBe('Hero')
  })

  it('refuses a pace or a sound outside the lists, and a cap out of range', () => {
    const accepted = (notifications: unknown) =>
      settingsPatchSchema.safeParse({ notifications }).success
    expect(accepted({ remind: { ...remind, everyMinutes: 7 } })).toBe(false)
    expect(accepted({ remind: { ...remind, maxTimes: 0 } })).toBe(false)
    expect(accepted({ sounds: { ...sounds, failure: '../../etc/passwd' } })).toBe(false)
    expect(accepted({ remind: { everyMinutes: 10, maxTimes: 3 } })).toBe(true)
  })
})
