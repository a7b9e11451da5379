// The reseller endpoints' validation, with Laravel's sentences ("The name field is required.",
// "The selected role is invalid."), every failing field at once, as the service answers a 422.
// The rules are the spec's (name required, timezone an IANA zone, role admin/member/guest); the
// sentences are Laravel's defaults, which the service's other 422 answers use.
import { validationError } from '../errors'

type Body = Record<string, unknown>
type Errors = Record<string, string[]>

export const TEAM_ROLES = ['admin', 'member', 'guest'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

const MAX_TEXT = 191

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

function text(body: Body, field: string, errors: Errors, required: boolean): string | undefined {
  const value = body[field]
  const name = field.replace(/_/g, ' ')
  const add = (message: string) => (errors[field] ??= []).push(message)
  if (value === undefined || value === null || value === '') {
    if (required) add(`The ${name} field is required.`)
    return undefined
  }
  if (typeof value !== 'string') return void add(`The ${name} field must be a string.`)
  if (value.length > MAX_TEXT)
    return void add(`The ${name} field must not be greater than ${MAX_TEXT} characters.`)
  return value
}

function done<T>(errors: Errors, value: T): T {
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return value
}

export interface TeamFields {
  name?: string
  timezone?: string
  default_uptime_check_location?: string
}

/** Create (`name` required) or update (every field optional). */
export function teamFields(body: Body, create: boolean): TeamFields {
  const errors: Errors = {}
  const name = text(body, 'name', errors, create)
  const timezone = text(body, 'timezone', errors, false)
  if (timezone !== undefined && !isZone(timezone))
    (errors.timezone ??= []).push('The timezone field must be a valid timezone.')
  const location = text(body, 'default_uptime_check_location', errors, false)
  return done(errors, {
    ...(name !== undefined ? { name } : {}),
    ...(timezone !== undefined ? { timezone } : {}),
    ...(location !== undefined ? { default_uptime_check_location: location } : {}),
  })
}

export interface UserFields {
  email: string
  name: string
  role: TeamRole
}

export function userFields(body: Body): UserFields {
  const errors: Errors = {}
  const email = text(body, 'email', errors, true)
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    (errors.email ??= []).push('The email field must be a valid email address.')
  const name = text(body, 'name', errors, true)
  const role = body.role
  if (role === undefined || role === null || role === '')
    (errors.role ??= []).push('The role field is required.')
  else if (!TEAM_ROLES.includes(role as TeamRole))
    (errors.role ??= []).push('The selected role is invalid.')
  return done(errors, { email: email!, name: name!, role: role as TeamRole })
}
