// The toast host pauses auto-dismiss while the pointer is over it or focus is inside it.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import ToastHost from '@src/components/ToastHost.vue'
import { TOAST_MS, useToastStore } from '@src/stores/toasts'

beforeEach(() => {
  vi.useFakeTimers()
  setActivePinia(createPinia())
})
afterEach(() => vi.useRealTimers())

it('keeps toasts while hovered or focused, and lets them go after', async () => {
  const wrapper = mount(ToastHost, { attachTo: document.body })
  const toasts = useToastStore()
  toasts.push('success', 'Snoozed for 1 hour')
  await wrapper.vm.$nextTick()
  const host = wrapper.get('.toasts')

  await host.trigger('mouseenter')
  vi.advanceTimersByTime(TOAST_MS * 3)
  expect(toasts.toasts).toHaveLength(1)
  await host.trigger('mouseleave')

  await wrapper.get('button[aria-label="Dismiss"]').trigger('focusin')
  vi.advanceTimersByTime(TOAST_MS * 3)
  expect(toasts.toasts).toHaveLength(1)
  // Focus moving between elements inside the host is still reading.
  await host.trigger('focusout', { relatedTarget: wrapper.get('button').element })
  vi.advanceTimersByTime(TOAST_MS * 3)
  expect(toasts.toasts).toHaveLength(1)
  await host.trigger('focusout', { relatedTarget: null })
  vi.advanceTimersByTime(TOAST_MS)
  expect(toasts.toasts).toHaveLength(0)
  wrapper.unmount()
})
