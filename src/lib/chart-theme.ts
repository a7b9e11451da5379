// Chart colours that follow the app's theme. Canvas drawing cannot use CSS variables, so the
// current values are read from the document and re-read whenever the resolved theme changes:
// the OS scheme (prefers-color-scheme) or the Settings override (html[data-theme]). The axis
// and legend options every detail chart shares live here too, built from those colours.
import { getCurrentScope, onScopeDispose, readonly, shallowRef, type Ref } from 'vue'
import { currentLocale, formatNumber } from '../../electron/shared/i18n/translate'
import { localeDependency } from './clock-text'

export interface ChartThemeColours {
  /** Tick and legend text. */
  text: string
  /** Grid lines and axis borders. */
  grid: string
}

/** Used where the stylesheet gives no value (no DOM, or a DOM without styles). Match styles.css. */
const FALLBACK: Record<'light' | 'dark', ChartThemeColours> = {
  light: { text: '#4a5363', grid: '#d5d9e0' },
  dark: { text: '#aab2c0', grid: '#353d4b' },
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

function darkQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  return window.matchMedia(DARK_QUERY)
}

/** The theme in effect: the Settings override if any, else the OS preference. */
export function resolvedTheme(): 'light' | 'dark' {
  if (typeof document === 'undefined') return 'light'
  const forced = document.documentElement.dataset.theme
  if (forced === 'dark' || forced === 'light') return forced
  return darkQuery()?.matches ? 'dark' : 'light'
}

/** The current chart colours, from the theme's CSS custom properties. */
export function readChartTheme(): ChartThemeColours {
  const fallback = FALLBACK[resolvedTheme()]
  if (typeof document === 'undefined') return fallback
  const style = getComputedStyle(document.documentElement)
  return {
    text: style.getPropertyValue('--text-dim').trim() || fallback.text,
    grid: style.getPropertyValue('--border').trim() || fallback.grid,
  }
}

/** Reactive chart colours; listeners are removed when the calling component (scope) goes away. */
export function useChartTheme(): Readonly<Ref<ChartThemeColours>> {
  const colours = shallowRef(readChartTheme())
  const refresh = () => {
    const next = readChartTheme()
    if (next.text !== colours.value.text || next.grid !== colours.value.grid) colours.value = next
  }

  const query = darkQuery()
  query?.addEventListener('change', refresh)
  let observer: MutationObserver | null = null
  if (typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
    observer = new MutationObserver(refresh)
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class', 'style'],
    })
  }

  if (getCurrentScope()) {
    onScopeDispose(() => {
      query?.removeEventListener('change', refresh)
      observer?.disconnect()
    })
  }
  return readonly(colours) as Readonly<Ref<ChartThemeColours>>
}

/** The category (time) axis of the detail charts, in the theme's colours. */
export function timeAxis(colours: ChartThemeColours) {
  return {
    ticks: { color: colours.text, maxRotation: 0, autoSkip: true },
    grid: { color: colours.grid },
    border: { color: colours.grid },
  }
}

/** A value axis in the theme's colours whose ticks carry a unit ("120 ms", "99,9 %" in German). */
export function valueAxis(colours: ChartThemeColours, unit: string) {
  const tick = (value: number | string) =>
    typeof value === 'number' ? formatNumber(value, { maximumFractionDigits: 2 }) : value
  return {
    ticks: { color: colours.text, callback: (value: number | string) => `${tick(value)} ${unit}` },
    grid: { color: colours.grid },
    border: { color: colours.grid },
  }
}

/**
 * What every detail chart shares: no animation, sized by its container, and the legend at the
 * bottom in the theme's text colour (or none).
 */
export function baseChartOptions(colours: ChartThemeColours, legend: boolean) {
  // Options built in a computed are rebuilt when the language changes.
  localeDependency()
  return {
    animation: false as const,
    // Chart.js formats its own numbers (tooltips) in this locale.
    locale: currentLocale().tag,
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: legend
        ? { position: 'bottom' as const, labels: { color: colours.text } }
        : { display: false },
    },
  }
}
