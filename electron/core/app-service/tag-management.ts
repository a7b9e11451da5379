// Tags and tag groups: the Tags page's list (read at the window's priority, cached a minute),
// creating a tag (with monitors), putting a tag on monitors or taking it off, and creating,
// editing and deleting tag groups. Each write is one request at action priority (a tag on many
// monitors: one per monitor, after one read of the tags, or of each monitor when the tag list
// cannot say which tags a monitor has), then the list is read again.
import { clip } from '../../shared/clip'
import type { ManageResult } from '../../shared/monitor-input'
import type {
  TagGroupInput,
  TagGroupView,
  TagInput,
  TagMonitorsInput,
  TagsView,
  TagView,
} from '../../shared/tag-input'
import { TAG_LIMITS } from '../../shared/tag-input'
import type { ApiTag, ApiTagGroup } from '../api'
import { unreadableOf } from '../api/schemas/tolerant-list'
import type { AppServiceContext } from './context'
import { sendWrite } from './write-answer'

const TAGS_KEY = 'tags:list'
const TAGS_TTL_MS = 60_000

export interface TagManagement {
  tags(): Promise<TagsView>
  createTag(input: TagInput): Promise<ManageResult>
  tagMonitors(input: TagMonitorsInput): Promise<ManageResult>
  createTagGroup(input: TagGroupInput): Promise<ManageResult>
  updateTagGroup(tagGroupId: number, input: TagGroupInput): Promise<ManageResult>
  deleteTagGroup(tagGroupId: number): Promise<ManageResult>
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const name = (text: string) => clip(text, TAG_LIMITS.name)

function tagView(tag: ApiTag): TagView {
  return {
    id: tag.id,
    teamId: tag.team_id ?? 0,
    name: name(tag.name),
    monitorIds: (tag.sites ?? []).slice(0, TAG_LIMITS.monitors),
  }
}

function groupView(group: ApiTagGroup): TagGroupView {
  return {
    id: group.id,
    teamId: group.team_id ?? 0,
    label: name(group.label),
    tags: group.tags
      .slice(0, TAG_LIMITS.tagsPerGroup)
      .map((tag) => name(typeof tag === 'string' ? tag : tag.name)),
  }
}

function groupBody(input: TagGroupInput) {
  return {
    team_id: input.teamId,
    label: input.label.trim(),
    ...(input.tags ? { tags: input.tags.map((t) => t.trim()) } : {}),
  }
}

export function createTagManagement(
  ctx: AppServiceContext,
  /** Reads the monitors whose tags changed back into the snapshot (in the background). */
  refreshMonitors: (monitorIds: number[]) => void,
): TagManagement {
  const groupLabel = (tagGroupId: number): string => {
    const known = ctx.cache.peek<TagsView>(TAGS_KEY)?.groups.find((g) => g.id === tagGroupId)
    return known ? known.label : `tag group ${tagGroupId}`
  }
  const monitorLabel = (monitorId: number): string =>
    ctx.snapshots.snapshot?.monitors.find((m) => m.id === monitorId)?.label ??
    `monitor ${monitorId}`

  async function done(result: ManageResult): Promise<ManageResult> {
    if (result.ok) ctx.cache.invalidate(TAGS_KEY)
    return result
  }

  async function write<T>(call: () => Promise<T>, success: (value: T) => string) {
    const sent = await sendWrite(ctx, call)
    return done(sent.ok ? { ok: true, message: success(sent.value) } : sent.answer)
  }

  /**
   * Each monitor's tags as the service has them now (unclipped: they are sent back), or null when
   * the tag list cannot say: a tag set aside, or one without its monitors. A monitor's tags are
   * then read from the monitor, since a tag missing from what is sent back is taken off.
   */
  async function currentTags(): Promise<Map<number, string[]> | null> {
    const tags = await ctx.api().tags.list()
    if (unreadableOf(tags).count > 0 || tags.some((tag) => tag.sites === null)) return null
    const byMonitor = new Map<number, string[]>()
    for (const tag of tags) {
      for (const id of tag.sites ?? []) byMonitor.set(id, [...(byMonitor.get(id) ?? []), tag.name])
    }
    return byMonitor
  }

  /** One monitor's tags now: from the tag list when it says, else read from the monitor. */
  async function tagsOf(monitorId: number, list: Map<number, string[]> | null) {
    if (list) return { ok: true as const, value: list.get(monitorId) ?? [] }
    const api = ctx.api()
    const read = await sendWrite(ctx, () => api.monitors.get(monitorId))
    return read.ok ? { ok: true as const, value: read.value.tags } : read
  }

  async function tagMonitors(input: TagMonitorsInput): Promise<ManageResult> {
    const tag = input.name.trim()
    /** Sends the monitor's tags with the tag put on or taken off; null when nothing changes. */
    const retag = async (monitorId: number, before: string[]) => {
      const after = input.remove ? before.filter((t) => t !== tag) : [...before, tag]
      if (input.remove ? after.length === before.length : before.includes(tag)) return null
      const api = ctx.api()
      return sendWrite(ctx, () => api.monitors.update(monitorId, { tags: after }))
    }
    const ids = [...new Set(input.monitorIds)]
    const read = await sendWrite(ctx, currentTags)
    if (!read.ok) return read.answer
    const failed: ManageResult[] = []
    const changed: number[] = []
    for (const monitorId of ids) {
      const current = await tagsOf(monitorId, read.value)
      const sent = current.ok ? await retag(monitorId, current.value) : current
      if (sent === null) continue
      if (sent.ok) changed.push(monitorId)
      else
        failed.push({
          ...sent.answer,
          message: `${monitorLabel(monitorId)}: ${sent.answer.message}`,
        })
    }
    if (changed.length > 0) {
      ctx.cache.invalidate(TAGS_KEY)
      refreshMonitors(changed)
    }
    const verb = input.remove ? `Took the tag ${tag} off` : `Tagged`
    const what = input.remove
      ? plural(ids.length, 'monitor')
      : `${plural(ids.length, 'monitor')} with ${tag}`
    const [first] = failed
    if (!first) return { ok: true, message: `${verb} ${what}.` }
    // The first failure speaks for the others (its kind, its fields, its monitor named).
    return { ...first, message: `${failed.length} of ${ids.length} failed, ${first.message}` }
  }

  return {
    async tags() {
      const api = ctx.api()
      // Two requests, each its own gate task (a task never waits on another).
      const read = <T>(call: () => Promise<T>) => ctx.gate.run('focus', call, { failFast: true })
      try {
        return await ctx.cache.get(TAGS_KEY, TAGS_TTL_MS, async (): Promise<TagsView> => {
          const tags = await read(() => api.tags.list())
          const groups = await read(() => api.tagGroups.list())
          return {
            tags: tags.map(tagView),
            groups: groups.map(groupView),
            unreadable: unreadableOf(tags).count + unreadableOf(groups).count,
          }
        })
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
    },
    createTag: (input) =>
      write(
        () =>
          ctx.api().tags.create({
            team_id: input.teamId,
            name: input.name.trim(),
            ...(input.monitorIds?.length ? { monitors: input.monitorIds } : {}),
          }),
        (tag) => {
          if (input.monitorIds?.length) refreshMonitors(input.monitorIds)
          return `Created the tag ${name(tag.name)}.`
        },
      ),
    tagMonitors,
    createTagGroup: (input) =>
      write(
        () => ctx.api().tagGroups.create(groupBody(input)),
        (group) => `Created the tag group ${name(group.label)}.`,
      ),
    updateTagGroup: (tagGroupId, input) =>
      write(
        () => ctx.api().tagGroups.update(tagGroupId, groupBody(input)),
        (group) => `Saved the tag group ${name(group.label)}.`,
      ),
    deleteTagGroup: (tagGroupId) => {
      const label = groupLabel(tagGroupId)
      return write(
        () => ctx.api().tagGroups.delete(tagGroupId),
        () => `Deleted the tag group ${label}.`,
      )
    },
  }
}
