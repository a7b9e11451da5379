// Reusable pieces of request validation, with the spec's limits and messages naming the rule.
import * as z from 'zod'
import { isHhMm, isYmdHi, isYmdHis, toYmdHis } from './dates'

export const positiveInt = z
  .number({ error: 'must be a number' })
  .int('must be an integer')
  .positive('must be positive')

export const nonEmpty = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty')

export const ymdHi = z
  .string({ error: 'must be a string' })
  .refine(isYmdHi, 'must be a time written Y-m-d H:i, e.g. 2026-03-17 00:30')

export const hhMm = z
  .string({ error: 'must be a string' })
  .refine(isHhMm, 'must be a time written HH:MM, e.g. 02:30')

/** A `filter[...]` instant: a Date, epoch ms, or a `YmdHis` string; always sent as UTC `YmdHis`. */
export const ymdHisInput = z
  .union(
    [
      z.date().refine((d) => Number.isFinite(d.getTime()), 'must be a valid date'),
      z.number().finite(),
      z.string().refine(isYmdHis, 'must be a Date, epoch milliseconds or YmdHis (20250810000000)'),
    ],
    { error: 'must be a Date, epoch milliseconds or a YmdHis string' },
  )
  .transform((v) => (typeof v === 'string' ? v : toYmdHis(v)))

export type TimeInput = Date | number | string

export const nameValue = z.object({
  name: nonEmpty,
  value: z.string({ error: 'must be a string' }),
})

export function snoozeMinutes(max?: number) {
  const base = z
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be at least 1')
  return max === undefined ? base : base.max(max, `must be at most ${max}`)
}
