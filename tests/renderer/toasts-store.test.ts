// The toasts store on its own: push, the 5-second auto-dismiss of non-errors (fake timers),
// errors that stay, dismiss by id, and the cap of five toasts on screen.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@src/stores/toasts'

beforeEach(() => {
  vi.useFakeTimers()
  setActivePinia(createPinia())
})
afterEach(() => vi.useRealTimers())

const titles = () => useToastStore().toasts.map((t) => t.title)

describe('toasts store', () => {
  it('adds a toast with kind, title and hint, and returns a new id each time', () => {
    const toasts = useToastStore()
    const a = toasts.push('success', 'Snoozed')
    const b = toasts.push('error', 'Snooze failed', 'Try again')
    const c = toasts.push('info', 'Refreshing')
    expect(new Set([a, b, c]).size).toBe(3)
    expect(toasts.toasts).toEqual([
      { id: a, kind: 'success', title: 'Snoozed', hint: null },
      { id: b, kind: 'error', title: 'Snooze failed', hint: 'Try again' },
      { id: c, kind: 'info', title: 'Refreshing', hint: null },
    ])
  })

  it('dismisses success and info toasts after 5 seconds, and not a moment before', () => {
    const toasts = useToastStore()
    toasts.push('success', 'Snoozed')
    vi.advanceTimersByTime(2000)
    toasts.push('info', 'Refreshing')
    vi.advanceTimersByTime(2999)
    expect(titles()).toEqual(['Snoozed', 'Refreshing'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual(['Refreshing'])
    vi.advanceTimersByTime(1999)
    expect(titles()).toEqual(['Refreshing'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual([])
  })

  it('keeps errors until they are dismissed', () => {
    const toasts = useToastStore()
    const id = toasts.push('error', 'Re-run failed', 'Check your connection')
    vi.advanceTimersByTime(60 * 60_000)
    expect(titles()).toEqual(['Re-run failed'])
    toasts.dismiss(id)
    expect(titles()).toEqual([])
  })

  it('dismisses only the toast asked for; an unknown or repeated id changes nothing', () => {
    const toasts = useToastStore()
    const a = toasts.push('error', 'A')
    const b = toasts.push('error', 'B')
    toasts.push('error', 'C')
    toasts.dismiss(b)
    expect(titles()).toEqual(['A', 'C'])
    toasts.dismiss(b)
    toasts.dismiss(999)
    expect(titles()).toEqual(['A', 'C'])
    toasts.dismiss(a)
    expect(titles()).toEqual(['C'])
  })

  it('a dismissed toast whose timer fires later leaves the others alone', () => {
    const toasts = useToastStore()
    const a = toasts.push('success', 'A')
    toasts.push('error', 'B')
    toasts.dismiss(a)
    vi.advanceTimersByTime(5000)
    expect(titles()).toEqual(['B'])
  })

  it('shows at most five toasts: a sixth pushes out the oldest', () => {
    const toasts = useToastStore()
    for (let i = 1; i <= 7; i++) toasts.push('error', `E${i}`)
    expect(titles()).toEqual(['E3', 'E4', 'E5', 'E6', 'E7'])
    // The timer of a toast pushed out early is harmless.
    toasts.push('success', 'S')
    expect(titles()).toEqual(['E4', 'E5', 'E6', 'E7', 'S'])
    vi.advanceTimersByTime(5000)
    expect(titles()).toEqual(['E4', 'E5', 'E6', 'E7'])
  })

  it('holds every toast while it is being read, then gives each its full time again', () => {
    const toasts = useToastStore()
    toasts.push('success', 'Snoozed')
    vi.advanceTimersByTime(4000)
    toasts.hold()
    toasts.push('info', 'Refreshing')
    vi.advanceTimersByTime(60_000)
    expect(titles()).toEqual(['Snoozed', 'Refreshing'])
    toasts.release()
    vi.advanceTimersByTime(4999)
    expect(titles()).toEqual(['Snoozed', 'Refreshing'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual([])
  })
})
