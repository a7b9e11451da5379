// The tray menu's lines for the expiry radar and a notification destination Oh Dear disabled.
import { describe, expect, it } from 'vitest'
import { buildTrayMenu } from '@app/main/tray/menu-template'
import { MENU_LABEL_MAX } from '@app/main/tray/safe-text'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { OK_SYNC } from '../helpers/fake-app-service'
import { NOW, mixed } from './snapshots'

const visible = (label: string | undefined) => label?.replace(/[\u2068\u2069]/g, '')

describe('tray menu: coming up and alert paths', () => {
  it('shows one line for what is coming up and one per disabled destination, not clickable', () => {
    const items = buildTrayMenu({
      snapshot: mixed(),
      sync: { ...OK_SYNC, warnings: ['Slack #ops was disabled by Oh Dear: channel_not_found'] },
      settings: DEFAULT_SETTINGS,
      now: NOW,
      comingUp: '2 certificates expire within 14 days',
    })
    const labels = items.map((i) => visible(i.label))
    expect(labels.slice(1, 3)).toEqual([
      '⚠ Slack #ops was disabled by Oh Dear: channel_not_found',
      '⏳ Coming up: 2 certificates expire within 14 days',
    ])
    expect(items.slice(1, 3).every((i) => i.enabled === false)).toBe(true)
  })

  it('has neither line when nothing is there, and bounds a long reason', () => {
    const plain = buildTrayMenu({
      snapshot: mixed(),
      sync: OK_SYNC,
      settings: DEFAULT_SETTINGS,
      now: NOW,
    })
    expect(plain.some((i) => /Coming up|disabled by/.test(i.label ?? ''))).toBe(false)
    const long = buildTrayMenu({
      snapshot: mixed(),
      sync: { ...OK_SYNC, warnings: [`Pager was disabled by Oh Dear: ${'x'.repeat(500)}`] },
      settings: DEFAULT_SETTINGS,
      now: NOW,
    })
    expect(visible(long[1]!.label)!.length).toBeLessThanOrEqual(MENU_LABEL_MAX)
  })
})
