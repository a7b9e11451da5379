// Creating, editing and deleting cron checks, one request each at action priority, then the
// monitor's cron checks are read again. The destructive `sync` endpoint is never called: it
// removes every cron check the request does not list.
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import type { CronCheckInput } from '../../shared/cron-input'
import type { CronCheckBody } from '../api/cron-checks'
import { sendAction } from './action-failure'
import type { AppServiceContext } from './context'
import type { CronDetails } from './cron-details'
import { cronChecksKey } from './details'

type CronManagement = Pick<AppServiceApi, 'createCronCheck' | 'updateCronCheck' | 'deleteCronCheck'>

export function toCronCheckBody(input: CronCheckInput): CronCheckBody {
  const body: CronCheckBody = {
    name: input.name.trim(),
    type: input.type,
    grace_time_in_minutes: input.graceTimeInMinutes,
  }
  if (input.type === 'simple') body.frequency_in_minutes = input.frequencyInMinutes
  else {
    body.cron_expression = input.cronExpression?.trim()
    body.server_timezone = input.serverTimezone?.trim()
  }
  if (input.description) body.description = input.description
  return body
}

export function createCronManagement(
  ctx: AppServiceContext,
  cron: CronDetails,
  track: (work: Promise<unknown>) => void,
): CronManagement {
  async function act(
    monitorId: number | undefined,
    call: () => Promise<unknown>,
    success: string,
  ): Promise<ActionResult> {
    const sent = await sendAction(ctx, call)
    if (!sent.ok) return sent.answer
    if (monitorId !== undefined) {
      ctx.cache.invalidate(cronChecksKey(monitorId))
      track(cron.refresh(monitorId, 'action'))
    }
    return { ok: true, message: success }
  }

  const nameOf = (cronCheckId: number): string => {
    const monitorId = ctx.snapshots.findMonitorOfCronCheck(cronCheckId)
    const found =
      monitorId === undefined
        ? undefined
        : ctx.snapshots.snapshot?.cron[monitorId]?.find((c) => c.id === cronCheckId)
    return found ? found.name : `cron check ${cronCheckId}`
  }

  return {
    createCronCheck: (monitorId, input) =>
      act(
        monitorId,
        () => ctx.api().cronChecks.create(monitorId, toCronCheckBody(input)),
        `Created the cron check ${input.name.trim()}.`,
      ),
    updateCronCheck: (cronCheckId, input) =>
      act(
        ctx.snapshots.findMonitorOfCronCheck(cronCheckId),
        () => ctx.api().cronChecks.update(cronCheckId, toCronCheckBody(input)),
        `Saved the cron check ${input.name.trim()}.`,
      ),
    deleteCronCheck: (cronCheckId) => {
      const name = nameOf(cronCheckId)
      return act(
        ctx.snapshots.findMonitorOfCronCheck(cronCheckId),
        () => ctx.api().cronChecks.delete(cronCheckId),
        `Deleted the cron check ${name}.`,
      )
    },
  }
}
