// The client tolerates what the live service drifts into: unknown enum values read as the
// schema's fallback ('unknown'), extra fields are kept, and `""` is accepted where a timestamp goes.
import { describe, expect, it } from 'vitest'
import { createApiClient } from '@app/core/api'

function cronCheck(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    uuid: 'c0ffee00-0000-4000-8000-000000000007',
    name: 'nightly backup',
    type: 'simple',
    description: null,
    frequency_in_minutes: 60,
    grace_time_in_minutes: 5,
    cron_expression: null,
    human_readable_cron_expression: '',
    server_timezone: 'UTC',
    ping_url: 'https://ping.example.test/c0ffee',
    created_at: '2026-11-01 10:00:00',
    latest_result: 'pingFinished',
    latest_result_label: 'Finished',
    latest_result_label_color: 'green',
    latest_ping_at: '2026-11-23 09:00:00',
    human_readable_latest_ping_at: '1 hour ago',
    active_snooze: null,
    ...overrides,
  }
}

/** A client whose fetch answers every request with `{data: [check]}` and records the URLs. */
function clientAnswering(check: Record<string, unknown>) {
  const urls: string[] = []
  const api = createApiClient({
    baseUrl: 'https://service.test',
    token: 'tolerance-token',
    fetch: async (url) => {
      urls.push(String(url))
      return new Response(JSON.stringify({ data: [check] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    },
  })
  return { api, urls }
}

describe('response tolerance', () => {
  it('reads an unknown cron latest_result and type as the fallback "unknown" without throwing', async () => {
    const { api } = clientAnswering(cronCheck({ latest_result: 'pingExploded', type: 'quantum' }))
    const [check] = await api.cronChecks.list(1)
    expect(check?.latest_result).toBe('unknown')
    expect(check?.type).toBe('unknown')
  })

  it('keeps unknown extra fields', async () => {
    const { api } = clientAnswering(cronCheck({ future_field: 'kept', nested_extra: { a: 1 } }))
    const [check] = await api.cronChecks.list(1)
    expect(check).toMatchObject({ future_field: 'kept', nested_extra: { a: 1 } })
  })

  it('accepts an empty string where a timestamp is expected', async () => {
    const { api } = clientAnswering(cronCheck({ latest_ping_at: '', created_at: '' }))
    const [check] = await api.cronChecks.list(1)
    expect(check?.latest_ping_at).toBe('')
    expect(check?.created_at).toBe('')
  })
})
