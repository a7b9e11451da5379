import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { applySettingsPatch, memorySettings } from '@app/shared/settings-patch'

const current: Settings = { ...DEFAULT_SETTINGS, baseUrl: 'http://127.0.0.1:4010' }

describe('applySettingsPatch', () => {
  it('a valid patch gives the merged, validated settings and leaves the input alone', () => {
    const before = structuredClone(current)
    const result = applySettingsPatch(current, { theme: 'dark', baseUrl: 'https://ohdear.app/' })
    expect(result).toEqual({
      ok: true,
      settings: { ...current, theme: 'dark', baseUrl: 'https://ohdear.app' },
    })
    expect(current).toEqual(before)
  })

  it('an invalid patch changes nothing and says why once, on one line', () => {
    const before = structuredClone(current)
    const result = applySettingsPatch(current, { theme: 'dark', budgetShare: 5 })
    expect(result).toEqual({
      ok: false,
      message: 'Invalid settings: budgetShare: Too big: expected number to be <=0.9',
    })
    expect(current).toEqual(before)
  })

  it.each([
    [{ colour: 'red' }, /colour/],
    [{ schemaVersion: 1 }, /schemaVersion/],
    [{ notifications: { quietHours: { enabled: true } } }, /notifications\.quietHours\.start/],
    [{ sweepIntervalSeconds: 2 }, /sweepIntervalSeconds/],
    ['theme=dark', /settings: /],
  ])('refuses %j, naming the field', (patch, field) => {
    const result = applySettingsPatch(current, patch)
    expect(result.ok).toBe(false)
    const message = result.ok ? '' : result.message
    expect(message).toMatch(field)
    expect(message.match(/Invalid settings/g)).toHaveLength(1)
    expect(message).not.toMatch(/\n/)
  })

  it('notifications merge field by field', () => {
    const result = applySettingsPatch(current, { notifications: { sound: true } })
    expect(result.ok && result.settings.notifications).toEqual({
      ...current.notifications,
      sound: true,
    })
  })

  it('a base URL with credentials is refused in a sentence without the password', () => {
    const result = applySettingsPatch(current, { baseUrl: 'https://ops:hunter2@ohdear.app' })
    expect(result.ok).toBe(false)
    const message = result.ok ? '' : result.message
    expect(message).toMatch(/^Invalid settings: The base URL may not contain a user name/)
    expect(message).not.toContain('hunter2')
  })

  it('a message is bounded however long the unknown key', () => {
    const result = applySettingsPatch(current, { ['x'.repeat(10_000)]: 1 })
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message.length).toBeLessThanOrEqual(300)
  })
})

describe('memorySettings (the CLI and the service tests)', () => {
  it('keeps a good patch and refuses a bad one without change', async () => {
    const settings = memorySettings(current)
    expect(await settings.update({ budgetShare: 0.5 })).toMatchObject({ ok: true })
    expect(await settings.update({ budgetShare: 5 })).toMatchObject({ ok: false })
    expect(settings.get()).toEqual({ ...current, budgetShare: 0.5 })
  })
})
