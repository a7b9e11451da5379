// The reseller routes as the spec and the SDK's ManagedTeam DTO read them: the five fields of a
// managed team, 403 for a team that is no reseller, every invalid field at once in a 422, and a
// login link that opens a page in the browser for 5 minutes.
import { describe, expect, it } from 'vitest'
import { post, put, useSimulator } from '../helpers/simulator'

const sim = useSimulator({ clock: 'manual', scenario: 'demo', rateLimit: 10_000 })
const plain = useSimulator({ clock: 'manual', scenario: 'demo', resellers: false })

interface Me {
  id: number
  teams: { id: number; name: string }[]
}
interface ManagedTeam {
  id: number
  name: string
  timezone: string
  created_at: string
  monitors_count: number
}

async function resellerBase(): Promise<string> {
  const me = await sim().json<Me>('/api/me')
  return `/api/reseller/${me.teams[0]!.id}/managed-teams`
}

describe('simulator: reseller routes', () => {
  it('answers a managed team with the spec fields only, sorted and paged as asked', async () => {
    const base = await resellerBase()
    const { data, meta } = await sim().json<{ data: ManagedTeam[]; meta: { per_page: number } }>(
      `${base}?sort=name&page[size]=2`,
    )
    expect(meta.per_page).toBe(2)
    expect(Object.keys(data[0]!).sort()).toEqual(
      ['created_at', 'id', 'monitors_count', 'name', 'timezone'].sort(),
    )
    const names = data.map((t) => t.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(data.every((t) => t.monitors_count > 0)).toBe(true)
  })

  it('refuses a team that is no reseller with 403 and an unknown team with 404', async () => {
    const me = await sim().json<Me>('/api/me')
    const managed = me.teams[1]!.id
    expect((await sim().api(`/api/reseller/${managed}/managed-teams`)).status).toBe(403)
    expect((await sim().api('/api/reseller/999999/managed-teams')).status).toBe(404)
    const other = await plain().json<Me>('/api/me')
    for (const team of other.teams) {
      const answer = await plain().api(`/api/reseller/${team.id}/managed-teams`)
      expect(answer.status).toBe(403)
      expect(await answer.json()).toEqual({ message: 'This action is unauthorized.' })
    }
  })

  it('names every invalid field at once, in Laravel sentences', async () => {
    const base = await resellerBase()
    const bad = await sim().api(base, post({ name: '', timezone: 'Mars/Olympus' }))
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors).toEqual({
      name: ['The name field is required.'],
      timezone: ['The timezone field must be a valid timezone.'],
    })
    const { data } = await sim().json<{ data: ManagedTeam[] }>(base)
    const user = await sim().api(
      `${base}/${data[0]!.id}/users`,
      post({ email: 'not-mail', name: 'N', role: 'owner' }),
    )
    expect((await user.json()).errors).toEqual({
      email: ['The email field must be a valid email address.'],
      role: ['The selected role is invalid.'],
    })
    const long = await sim().api(`${base}/${data[0]!.id}`, put({ name: 'x'.repeat(192) }))
    expect((await long.json()).errors.name).toEqual([
      'The name field must not be greater than 191 characters.',
    ])
  })

  it('mints a login link whose page works for 5 minutes', async () => {
    const base = await resellerBase()
    const me = await sim().json<Me>('/api/me')
    const { data } = await sim().json<{ data: ManagedTeam[] }>(base)
    const team = data[0]!
    const link = await sim().json<{ login_url: string; valid_until: string }>(
      `${base}/${team.id}/users/${me.id}/generate-login-link`,
      post(),
    )
    expect(Object.keys(link).sort()).toEqual(['login_url', 'valid_until'])
    expect(new URL(link.login_url).searchParams.get('expires')).toMatch(/^\d+$/)
    const open = await fetch(link.login_url)
    expect(open.status).toBe(200)
    expect(await open.text()).toContain(`Signed in to ${team.name}`)
    const forged = new URL(link.login_url)
    forged.searchParams.set('signature', '0'.repeat(64))
    expect((await fetch(forged)).status).toBe(403)
    await sim().control.advance({ minutes: 6 })
    const late = await fetch(link.login_url)
    expect(late.status).toBe(403)
    expect(await late.text()).toContain('expired')
  })
})
