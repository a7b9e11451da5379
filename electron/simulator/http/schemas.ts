// Shared zod pieces for request bodies.
import * as z from 'zod'
import { CHECK_TYPES } from '../world/types'

export const checkTypeSchema = z.enum(CHECK_TYPES)
export const severitySchema = z.enum(['info', 'warning', 'high', 'resolved', 'scheduled'])
export const minutesSchema = z.coerce.number().int().min(1).max(144_000)
export const nameValueSchema = z.object({ name: z.string(), value: z.string() })
export const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')
export const ymdHiSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'must be Y-m-d H:i')
export const compactTimeSchema = z.string().regex(/^\d{14}$/, 'must be YmdHis')
export const snoozeBodySchema = z.object({ minutes: minutesSchema })
