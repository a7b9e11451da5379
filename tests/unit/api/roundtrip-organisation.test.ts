// Round trip against the simulator: tags, tag groups, notification destinations at all four
// levels, and the reseller endpoints.
import { describe, expect, it } from 'vitest'
import { type ApiClient, type DestinationBody, NotFoundError } from '@app/core/api'
import { useSimulatedApi } from './sim-client'

const ctx = useSimulatedApi({ monitors: 8, seed: 5 })

describe('tags and tag groups', () => {
  it('tags: create with monitors, list', async () => {
    const { api } = ctx()
    const me = await api.me()
    const [m1] = (await api.monitors.listPage(1)).data
    const tag = await api.tags.create({
      team_id: me.teams[0]!.id,
      name: 'roundtrip-tag',
      monitors: [m1!.id],
    })
    expect(tag).toMatchObject({ name: 'roundtrip-tag', sites: [m1!.id] })
    expect((await api.tags.list()).map((t) => t.id)).toContain(tag.id)
  })

  it('tag groups: create, update, list, delete', async () => {
    const { api } = ctx()
    const teamId = (await api.me()).teams[0]!.id
    const group = await api.tagGroups.create({
      team_id: teamId,
      label: 'Clients',
      tags: ['client-*'],
    })
    expect(group.label).toBe('Clients')
    const updated = await api.tagGroups.update(group.id, {
      team_id: teamId,
      label: 'All clients',
      tags: ['client-*', 'vip'],
    })
    expect(updated.label).toBe('All clients')
    expect((await api.tagGroups.list()).find((g) => g.id === group.id)?.label).toBe('All clients')
    await expect(api.tagGroups.delete(group.id)).resolves.toBeUndefined()
    expect((await api.tagGroups.list()).map((g) => g.id)).not.toContain(group.id)
  })
})

describe('notification destinations', () => {
  const body: DestinationBody = {
    channel: 'webhook',
    destination: { url: 'https://hooks.example.com/roundtrip' },
    label: 'Round trip hook',
    notification_types: ['HttpUptimeCheckFailedNotification'],
  }

  /** Runs create -> list -> update -> disable -> enable -> delete on one level. */
  async function lifecycle(level: {
    list: () => ReturnType<ApiClient['notificationDestinations']['team']['list']>
    create: (
      b: DestinationBody,
    ) => ReturnType<ApiClient['notificationDestinations']['team']['create']>
    update: (
      id: number,
      b: DestinationBody,
    ) => ReturnType<ApiClient['notificationDestinations']['team']['create']>
    enable: (id: number) => ReturnType<ApiClient['notificationDestinations']['team']['create']>
    disable: (id: number) => ReturnType<ApiClient['notificationDestinations']['team']['create']>
    delete: (id: number) => Promise<void>
  }) {
    const created = await level.create(body)
    expect(created).toMatchObject({
      channel: 'webhook',
      label: 'Round trip hook',
      destination: body.destination,
    })
    expect((await level.list()).map((d) => d.id)).toContain(created.id)
    const updated = await level.update(created.id, { ...body, label: 'Renamed hook' })
    expect(updated.label).toBe('Renamed hook')
    expect((await level.disable(created.id)).enabled).toBe(false)
    expect((await level.enable(created.id)).enabled).toBe(true)
    await expect(level.delete(created.id)).resolves.toBeUndefined()
    expect((await level.list()).map((d) => d.id)).not.toContain(created.id)
  }

  it('team level', async () => {
    const { api } = ctx()
    const teamId = (await api.me()).teams[0]!.id
    const team = api.notificationDestinations.team
    await lifecycle({
      list: () => team.list(),
      create: (b) => team.create(teamId, b),
      update: (id, b) => team.update(teamId, id, b),
      enable: (id) => team.enable(teamId, id),
      disable: (id) => team.disable(teamId, id),
      delete: (id) => team.delete(teamId, id),
    })
  })

  it('monitor level', async () => {
    const { api } = ctx()
    const monitorId = (await api.monitors.listPage(1)).data[0]!.id
    const monitor = api.notificationDestinations.monitor
    await lifecycle({
      list: () => monitor.list(monitorId),
      create: (b) => monitor.create(monitorId, b),
      update: (id, b) => monitor.update(monitorId, id, b),
      enable: (id) => monitor.enable(monitorId, id),
      disable: (id) => monitor.disable(monitorId, id),
      delete: (id) => monitor.delete(monitorId, id),
    })
  })

  it('tag level', async () => {
    const { api } = ctx()
    const tagId = (await api.tags.list())[0]!.id
    const tag = api.notificationDestinations.tag
    await lifecycle({
      list: () => tag.list(),
      create: (b) => tag.create(tagId, b),
      update: (id, b) => tag.update(tagId, id, b),
      enable: (id) => tag.enable(tagId, id),
      disable: (id) => tag.disable(tagId, id),
      delete: (id) => tag.delete(tagId, id),
    })
  })

  it('tag-group level', async () => {
    const { api } = ctx()
    const groupId = (await api.tagGroups.list())[0]!.id
    const tagGroup = api.notificationDestinations.tagGroup
    await lifecycle({
      list: () => tagGroup.list(groupId),
      create: (b) => tagGroup.create(groupId, b),
      update: (id, b) => tagGroup.update(groupId, id, b),
      enable: (id) => tagGroup.enable(groupId, id),
      disable: (id) => tagGroup.disable(groupId, id),
      delete: (id) => tagGroup.delete(groupId, id),
    })
  })
})

describe('reseller', () => {
  it('managed teams: create, get, update, list with filters, users, login link, decouple, delete', async () => {
    const { api } = ctx()
    const resellerId = (await api.me()).teams[0]!.id
    const team = await api.reseller.createManagedTeam(resellerId, {
      name: 'Roundtrip Client',
      timezone: 'Europe/Brussels',
    })
    expect(team).toMatchObject({ name: 'Roundtrip Client', timezone: 'Europe/Brussels' })
    expect((await api.reseller.getManagedTeam(resellerId, team.id)).name).toBe('Roundtrip Client')
    const renamed = await api.reseller.updateManagedTeam(resellerId, team.id, {
      name: 'Roundtrip Client BV',
    })
    expect(renamed.name).toBe('Roundtrip Client BV')

    const filtered = await api.reseller.listManagedTeams(resellerId, {
      name: 'Roundtrip',
      sort: 'name',
      size: 50,
    })
    expect(filtered.data.map((t) => t.id)).toEqual([team.id])
    const all = await api.reseller.listAllManagedTeams(resellerId)
    expect(all.map((t) => t.id)).toContain(team.id)

    const user = await api.reseller.addUser(resellerId, team.id, {
      email: 'ops@client.example',
      name: 'Ops',
      role: 'member',
    })
    expect(user).toMatchObject({ email: 'ops@client.example', role: 'member' })
    const link = await api.reseller.generateLoginLink(resellerId, team.id, user!.id!)
    const url = new URL(link.login_url)
    expect(url.searchParams.get('signature')).toBeTruthy()
    expect(Number(url.searchParams.get('expires'))).toBeGreaterThan(0)
    expect(link.valid_until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    await expect(api.reseller.decouple(resellerId, team.id)).resolves.toBeUndefined()
    const second = await api.reseller.createManagedTeam(resellerId, { name: 'Short-lived Client' })
    await expect(api.reseller.deleteManagedTeam(resellerId, second.id)).resolves.toBeUndefined()
    await expect(api.reseller.getManagedTeam(resellerId, second.id)).rejects.toBeInstanceOf(
      NotFoundError,
    )
  })
})
