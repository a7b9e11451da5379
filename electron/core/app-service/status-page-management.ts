// Status pages and their updates: post, edit, pin and delete updates; create and delete pages and
// change which monitors they show. One request at action priority each (changing monitors: the
// page read, one POST for those added, one DELETE per monitor removed), then the pages are read
// again in the background. Update times are the page's wall clock (spec, status pages: "given and
// returned in the status page's timezone"), so "now" is sent as the page's clock shows it.
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import { clip, TEXT_LIMITS } from '../../shared/clip'
import type { StatusUpdateInput } from '../../shared/status-page-input'
import { failure } from '../../shared/error-table'
import { describeFailure } from '../../shared/errors'
import { isValidZone, toWallClockMinutes } from '../../shared/team-time'
import type { ApiStatusPage } from '../api/schemas/status-page'
import { sendAction, type Sent } from './action-failure'
import type { AppServiceContext } from './context'
import { STATUS_PAGES_KEY, STATUS_PAGES_TTL_MS } from './details'

export type StatusPageManagement = Pick<
  AppServiceApi,
  | 'postStatusUpdate'
  | 'editStatusUpdate'
  | 'deleteStatusUpdate'
  | 'createStatusPage'
  | 'deleteStatusPage'
  | 'setStatusPageMonitors'
>

/** A name from the service or the form, on one line and bounded. */
const quoted = (text: string) => `"${clip(text.replace(/\s+/g, ' ').trim(), TEXT_LIMITS.name)}"`
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
/** A failure after part of the work was done: the table's sentence, without "Nothing was changed". */
const reasonOf = (answer: ActionResult) => answer.message.replace(/\s*Nothing was changed\.$/, '')

/**
 * The zone a page's times are on: its `timezone`, UTC when it names none (an older shape); null
 * when it names one this machine cannot read (its clock cannot be worked out here).
 */
export function pageZone(page: Pick<ApiStatusPage, 'timezone'> | undefined): string | null {
  if (!page?.timezone) return 'UTC'
  return isValidZone(page.timezone) ? page.timezone : null
}

const unknownZone: ActionResult = {
  ok: false,
  ...failure(
    'invalid-arguments',
    "The status page's time zone is not one this computer knows: give the update's time on the page's clock. Nothing was changed.",
  ),
}

export function createStatusPageManagement(
  ctx: AppServiceContext,
  track: (work: Promise<unknown>) => void,
): StatusPageManagement {
  const cachedPages = () => ctx.cache.peek<ApiStatusPage[]>(STATUS_PAGES_KEY)
  const cachedPage = (statusPageId: number) => cachedPages()?.find((p) => p.id === statusPageId)
  const updateOf = (updateId: number) => {
    for (const page of cachedPages() ?? []) {
      const update = page.updates.find((u) => u.id === updateId)
      if (update) return { page, update }
    }
    return undefined
  }

  /** The pages (with their updates) read again, in the background; a failure is logged. */
  function rereadPages(what: string): void {
    ctx.cache.invalidate(STATUS_PAGES_KEY)
    const api = ctx.api()
    const work = ctx.cache.get(STATUS_PAGES_KEY, STATUS_PAGES_TTL_MS, () =>
      ctx.gate.run('action', () => api.statusPages.listAll()),
    )
    track(
      work.catch((error: unknown) => {
        ctx.reportFailure(error)
        ctx.logger.warn('Reading the status pages after an action failed', {
          action: what,
          error: describeFailure(error),
        })
      }),
    )
  }

  async function act(
    what: string,
    call: () => Promise<unknown>,
    success: () => string,
  ): Promise<ActionResult> {
    const sent = await sendAction(ctx, call)
    if (!sent.ok) return sent.answer
    rereadPages(what)
    return { ok: true, message: success() }
  }

  /** The page as known (the cached list), else read once: its zone and title are needed. */
  async function pageFor(statusPageId: number): Promise<Sent<ApiStatusPage>> {
    const known = cachedPage(statusPageId)
    if (known) return { ok: true, value: known }
    return sendAction(ctx, () => ctx.api().statusPages.get(statusPageId))
  }

  /** The body's `time`: the one given, else now on the page's clock (null: no clock known). */
  const timeOn = (input: StatusUpdateInput, zone: string | null) =>
    input.time ?? (zone === null ? null : toWallClockMinutes(ctx.clock.now(), zone))
  const zoneText = (zone: string | null) => (zone === null ? "the page's" : zone)

  return {
    async postStatusUpdate(input) {
      const read = await pageFor(input.statusPageId)
      if (!read.ok) return read.answer
      const page = read.value
      const zone = pageZone(page)
      const time = timeOn(input, zone)
      if (time === null) return unknownZone
      return act(
        'post the status update',
        () =>
          ctx.api().statusPageUpdates.create({
            status_page_id: input.statusPageId,
            title: input.title,
            text: input.text,
            severity: input.severity,
            pinned: input.pinned,
            time,
          }),
        () =>
          `Posted ${quoted(input.title)} to ${quoted(page.title)} at ${time} (${zoneText(zone)} time)${input.pinned ? ', pinned' : ''}.`,
      )
    },

    async editStatusUpdate(input) {
      const read = await pageFor(input.statusPageId)
      if (!read.ok) return read.answer
      const zone = pageZone(read.value)
      return act(
        'save the status update',
        () =>
          ctx.api().statusPageUpdates.update(input.updateId, {
            title: input.title,
            text: input.text,
            severity: input.severity,
            pinned: input.pinned,
            ...(input.time ? { time: input.time } : {}),
          }),
        () =>
          `Saved the update ${quoted(input.title)}${input.time ? ` (at ${input.time}, ${zoneText(zone)} time)` : ''}${input.pinned ? ', pinned' : ''}.`,
      )
    },

    deleteStatusUpdate(updateId) {
      const known = updateOf(updateId)
      const name = known ? `the update ${quoted(known.update.title)}` : `update ${updateId}`
      return act(
        'delete the status update',
        () => ctx.api().statusPageUpdates.delete(updateId),
        () => `Deleted ${name}.`,
      )
    },

    createStatusPage(input) {
      const title = input.title.trim()
      return act(
        'create the status page',
        () =>
          ctx.api().statusPages.create({
            team_id: input.teamId,
            title,
            monitors: input.monitorIds.map((id) => ({ id })),
          }),
        () =>
          `Created the status page ${quoted(title)} with ${plural(input.monitorIds.length, 'monitor')}.`,
      )
    },

    deleteStatusPage(statusPageId) {
      const known = cachedPage(statusPageId)
      const name = known ? `the status page ${quoted(known.title)}` : `status page ${statusPageId}`
      return act(
        'delete the status page',
        () => ctx.api().statusPages.delete(statusPageId),
        () => `Deleted ${name} and its updates.`,
      )
    },

    async setStatusPageMonitors(statusPageId, monitorIds) {
      // Read now, not from the cache: a colleague may have changed the page since.
      const read = await sendAction(ctx, () => ctx.api().statusPages.get(statusPageId))
      if (!read.ok) return read.answer
      const page = read.value
      const wanted = [...new Set(monitorIds)]
      const shown = new Set(page.monitors.map((m) => m.id))
      const added = wanted.filter((id) => !shown.has(id))
      const removed = [...shown].filter((id) => !wanted.includes(id))
      const done: string[] = []
      const partly = (answer: ActionResult): ActionResult => {
        rereadPages('change the monitors of the status page')
        const before = done.length > 0 ? `${done.join(' and ')}, then: ` : ''
        const tail = done.length > 0 ? '' : ' Nothing was changed.'
        return { ...answer, message: `${before}${reasonOf(answer)}${tail}` }
      }
      if (added.length > 0) {
        const sent = await sendAction(ctx, () =>
          ctx.api().statusPages.addMonitors(statusPageId, {
            monitors: added.map((id) => ({ id })),
          }),
        )
        if (!sent.ok) return partly(sent.answer)
        done.push(`added ${plural(added.length, 'monitor')}`)
      }
      let removedCount = 0
      for (const monitorId of removed) {
        const sent = await sendAction(ctx, () =>
          ctx.api().statusPages.removeMonitor(statusPageId, monitorId),
        )
        if (!sent.ok) {
          if (removedCount > 0) done.push(`removed ${plural(removedCount, 'monitor')}`)
          return partly(sent.answer)
        }
        removedCount++
      }
      if (removedCount > 0) done.push(`removed ${plural(removedCount, 'monitor')}`)
      rereadPages('change the monitors of the status page')
      const changes = done.length > 0 ? ` (${done.join(', ')})` : ' (no change)'
      return {
        ok: true,
        message: `${quoted(page.title)} shows ${plural(wanted.length, 'monitor')}${changes}.`,
      }
    },
  }
}
