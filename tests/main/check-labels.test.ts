// Check types always show their one label: the table covers every type the spec lists and agrees
// with the labels the live service sends, and no raw API type reaches the tray menu, the popover's
// summary or the CLI's table where a label exists.
import { describe, expect, it } from 'vitest'
import { CHECK_TYPES } from '@app/core/api/schemas/enums'
import {
  CHECK_TYPE_LABELS,
  checkLabel,
  checkTypeLabel,
  englishCheckLabel,
  englishCheckTypeLabel,
} from '@app/shared/check-labels'
import { ENGLISH, resolveLocale } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'
import { buildTrayMenu, type TrayMenuItem } from '@app/main/tray/menu-template'
import { popoverSummary } from '@app/shared/popover-summary'
import { statusReport, statusTable } from '@app/cli/status-report'
import type { CheckState, MonitorState, Snapshot } from '@app/shared/model'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { loadRecording } from '../contract/recordings'

const NOW = Date.parse('2026-03-10T12:00:00Z')

/** Types with an underscore, or a word a label writes differently: raw if seen on screen. */
const RAW = CHECK_TYPES.filter((t) => CHECK_TYPE_LABELS[t] !== t)

function everyTypeFailing(label: (type: string) => string): Snapshot {
  const checks: CheckState[] = CHECK_TYPES.map((type, i) => ({
    id: 100 + i,
    type,
    label: label(type),
    enabled: true,
    result: 'failed',
    summary: null,
    snoozedUntil: null,
  }))
  const monitor: MonitorState = {
    id: 1,
    teamId: 1,
    label: 'shop.example.com',
    url: 'https://shop.example.com',
    type: 'http',
    groupName: '',
    tags: [],
    result: 'failed',
    checks,
    maintenance: null,
  }
  return {
    fetchedAt: new Date(NOW).toISOString(),
    monitors: [monitor],
    cron: {},
    unreadable: { count: 0, reasons: [] },
    ran: { monitors: {}, checks: {} },
  }
}

function labels(items: readonly TrayMenuItem[]): string[] {
  return items.flatMap((i) => [String(i.label ?? ''), ...labels(i.submenu ?? [])])
}

/** Whole words only: "DNS blocklist" must not be read as the raw `dns`. */
const rawIn = (texts: readonly string[]) =>
  RAW.filter((type) => texts.some((t) => new RegExp(`(^|[^\\w])${type}([^\\w]|$)`).test(t)))

describe('check type labels', () => {
  it('has a label for every check type the spec lists', () => {
    for (const type of CHECK_TYPES) expect(CHECK_TYPE_LABELS[type], type).toMatch(/^[A-Z]/)
    expect(checkTypeLabel('cron')).toBe('Scheduled tasks')
    expect(checkTypeLabel('broken_links')).toBe('Broken links')
  })

  it('agrees with the labels the live service sends (recorded answer)', () => {
    const body = JSON.parse(loadRecording('monitors').data) as {
      data: { checks: { type: string; label: string }[] }[]
    }
    const seen = body.data.flatMap((m) => m.checks)
    expect(seen.length).toBeGreaterThan(10)
    for (const check of seen) expect(checkTypeLabel(check.type), check.type).toBe(check.label)
  })

  it('names a type it does not know in words, and prefers the table to a raw label', () => {
    expect(checkTypeLabel('carbon_footprint')).toBe('Carbon footprint')
    expect(checkTypeLabel('')).toBe('Check')
    expect(checkLabel({ type: 'carbon_footprint', label: 'Carbon' })).toBe('Carbon')
    expect(checkLabel({ type: 'carbon_footprint', label: 'carbon_footprint' })).toBe(
      'Carbon footprint',
    )
    expect(checkLabel({ type: 'broken_links', label: 'broken_links' })).toBe('Broken links')
  })

  // A check whose label is missing or raw (the snapshot falls back to the type) still shows its name.
  for (const [what, label] of [
    ['labelled', (t: string) => checkTypeLabel(t)],
    ['raw', (t: string) => t],
  ] as const) {
    it(`shows no raw type in the tray menu, popover or CLI table (${what} labels)`, () => {
      const snapshot = everyTypeFailing(label)
      const settings = new FakeAppService().settings
      const menu = labels(buildTrayMenu({ snapshot, sync: OK_SYNC, settings, now: NOW }))
      expect(rawIn(menu)).toEqual([])
      expect(menu.some((l) => l.includes('Scheduled tasks'))).toBe(true)
      const popover = popoverSummary(snapshot, NOW)!.problems.flatMap((p) =>
        p.checks.map((c) => c.label),
      )
      expect(rawIn(popover)).toEqual([])
      expect(popover).toContain('Broken links')
      const table = statusTable(statusReport(snapshot, NOW), 'https://ohdear.app').split('\n')
      expect(rawIn(table.slice(1))).toEqual([])
      expect(table.join('\n')).toContain('Broken links failed')
    })
  }
})

describe('check names in the app language', () => {
  it('says a known type in the current language, and stores and logs the English name', () => {
    setLocale(resolveLocale('de', []))
    try {
      expect(checkTypeLabel('uptime')).toBe('Verfügbarkeit')
      expect(checkLabel({ type: 'broken_links', label: 'Broken links' })).toBe('Defekte Links')
      // A type Uptray has no name for keeps the service's label in every language.
      expect(checkLabel({ type: 'quantum', label: 'Quantum state' })).toBe('Quantum state')
      expect(englishCheckTypeLabel('uptime')).toBe('Uptime')
      expect(englishCheckLabel({ type: 'broken_links', label: 'x' })).toBe('Broken links')
      for (const type of CHECK_TYPES) expect(checkTypeLabel(type), type).not.toBe(type)
    } finally {
      setLocale(ENGLISH)
    }
    expect(checkTypeLabel('uptime')).toBe('Uptime')
  })
})
