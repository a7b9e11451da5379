// The pure parts of the CLI's accounts: parsing, which accounts a command is about and each one's
// keychain entry, the status summed over accounts with its exit code, the settings file (real
// files in a temp folder) and the token read from a pipe.
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemorySecretStore } from '@app/adapters/memory-stores'
import { parseCli } from '@app/cli/args'
import { CliError } from '@app/cli/exit-codes'
import { appDataDir, openSettingsFile, userDataDir } from '@app/cli/settings-file'
import {
  accountsBar,
  accountsReport,
  worstExit,
  type AccountStatus,
} from '@app/cli/status-accounts'
import { oneTarget, resolveTargets, tokenOf } from '@app/cli/targets'
import { resolveToken } from '@app/cli/credentials'
import { MAX_TOKEN_BYTES, readPipedToken } from '@app/cli/token-stdin'
import { cliErrorOf } from '@app/cli/exit-codes'
import type { AccountRef } from '@app/shared/accounts'
import type { StatusReport } from '@app/cli/status-report'

function exitOf(run: () => unknown): number | null {
  try {
    run()
    return null
  } catch (error) {
    return error instanceof CliError ? error.exitCode : -1
  }
}

const ACME: AccountRef = { id: 'acme', name: 'Acme', baseUrl: 'https://ohdear.app', slot: 0 }
const BETA: AccountRef = { id: 'beta', name: 'Beta', baseUrl: 'http://127.0.0.1:9000', slot: 1 }
const OWN: AccountRef = {
  id: 'own-sites',
  name: 'Own sites',
  baseUrl: 'https://ohdear.app',
  slot: 2,
}

describe('parsing accounts and --account', () => {
  it('reads add, list and remove', () => {
    expect(
      parseCli([
        'accounts',
        'add',
        'Acme Corp',
        '--base-url',
        'https://a.example/',
        '--token-stdin',
      ]),
    ).toEqual({
      command: 'accounts',
      verb: 'add',
      name: 'Acme Corp',
      baseUrl: 'https://a.example',
      json: false,
    })
    expect(parseCli(['accounts', 'list', '--json'])).toEqual({
      command: 'accounts',
      verb: 'list',
      json: true,
    })
    expect(parseCli(['accounts', 'remove', 'Acme'])).toMatchObject({ verb: 'remove', name: 'Acme' })
    expect(parseCli(['status', '--account', ' Acme  Corp '])).toMatchObject({
      account: 'Acme Corp',
    })
    expect(parseCli(['watch', '--account', 'Acme'])).toMatchObject({ account: 'Acme' })
    expect(parseCli(['snooze', '5', '--account', 'Acme'])).toMatchObject({ account: 'Acme' })
  })

  it.each([
    [['accounts']],
    [['accounts', 'rename', 'A']],
    [['accounts', 'add', 'Acme']],
    [['accounts', 'add', '--token-stdin']],
    [['accounts', 'add', 'Acme', 'extra', '--token-stdin']],
    [['accounts', 'list', 'Acme']],
    [['accounts', 'list', '--token-stdin']],
    [['accounts', 'remove', 'Acme', '--base-url', 'https://a.example']],
    [['accounts', 'list', '--account', 'Acme']],
    [['accounts', 'add', 'Acme', '--token-stdin', '--format', 'line']],
    [['status', '--token-stdin']],
    [['status', '--account', '']],
    [['events', '--account', 'Acme']],
  ])('refuses %j with exit code 4', (argv) => {
    expect(exitOf(() => parseCli(argv))).toBe(4)
  })

  it('never repeats an argument after NAME: it may be the token', () => {
    for (const argv of [
      ['accounts', 'add', 'Acme', 'tok-SECRET-123', '--token-stdin'],
      ['accounts', 'add', 'Acme', 'tok-SECRET-123'],
      ['accounts', 'remove', 'Acme', 'tok-SECRET-123'],
    ]) {
      let message = ''
      try {
        parseCli(argv)
      } catch (error) {
        message = (error as CliError).message
      }
      expect(message).toMatch(/Unexpected argument after accounts \w+ NAME/)
      expect(message).not.toContain('SECRET')
    }
  })
})

describe('which accounts a command is about', () => {
  const env = {}
  it('every account of the settings, or the one --account names (any case, or its id)', () => {
    const all = resolveTargets({ account: null, baseUrl: null, env }, [ACME, BETA])
    expect(all.map((t) => t.name)).toEqual(['Acme', 'Beta'])
    const one = resolveTargets({ account: 'bEtA', baseUrl: null, env }, [ACME, BETA])
    expect(one).toEqual([{ name: 'Beta', baseUrl: BETA.baseUrl, account: BETA, token: null }])
    expect(resolveTargets({ account: 'own-sites', baseUrl: null, env }, [OWN])[0]!.name).toBe(
      'Own sites',
    )
    expect(exitOf(() => resolveTargets({ account: 'Nope', baseUrl: null, env }, [ACME]))).toBe(4)
    // --account and --base-url that disagree.
    expect(
      exitOf(() => resolveTargets({ account: 'Acme', baseUrl: BETA.baseUrl, env }, [ACME, BETA])),
    ).toBe(4)
  })

  it('--base-url narrows to the accounts on that address, else is an address alone', () => {
    const on = resolveTargets({ account: null, baseUrl: 'https://ohdear.app', env }, [
      ACME,
      BETA,
      OWN,
    ])
    expect(on.map((t) => t.name)).toEqual(['Acme', 'Own sites'])
    const alone = resolveTargets({ account: null, baseUrl: 'https://x.example', env }, [ACME])
    expect(alone).toEqual([
      { name: 'x.example', baseUrl: 'https://x.example', account: null, token: null },
    ])
    // No account yet: the default address, as before accounts existed.
    expect(resolveTargets({ account: null, baseUrl: null, env }, [])[0]!.baseUrl).toBe(
      'https://ohdear.app',
    )
  })

  it('UPTRAY_API_TOKEN is a one-off account; with --account it is refused', () => {
    const oneOff = { UPTRAY_API_TOKEN: ' tok ', UPTRAY_BASE_URL: 'https://b.example/' }
    expect(resolveTargets({ account: null, baseUrl: null, env: oneOff }, [ACME, BETA])).toEqual([
      { name: 'b.example', baseUrl: 'https://b.example', account: null, token: 'tok' },
    ])
    expect(
      exitOf(() => resolveTargets({ account: 'Acme', baseUrl: null, env: oneOff }, [ACME])),
    ).toBe(4)
  })

  it('an action with several accounts must say which', () => {
    const targets = resolveTargets({ account: null, baseUrl: null, env }, [ACME, BETA])
    expect(exitOf(() => oneTarget(targets))).toBe(4)
    expect(oneTarget(targets.slice(0, 1)).name).toBe('Acme')
  })

  it("each token from its account's keychain entry; the bare base URL's only when the address is not shared", async () => {
    const secrets = new MemorySecretStore({
      'account:acme': 'acme-token',
      'https://ohdear.app': 'legacy-token',
      'http://127.0.0.1:9000/': 'beta-legacy-slash',
    })
    const targets = resolveTargets({ account: null, baseUrl: null, env }, [ACME, BETA, OWN])
    const all = [ACME, BETA, OWN]
    expect(await tokenOf(targets[0]!, all, secrets)).toBe('acme-token')
    expect(await tokenOf(targets[1]!, all, secrets)).toBe('beta-legacy-slash')
    // Own sites shares Acme's address: the legacy entry could be Acme's, so it is not taken.
    await expect(tokenOf(targets[2]!, all, secrets)).rejects.toMatchObject({ exitCode: 2 })
    await expect(tokenOf(targets[2]!, all, secrets)).rejects.toThrow(
      /No API token for the account "Own sites"/,
    )
    // The same when --account narrows the command to Own sites: Acme still shares the address.
    const narrowed = resolveTargets({ account: 'own sites', baseUrl: null, env }, all)
    await expect(tokenOf(narrowed[0]!, all, secrets)).rejects.toMatchObject({ exitCode: 2 })
    // Alone on its address, the legacy entry is its token (until the app moves it).
    const alone = resolveTargets({ account: null, baseUrl: null, env }, [OWN])
    expect(await tokenOf(alone[0]!, [OWN], secrets)).toBe('legacy-token')
  })
})

describe("a command about one address (status-page, maintenance schedule) finds the app's entry", () => {
  it('the one account listed there, else the address alone, else the bare base URL', async () => {
    const url = 'https://ohdear.app'
    const secrets = new MemorySecretStore({
      'account:acme': 'acme-token',
      'account:ohdear-app': 'lone-token',
      [url]: 'legacy-token',
    })
    expect(await resolveToken(url, {}, secrets, async () => [ACME])).toBe('acme-token')
    expect(await resolveToken(url, {}, secrets, async () => [])).toBe('lone-token')
    // Two accounts there: neither is guessed, nor the legacy entry.
    const two = new MemorySecretStore({ [url]: 'legacy-token', 'account:acme': 'acme-token' })
    await expect(resolveToken(url, {}, two, async () => [ACME, OWN])).rejects.toMatchObject({
      exitCode: 2,
    })
    expect(
      await resolveToken(url, {}, new MemorySecretStore({ [`${url}/`]: 'old' }), async () => []),
    ).toBe('old')
  })
})

function report(counts: Partial<StatusReport['totals']>, ids: number[], at: string): StatusReport {
  return {
    fetchedAt: at,
    monitors: ids.map((id) => ({
      id,
      label: `m${id}`,
      url: `https://m${id}.example`,
      result: 'succeeded',
      checks: [],
      health: 'succeeded',
    })),
    unreadable: 1,
    totals: {
      failed: 0,
      warning: 0,
      succeeded: 0,
      pending: 0,
      unknown: 0,
      snoozed: 0,
      maintenance: 0,
      disabled: 0,
      ...counts,
    },
  }
}

describe('status over accounts', () => {
  const a: AccountStatus = {
    name: 'Acme',
    baseUrl: 'https://a.example',
    report: report({ succeeded: 1, failed: 1 }, [1, 2], '2026-11-26T10:00:05.000Z'),
  }
  const b: AccountStatus = {
    name: 'Beta',
    baseUrl: 'https://b.example',
    report: report({ warning: 1 }, [1], '2026-11-26T10:00:01.000Z'),
  }
  const refused: AccountStatus = {
    name: 'Gone',
    baseUrl: 'https://c.example',
    report: null,
    error: cliErrorOf('token-rejected'),
  }
  const down: AccountStatus = { ...refused, name: 'Down', error: cliErrorOf('network', 'refused') }

  it('sums the totals, keeps each monitor with its account (ids may repeat), and the oldest sweep', () => {
    const all = accountsReport([a, b, refused], 0)
    expect(all.totals).toMatchObject({ failed: 1, warning: 1, succeeded: 1, pending: 0 })
    expect(all.unreadable).toBe(2)
    expect(all.fetchedAt).toBe('2026-11-26T10:00:01.000Z')
    expect(all.monitors.map((m) => [m.account, m.id])).toEqual([
      ['Acme', 1],
      ['Acme', 2],
      ['Beta', 1],
    ])
    expect(all.accounts[2]).toEqual({
      name: 'Gone',
      baseUrl: 'https://c.example',
      totals: expect.objectContaining({ failed: 0, succeeded: 0 }) as unknown,
      unreadable: 0,
      error: { message: expect.stringMatching(/rejected the API token/) as unknown, exitCode: 2 },
    })
    expect('error' in all.accounts[0]!).toBe(false)
  })

  it('exits 0 when all answered, else with the worst failure: a token before an outage', () => {
    expect(worstExit([a, b])).toBe(0)
    expect(worstExit([a, down])).toBe(3)
    expect(worstExit([down, a, refused])).toBe(2)
    expect(worstExit([{ ...down, error: cliErrorOf('unexpected') }, down])).toBe(1)
  })

  it("a bar shows the answered accounts' counts and the problem of the others, linking each monitor to its own service", () => {
    const bar = accountsBar([a, b, down], 0)
    expect(bar.problem).toBe('stale')
    expect(bar.report?.monitors).toHaveLength(3)
    expect(bar.pages).toEqual({
      Acme: 'https://a.example',
      Beta: 'https://b.example',
      Down: 'https://c.example',
    })
    expect(accountsBar([a, refused, down], 0).problem).toBe('auth-needed')
    expect(accountsBar([a, b], 0).problem).toBeNull()
  })
})

describe('the settings file', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'uptray-settings-file-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it("is where Electron keeps the app's user data", () => {
    expect(appDataDir({ XDG_CONFIG_HOME: '/x' }, 'linux')).toBe('/x')
    expect(appDataDir({ HOME: '/h' }, 'linux')).toBe('/h/.config')
    expect(appDataDir({ HOME: '/h' }, 'darwin')).toBe('/h/Library/Application Support')
    expect(appDataDir({ APPDATA: 'C:\\A' }, 'win32')).toBe('C:\\A')
    expect(userDataDir({ XDG_CONFIG_HOME: '/nowhere' }, 'linux')).toBe('/nowhere/uptray')
  })

  it('a missing file reads as the defaults; an update writes it whole, 0600, migrated', async () => {
    const file = openSettingsFile(join(dir, 'new'))
    expect((await file.read()).accounts).toEqual([])
    const saved = await file.update({ accounts: [ACME] })
    expect(saved.accounts).toEqual([ACME])
    const text = JSON.parse(await readFile(file.path, 'utf8')) as { schemaVersion: number }
    expect(text.schemaVersion).toBe(4)
    expect((await stat(file.path)).mode & 0o777).toBe(0o600)
  })

  it('an older file is migrated on read (its base URL becomes its account), other settings kept', async () => {
    const folder = join(dir, 'old')
    const file = openSettingsFile(folder)
    await file.update({})
    await writeFile(
      file.path,
      JSON.stringify({ schemaVersion: 2, baseUrl: 'https://ohdear.app', sweepIntervalSeconds: 45 }),
    )
    const read = await file.read()
    expect(read.accounts).toEqual([
      { id: 'ohdear-app', name: 'ohdear.app', baseUrl: 'https://ohdear.app', slot: 0 },
    ])
    const updated = await file.update({ accounts: [...read.accounts, BETA] })
    expect(updated.sweepIntervalSeconds).toBe(45)
    expect(updated.accounts.map((x) => x.id)).toEqual(['ohdear-app', 'beta'])
  })

  it('refuses a patch the schema refuses (exit 4), a damaged file (exit 1, left as is) and a folder others may write', async () => {
    const file = openSettingsFile(join(dir, 'bad'))
    await expect(
      file.update({ accounts: [ACME, { ...ACME, id: 'acme-2' }] }),
    ).rejects.toMatchObject({
      exitCode: 4,
    })
    await file.update({})
    await writeFile(file.path, '{not json')
    await expect(file.read()).rejects.toMatchObject({ exitCode: 1 })
    expect(await readFile(file.path, 'utf8')).toBe('{not json')
    const open = join(dir, 'open')
    await openSettingsFile(open).update({})
    await chmod(open, 0o777)
    await expect(openSettingsFile(open).read()).rejects.toThrow(/can be written by other users/)
  })
})

describe('the token from a pipe', () => {
  const pipe = (text: string) => readPipedToken(Readable.from([Buffer.from(text)]))
  it('is one word, surrounding white space dropped', async () => {
    expect(await pipe('  abc-123\n')).toBe('abc-123')
    await expect(pipe('\n')).rejects.toMatchObject({ exitCode: 4 })
    await expect(pipe('two words')).rejects.toMatchObject({ exitCode: 4 })
    await expect(pipe('x'.repeat(MAX_TOKEN_BYTES + 1))).rejects.toMatchObject({ exitCode: 4 })
    // An escape sequence (an arrow key at the prompt) or another control: refused before any request.
    await expect(pipe('abc\u001b[Adef')).rejects.toMatchObject({ exitCode: 4 })
    await expect(pipe('abc\u0001def')).rejects.toMatchObject({ exitCode: 4 })
    await expect(pipe('abc\u009bdef')).rejects.toMatchObject({ exitCode: 4 })
  })
})
