// Which `uptray://` action links the app itself issued. Any program or web page can launch a
// `uptray://action?...` URL, so a URL alone must never act: each action URL a notification carries
// gets a random nonce, remembered (as its SHA-256, so the file holds no usable link) together with
// the exact action and ids it was issued for. A link acts only when its nonce is known and its
// action and ids are the ones issued; it is single use, and using one spends every link of its
// notification (Windows dismisses a toast once one of its buttons is used). Links expire when the
// toast can no longer be clicked: Windows keeps a toast in the Action Center for 3 days by default.
import { createHash, randomBytes } from 'node:crypto'
import { actionUrl, parseActionUrl, type ParsedAction } from './notification-actions'

/** Where the issued links are kept between runs (a Windows toast outlives the process). */
export interface TicketFile {
  read(): unknown
  write(value: unknown): void
}

export interface ActionTickets {
  /** One notification's action URLs, in order, each with its own nonce. */
  issue(urls: string[]): string[]
  /** The action of a link this app issued and that is still live (then spent); else null. */
  redeem(url: string): ParsedAction | null
}

export const TICKET_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000
/** The oldest notifications' links go first beyond this (each holds at most six). */
const MAX_NOTIFICATIONS = 200
const NONCE = /^[A-Za-z0-9_-]{22}$/
const HASH = /^[0-9a-f]{64}$/

interface Ticket {
  hash: string
  /** The action URL as issued, without its nonce. */
  url: string
}
interface Group {
  expires: number
  tickets: Ticket[]
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A kept file read tolerantly: anything not shaped as issued is dropped. */
function groupsIn(value: unknown): Group[] {
  const groups = (value as { groups?: unknown } | null)?.groups
  if (!Array.isArray(groups)) return []
  return groups.flatMap((group: unknown): Group[] => {
    const { expires, tickets } = (group ?? {}) as { expires?: unknown; tickets?: unknown }
    if (typeof expires !== 'number' || !Array.isArray(tickets)) return []
    const valid = tickets.filter(
      (t: unknown): t is Ticket =>
        typeof (t as Ticket | null)?.hash === 'string' &&
        HASH.test((t as Ticket).hash) &&
        typeof (t as Ticket).url === 'string' &&
        parseActionUrl((t as Ticket).url) !== null,
    )
    return valid.length > 0 ? [{ expires, tickets: valid }] : []
  })
}

export function createActionTickets(
  options: { file?: TicketFile; now?: () => number; nonce?: () => string } = {},
): ActionTickets {
  const now = options.now ?? Date.now
  const nonce = options.nonce ?? (() => randomBytes(16).toString('base64url'))
  let groups: Group[] = []
  try {
    groups = groupsIn(options.file?.read())
  } catch {
    // An unreadable file only costs the links of earlier toasts: they then do nothing.
  }

  const save = () => {
    try {
      options.file?.write({ groups })
    } catch {
      // Not kept: the links still work in this run.
    }
  }
  const prune = () => {
    const at = now()
    groups = groups.filter((g) => g.expires > at).slice(-MAX_NOTIFICATIONS)
  }

  return {
    issue(urls) {
      prune()
      const group: Group = { expires: now() + TICKET_LIFETIME_MS, tickets: [] }
      const signed = urls.map((url) => {
        const value = nonce()
        group.tickets.push({ hash: sha256(value), url })
        return `${url}&n=${value}`
      })
      groups.push(group)
      save()
      return signed
    },
    redeem(url) {
      const parsed = parseActionUrl(url)
      if (!parsed) return null
      const nonces = new URLSearchParams(url.slice(url.indexOf('?') + 1)).getAll('n')
      const [value] = nonces
      if (nonces.length !== 1 || value === undefined || !NONCE.test(value)) return null
      prune()
      const hash = sha256(value)
      const group = groups.find((g) => g.tickets.some((t) => t.hash === hash))
      if (!group) return null
      // Known nonce: the notification's links are spent, whatever this one asks.
      groups = groups.filter((g) => g !== group)
      save()
      const ticket = group.tickets.find((t) => t.hash === hash)!
      // Bound to its action and ids: the same nonce on other ids or another action does nothing.
      if (actionUrl(parsed.kind, parsed.target) !== ticket.url) return null
      return parsed
    },
  }
}
