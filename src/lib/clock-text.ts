// Clock times and "20 s ago" without date-fns: the sync line is on the first screen, so these
// stay out of the date library the other views load with them (./time.ts).

const pad = (n: number) => String(n).padStart(2, '0')

function local(iso: string): Date | null {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? null : at
}

/** "14:02", local time. */
export function clockTime(iso: string): string {
  const at = local(iso)
  return at ? `${pad(at.getHours())}:${pad(at.getMinutes())}` : 'unknown time'
}

/** "2026-03-17 14:02", local time. */
export function dateTime(iso: string): string {
  const at = local(iso)
  if (!at) return 'unknown time'
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${clockTime(iso)}`
}

/** "20 s ago" style for the sync line, where the figure changes every second. */
export function shortAgo(iso: string, now: number): string {
  const s = Math.max(0, Math.trunc((now - Date.parse(iso)) / 1000))
  if (s < 60) return `${s} s ago`
  if (s < 3600) return `${Math.floor(s / 60)} min ago`
  return `${Math.floor(s / 3600)} h ago`
}
