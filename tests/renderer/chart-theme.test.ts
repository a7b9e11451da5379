// The chart colours follow the theme: the Settings override (html[data-theme]) and the OS
// scheme (prefers-color-scheme), read from the theme's CSS custom properties.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick } from 'vue'
import { currentLocale, setLocale } from '@app/shared/i18n/translate'
import { baseChartOptions, timeAxis, useChartTheme, valueAxis } from '@src/lib/chart-theme'

/** A media query list whose `matches` the test flips, firing `change` like the browser. */
function fakeDarkQuery(initial: boolean) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>()
  const list = {
    matches: initial,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
  }
  return {
    list,
    listeners,
    set(dark: boolean) {
      list.matches = dark
      for (const fn of listeners) fn({ matches: dark } as MediaQueryListEvent)
    },
  }
}

const tick = async () => {
  await flushPromises()
  await nextTick()
}

let style: HTMLStyleElement
let query: ReturnType<typeof fakeDarkQuery>

beforeEach(() => {
  delete document.documentElement.dataset.theme
  query = fakeDarkQuery(false)
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query.list as unknown as MediaQueryList)
  style = document.createElement('style')
  style.textContent = `
    :root { --text-dim: #111111; --border: #222222; }
    :root[data-theme='dark'] { --text-dim: #eeeeee; --border: #dddddd; }
  `
  document.head.appendChild(style)
})

afterEach(() => {
  vi.restoreAllMocks()
  style.remove()
  delete document.documentElement.dataset.theme
})

describe('useChartTheme', () => {
  it('re-reads the CSS colours when the Settings theme flips html[data-theme]', async () => {
    const scope = effectScope()
    const theme = scope.run(() => useChartTheme())!
    expect(theme.value).toEqual({ text: '#111111', grid: '#222222' })

    document.documentElement.dataset.theme = 'dark'
    await tick()
    expect(theme.value).toEqual({ text: '#eeeeee', grid: '#dddddd' })

    document.documentElement.dataset.theme = 'light'
    await tick()
    expect(theme.value).toEqual({ text: '#111111', grid: '#222222' })
    scope.stop()
  })

  it('follows the OS scheme and stops listening once its scope is gone', async () => {
    // No stylesheet: the colours come from the built-in palette for the resolved theme.
    style.remove()
    const scope = effectScope()
    const theme = scope.run(() => useChartTheme())!
    const light = theme.value
    expect(query.listeners.size).toBe(1)

    query.set(true)
    await tick()
    const dark = theme.value
    expect(dark.text).not.toBe(light.text)
    expect(dark.grid).not.toBe(light.grid)

    // A Settings override to light wins over the dark OS scheme.
    document.documentElement.dataset.theme = 'light'
    await tick()
    expect(theme.value).toEqual(light)

    scope.stop()
    expect(query.listeners.size).toBe(0)
    delete document.documentElement.dataset.theme
    await tick()
    expect(theme.value).toEqual(light)
  })
})

describe('shared chart options', () => {
  const colours = { text: '#101010', grid: '#202020' }

  it('colours both axes from the theme and puts the unit on value ticks', () => {
    expect(timeAxis(colours)).toMatchObject({
      ticks: { color: '#101010', maxRotation: 0, autoSkip: true },
      grid: { color: '#202020' },
      border: { color: '#202020' },
    })
    const y = valueAxis(colours, 'ms')
    expect(y.ticks.color).toBe('#101010')
    expect(y.grid.color).toBe('#202020')
    expect(y.ticks.callback(120)).toBe('120 ms')
  })

  it('writes tick numbers and Chart.js numbers in the current locale', () => {
    const before = currentLocale()
    setLocale({ language: 'de', tag: 'de-DE' })
    try {
      expect(valueAxis(colours, '%').ticks.callback(99.5)).toBe('99,5 %')
      expect(valueAxis(colours, 'ms').ticks.callback(1200)).toBe('1.200 ms')
      expect(baseChartOptions(colours, false).locale).toBe('de-DE')
    } finally {
      setLocale(before)
    }
  })

  it('shows the legend at the bottom in the text colour, or hides it', () => {
    expect(baseChartOptions(colours, true)).toEqual({
      animation: false,
      locale: currentLocale().tag,
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { position: 'bottom', labels: { color: '#101010' } } },
    })
    expect(baseChartOptions(colours, false).plugins.legend).toEqual({ display: false })
  })
})
