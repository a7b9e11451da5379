// Chart.js set-up shared by the detail charts: only the pieces used are registered (keeps the
// bundle small), and labels follow the range's split (hours for 24 h, days, months for 90 d).
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'
import { format, parseISO } from 'date-fns'
import type { UptimeRange } from '../../electron/shared/app-service'

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend)

export function pointLabel(iso: string, range: UptimeRange): string {
  const at = parseISO(iso)
  if (range === '24h') return format(at, 'HH:mm')
  if (range === '90d') return format(at, 'MMM d')
  return format(at, 'MMM d')
}

/** Series colours picked to stay apart for the common colour-vision deficiencies. */
export const TIMING_COLOURS = {
  dnsMs: '#4e79a7',
  tcpMs: '#f28e2b',
  tlsMs: '#76b7b2',
  serverMs: '#e15759',
  downloadMs: '#59a14f',
} as const

let canvasOk: boolean | null = null
/** False where no 2D canvas exists (a locked-down browser, a DOM without layout): charts
 * then fall back to their data as a table. */
export function canvasAvailable(): boolean {
  if (canvasOk === null) {
    try {
      canvasOk =
        typeof document !== 'undefined' &&
        document.createElement('canvas').getContext('2d') !== null
    } catch {
      canvasOk = false
    }
  }
  return canvasOk
}
