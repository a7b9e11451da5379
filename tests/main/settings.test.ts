import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Conf from 'conf'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrateSettings } from '@app/shared/migrate-settings'
import { openSettingsStore } from '@app/main/settings/settings-store'
import { applySettingsPatch } from '@app/shared/settings-patch'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { watchedAccounts } from '@app/shared/settings-accounts'

const ohdear = { id: 'ohdear-app', name: 'ohdear.app', baseUrl: 'https://ohdear.app', slot: 0 }

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'uptray-settings-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

// electron-store is conf with Electron's default folder: conf writes the very same file.
const confStore = (cwd: string, name: string, fileMode: number) =>
  new Conf<Settings>({
    cwd,
    configName: name,
    projectName: 'uptray',
    clearInvalidConfig: false,
    configFileMode: fileMode,
  })
const open = () => openSettingsStore(dir, confStore)
const file = () => join(dir, 'settings.json')
const onDisk = () => JSON.parse(readFileSync(file(), 'utf8')) as unknown

describe('settings migrations (pure)', () => {
  it('current settings pass unchanged', () => {
    expect(migrateSettings(DEFAULT_SETTINGS)).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
      migrated: false,
      notice: null,
    })
  })

  it('a version-0 file is upgraded: renamed keys kept, new keys defaulted', () => {
    const result = migrateSettings({
      pollIntervalSeconds: 60,
      notificationSound: true,
      theme: 'dark',
    })
    expect(result).toEqual({
      ok: true,
      migrated: true,
      notice: null,
      settings: {
        ...DEFAULT_SETTINGS,
        accounts: [ohdear],
        sweepIntervalSeconds: 60,
        theme: 'dark',
        notifications: { ...DEFAULT_SETTINGS.notifications, sound: true },
      },
    })
  })

  it('keys added since the file was written take their defaults', () => {
    const { globalShortcut: _drop, ...older } = DEFAULT_SETTINGS
    const partial = { ...older, notifications: { sound: true, quietHours: { enabled: true } } }
    const result = migrateSettings(partial)
    expect(result.ok && result.settings.globalShortcut).toBe(DEFAULT_SETTINGS.globalShortcut)
    expect(result.ok && result.settings.notifications.quietHours).toEqual({
      enabled: true,
      start: '22:00',
      end: '07:00',
    })
  })

  it('a version-2 file: its base URL becomes the one account, named by its host', () => {
    const v2 = { ...DEFAULT_SETTINGS, schemaVersion: 2, accounts: undefined }
    const at = (baseUrl: string) => migrateSettings({ ...v2, baseUrl })
    const result = at('https://acme.example:8443/')
    expect(result).toMatchObject({ ok: true, migrated: true, notice: null })
    expect(result.ok && result.settings.accounts).toEqual([
      {
        id: 'acme-example-8443',
        name: 'acme.example:8443',
        baseUrl: 'https://acme.example:8443',
        slot: 0,
      },
    ])
    // The base URL stays: it is what "Add account" offers next.
    expect(result.ok && result.settings.baseUrl).toBe('https://acme.example:8443')
    // A saved user name and password never reach the account.
    const withSecret = at('https://me:pw@acme.example')
    expect(withSecret.ok && withSecret.settings.accounts[0]?.baseUrl).toBe('https://acme.example')
    expect(JSON.stringify(withSecret)).not.toContain('pw')
    const { baseUrl: _none, ...noUrl } = v2
    const fallback = migrateSettings(noUrl)
    expect(fallback.ok && fallback.settings.accounts).toEqual([ohdear])
  })

  it('accounts are bounded, their ids and names unique (names ignoring case)', () => {
    const acme = { id: 'acme', name: 'Acme', baseUrl: 'https://ohdear.app' }
    const check = (accounts: unknown) => migrateSettings({ ...DEFAULT_SETTINGS, accounts })
    expect(check([acme, { ...acme, id: 'own', name: 'Own' }]).ok).toBe(true)
    const twinId = check([acme, { ...acme, name: 'Other' }])
    expect(!twinId.ok && twinId.problem).toMatch(/account ids must differ/)
    const twinName = check([acme, { ...acme, id: 'acme-2', name: 'ACME' }])
    expect(!twinName.ok && twinName.problem).toMatch(/account names must differ/)
    const many = Array.from({ length: 21 }, (_, n) => ({ ...acme, id: `a${n}`, name: `A${n}` }))
    expect(check(many).ok).toBe(false)
    expect(check([{ ...acme, id: 'Not A Slug' }]).ok).toBe(false)
    expect(check([{ ...acme, name: 'bell\u0007' }]).ok).toBe(false)
    expect(check([{ ...acme, baseUrl: 'ftp://x' }]).ok).toBe(false)
  })

  it('the accounts watched: the list, or the one the base URL stands for while it is empty', () => {
    expect(watchedAccounts(DEFAULT_SETTINGS)).toEqual([ohdear])
    const acme = { id: 'acme', name: 'Acme', baseUrl: 'https://acme.example', slot: 0 }
    expect(watchedAccounts({ ...DEFAULT_SETTINGS, accounts: [acme] })).toEqual([acme])
  })

  it.each([
    [null, /not hold a settings object/],
    [[1, 2], /not hold a settings object/],
    [{ ...DEFAULT_SETTINGS, schemaVersion: 9 }, /newer Uptray/],
    [{ ...DEFAULT_SETTINGS, budgetShare: 5 }, /budgetShare/],
    [{ ...DEFAULT_SETTINGS, baseUrl: 'ftp://x' }, /baseUrl/],
  ])('refuses %j', (raw, problem) => {
    const result = migrateSettings(raw)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problem).toMatch(problem)
  })
})

describe('settings file (conf, the store under electron-store)', () => {
  it('a first start writes the defaults', () => {
    const store = open()
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    expect(store.startupNotice).toBeNull()
    expect(onDisk()).toEqual(DEFAULT_SETTINGS)
  })

  it('updates are validated, merged and saved; a bad patch changes nothing', async () => {
    const store = open()
    expect(await store.update({ theme: 'dark', notifications: { sound: true } })).toEqual({
      ok: true,
      settings: store.get(),
    })
    expect(store.get().theme).toBe('dark')
    const bad = await store.update({ sweepIntervalSeconds: 2 })
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.message).toMatch(/^Invalid settings: .*sweepIntervalSeconds/s)
    expect(onDisk()).toMatchObject({
      theme: 'dark',
      sweepIntervalSeconds: 30,
      notifications: { sound: true, notifyOnRecovery: true },
    })
    // A fresh start reads what was saved.
    expect(open().get().theme).toBe('dark')
  })

  it('a version-3 file with two accounts: each gets its place as its slot, written back; its rules kept', () => {
    const rules = [{ scope: 'monitor', value: String(2 ** 40 + 5), mode: 'never' }]
    const own = { id: 'own', name: 'Own', baseUrl: 'http://127.0.0.1:9000' }
    const acme = { id: 'acme', name: 'Acme', baseUrl: 'https://ohdear.app' }
    writeFileSync(
      file(),
      JSON.stringify({
        ...DEFAULT_SETTINGS,
        schemaVersion: 3,
        accounts: [acme, own],
        notifications: { ...DEFAULT_SETTINGS.notifications, rules },
      }),
    )
    const store = open()
    expect(store.get().accounts.map((a) => [a.id, a.slot])).toEqual([
      ['acme', 0],
      ['own', 1],
    ])
    expect(onDisk()).toMatchObject({
      schemaVersion: 4,
      accounts: [
        { ...acme, slot: 0 },
        { ...own, slot: 1 },
      ],
      notifications: { rules },
    })
  })

  it('an old file is migrated and written back', () => {
    writeFileSync(file(), JSON.stringify({ pollIntervalSeconds: 45 }))
    const store = open()
    expect(store.get().sweepIntervalSeconds).toBe(45)
    expect(onDisk()).toMatchObject({
      schemaVersion: 4,
      sweepIntervalSeconds: 45,
      accounts: [ohdear],
    })
  })

  it.each([
    ['not JSON', '{"theme": "dark",', /not valid JSON/],
    [
      'invalid values',
      JSON.stringify({ ...DEFAULT_SETTINGS, sweepIntervalSeconds: -1 }),
      /sweepIntervalSeconds/,
    ],
  ])('a file with %s is backed up, defaults used, the user told', (_what, content, reason) => {
    writeFileSync(file(), content)
    const store = open()
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    expect(store.startupNotice).toMatch(reason)
    expect(store.startupNotice).toMatch(/defaults are in use/)
    const backups = readdirSync(dir).filter((n) => n.startsWith('settings.invalid-'))
    expect(backups).toHaveLength(1)
    // Nothing lost: the backup holds exactly the old bytes.
    expect(readFileSync(join(dir, backups[0]!), 'utf8')).toBe(content)
    expect(onDisk()).toEqual(DEFAULT_SETTINGS)
  })

  it('patch rules: unknown keys and schemaVersion are refused', () => {
    expect(applySettingsPatch(DEFAULT_SETTINGS, { colour: 'red' }).ok).toBe(false)
    expect(applySettingsPatch(DEFAULT_SETTINGS, { schemaVersion: 1 }).ok).toBe(false)
    expect(applySettingsPatch(DEFAULT_SETTINGS, { globalShortcut: null })).toMatchObject({
      ok: true,
      settings: { globalShortcut: null },
    })
  })
})

describe('settings as the engine sees them', () => {
  it('a rejected patch comes back with the reason; a good one returns the new settings', async () => {
    const store = open()
    await expect(store.update({ budgetShare: 2 })).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid settings: .*budgetShare/s) as unknown,
    })
    await expect(store.update({ budgetShare: 0.5 })).resolves.toMatchObject({
      ok: true,
      settings: { budgetShare: 0.5 },
    })
    expect(store.get().budgetShare).toBe(0.5)
  })
})
