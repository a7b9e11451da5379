// Chart.js set-up shared by the detail charts: only the pieces used are registered (keeps the
// bundle small), and labels follow the range's split (hours for 24 h, days, months for 90 d).
import {
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js'
import { format, parseISO } from 'date-fns'
import type { UptimeRange } from '../../electron/shared/app-service-api'

// Bars for uptime, HTTP timings and TCP connect times; lines (with a filled min–max band) for ping.
Chart.register(
  BarElement,
  LineElement,
  PointElement,
  Filler,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
)

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

/** Ping: the average as a solid line over a translucent band from fastest to slowest. */
export const PING_COLOURS = {
  avg: '#4e79a7',
  band: 'rgba(78, 121, 167, 0.2)',
  edge: 'rgba(78, 121, 167, 0.5)',
} as const

/** TCP connect time: the colour TCP has among the HTTP timing phases. */
export const CONNECT_COLOUR = TIMING_COLOURS.tcpMs

/** Milliseconds for chart text: whole numbers, one decimal below 10 ms (pings are often fast). */
export function formatMs(ms: number): string {
  return ms < 10 ? `${Math.round(ms * 10) / 10} ms` : `${Math.round(ms)} ms`
}

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
