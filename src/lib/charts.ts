// Chart.js set-up shared by the detail charts: only the pieces used are registered (keeps the
// bundle small), and labels follow the range's split (hours for 24 h, else days), written by
// Intl in the current locale, as are the numbers.
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
import type { UptimeRange } from '../../electron/shared/app-service-api'
import { currentLocale, formatNumber } from '../../electron/shared/i18n/translate'
import { t } from '../i18n'
import { localeDependency } from './clock-text'

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

const labelFormats = new Map<string, Intl.DateTimeFormat>()

/** A point's axis label in the user's zone: its clock time over 24 h ("14:00"), else its day ("17. März"). */
export function pointLabel(iso: string, range: UptimeRange): string {
  localeDependency()
  const tag = currentLocale().tag
  const key = `${tag} ${range === '24h'}`
  let f = labelFormats.get(key)
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      range === '24h' ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }
    labelFormats.set(key, (f = new Intl.DateTimeFormat(tag, options)))
  }
  const at = Date.parse(iso)
  return Number.isFinite(at) ? f.format(at) : iso
}

const RANGE_KEYS = { '24h': 'h24', '7d': 'd7', '30d': 'd30', '90d': 'd90' } as const

/** A range as people read it ("24h", "7 Tage"). */
export function rangeText(range: UptimeRange): string {
  return t(`charts.range.${RANGE_KEYS[range]}`)
}

/** A percentage with up to `digits` decimals ("99.5 %", "99,5 %"); exactly `digits` when `fixed`. */
export function percentText(value: number, digits = 2, fixed = false): string {
  const n = formatNumber(value, {
    maximumFractionDigits: digits,
    minimumFractionDigits: fixed ? digits : 0,
  })
  return t('charts.percent', { n })
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
  const value = ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms)
  return `${formatNumber(value, { maximumFractionDigits: 1 })} ms`
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
