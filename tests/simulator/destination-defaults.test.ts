// Notification destinations created without `notification_types` get every type available for
// their channel (spec: Notification destinations; Events), minus per-channel exclusions.
import { describe, expect, it } from 'vitest'
import { post, useSimulator } from '../helpers/simulator'
import type { ApiMonitor, ApiPage } from './api-types'
import {
  ALL_NOTIFICATION_TYPES,
  defaultNotificationTypes,
} from '@app/simulator/world/notification-types'

const sim = useSimulator({ clock: 'manual' })

interface ApiDestination {
  id: number
  channel: string
  notification_types: string[]
}

async function createPath(): Promise<string> {
  const [monitor] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
  return `/api/monitors/${monitor!.id}/notification-destinations`
}

describe('simulator: destination notification_types defaults', () => {
  it('defaults to the full list for the channel when omitted', async () => {
    const created = await sim().json<ApiDestination>(
      await createPath(),
      post({ channel: 'webhook', destination: { url: 'https://hooks.example.com/d' } }),
    )
    expect(created.notification_types).toEqual([...ALL_NOTIFICATION_TYPES])
    expect(created.notification_types).toContain('MonitorAddedNotification')
    expect(created.notification_types).toContain('HttpUptimeCheckFailedNotification')
  })

  it('keeps an explicit list, including an empty one', async () => {
    const path = await createPath()
    const explicit = await sim().json<ApiDestination>(
      path,
      post({
        channel: 'mail',
        destination: { mail: 'a@example.com' },
        notification_types: ['CronFailedNotification'],
      }),
    )
    expect(explicit.notification_types).toEqual(['CronFailedNotification'])
    const empty = await sim().json<ApiDestination>(
      path,
      post({ channel: 'mail', destination: { mail: 'b@example.com' }, notification_types: [] }),
    )
    expect(empty.notification_types).toEqual([])
  })

  it.each([
    ['onCallPager', { apiKey: 'k', serviceId: 'P1', fromEmail: 'ops@example.com' }],
    ['alertManager', { apiKey: 'k', priority: 'P3', euEndpoint: false }],
  ])('%s excludes MonitorAddedNotification by default', async (channel, destination) => {
    const created = await sim().json<ApiDestination>(
      await createPath(),
      post({ channel, destination }),
    )
    expect(created.notification_types).not.toContain('MonitorAddedNotification')
    expect(created.notification_types).toEqual(defaultNotificationTypes(channel))
    expect(created.notification_types).toHaveLength(ALL_NOTIFICATION_TYPES.length - 1)
  })

  it('refuses a type name it does not know, or one the channel cannot receive, by item', async () => {
    const path = await createPath()
    const unknown = await sim().api(
      path,
      post({
        channel: 'mail',
        destination: { mail: 'c@example.com' },
        notification_types: ['CronFailedNotification', 'NoSuchNotification'],
      }),
    )
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { errors: object }).errors).toEqual({
      'notification_types.1': ['The selected notification_types.1 is invalid.'],
    })
    const pager = await sim().api(
      path,
      post({
        channel: 'onCallPager',
        destination: { apiKey: 'k', serviceId: 'P1', fromEmail: 'ops@example.com' },
        notification_types: ['MonitorAddedNotification'],
      }),
    )
    expect(pager.status).toBe(422)
  })
})
