// Notification destinations managed through the AppService against the simulator: the bodies
// sent (request log), what the service holds after, refusals by field, and secrets kept out of
// what the windows and the timeline get.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
})
afterEach(async () => {
  await h.close()
})

const SECRET = 'T0KEN-very-secret-9f3a'
const HOOK = 'https://hooks.example.com/services/T000/B000/XyZsecretPath7788'
const bodyOf = async (method: string, path: RegExp) =>
  (await h.requests()).findLast((r) => r.method === method && path.test(r.path))?.body
const teamId = () => h.service.getSnapshot()!.monitors[0]!.teamId!

describe('destination management', () => {
  it('creates, edits keeping a secret, tests, disables and deletes a team destination', async () => {
    const created = await h.service.createDestination({
      level: 'team',
      ownerId: teamId(),
      channel: 'chatApi',
      label: ' Ops chat ',
      destination: { channel: '#ops', chat_api_token: SECRET },
    })
    expect(created).toMatchObject({ ok: true, message: 'Created the destination Ops chat.' })
    const id = (created as { id: number }).id
    expect(await bodyOf('POST', /^\/api\/team-notification-destinations\/\d+$/)).toEqual({
      channel: 'chatApi',
      destination: { channel: '#ops', chat_api_token: SECRET },
      label: 'Ops chat',
    })
    const listed = (await h.service.destinations()).destinations.find((d) => d.id === id)
    expect(listed).toMatchObject({ name: 'Ops chat', level: 'team', enabled: true })

    // The form gets the secret masked (last 4 only).
    const settings = await h.service.destinationSettings(id)
    expect(settings).toMatchObject({
      channel: 'chatApi',
      label: 'Ops chat',
      destination: { channel: '#ops', chat_api_token: '••••9f3a' },
      secretsSet: ['chat_api_token'],
    })

    // An edit leaving the token out sends the one the service has.
    const saved = await h.service.updateDestination(id, {
      level: 'team',
      ownerId: teamId(),
      channel: 'chatApi',
      label: 'Ops room',
      destination: { channel: '#ops-room' },
    })
    expect(saved).toMatchObject({ ok: true, message: 'Saved Ops room.' })
    const put = new RegExp(`^/api/team-notification-destinations/\\d+/destination/${id}$`)
    expect(await bodyOf('PUT', put)).toEqual({
      channel: 'chatApi',
      destination: { channel: '#ops-room', chat_api_token: SECRET },
      label: 'Ops room',
    })

    const tested = await h.service.testDestination(id)
    expect(tested).toMatchObject({ ok: true, message: 'Sent a test notification to Ops room.' })
    expect(await bodyOf('PUT', put)).toMatchObject({ test: true, label: 'Ops room' })

    expect(await h.service.disableDestination(id)).toMatchObject({ ok: true })
    expect((await h.service.destinations()).destinations.find((d) => d.id === id)).toMatchObject({
      enabled: false,
      canEnable: true,
    })
    expect(await h.service.enableDestination(id)).toMatchObject({ ok: true })

    expect(await h.service.deleteDestination(id)).toEqual({
      ok: true,
      message: 'Deleted the destination Ops room.',
    })
    expect((await h.service.destinations()).destinations.some((d) => d.id === id)).toBe(false)

    const actions = (await h.service.timeline({ kinds: ['action'] })).events.map((e) => e.text)
    expect(actions.join('\n')).toContain('Deleted the destination Ops room.')
    expect(JSON.stringify(actions)).not.toContain(SECRET)
  })

  it('answers the service 422 by field, and masks a webhook URL', async () => {
    const refused = await h.service.createDestination({
      level: 'team',
      ownerId: teamId(),
      channel: 'mail',
      destination: { mail: 'not-an-address' },
    })
    expect(refused).toMatchObject({ ok: false })
    expect(Object.keys((refused as { fields?: object }).fields ?? {})).toEqual(['destination.mail'])

    const hook = await h.service.createDestination({
      level: 'team',
      ownerId: teamId(),
      channel: 'webhook',
      destination: { url: HOOK },
    })
    expect(hook).toMatchObject({ ok: true, message: 'Created the destination Webhook.' })
    const settings = await h.service.destinationSettings((hook as { id: number }).id)
    expect(settings?.destination.url).toBe('https://hooks.example.com/••••7788')
    const view = JSON.stringify([await h.service.destinations(), settings])
    expect(view).not.toContain('XyZsecretPath')
  })

  it('refuses an unknown destination, sending nothing', async () => {
    const before = (await h.requests()).length
    expect(await h.service.testDestination(987_654)).toMatchObject({ ok: false })
    expect(await h.service.deleteDestination(987_654)).toMatchObject({ ok: false })
    expect((await h.requests()).length).toBe(before)
  })
})
