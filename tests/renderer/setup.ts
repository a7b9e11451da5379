// Mounting helpers: a fresh Pinia, a memory-history router and a fake bridge per test.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Component } from 'vue'
import { createMemoryHistory } from 'vue-router'
import { setBridge } from '@src/bridge'
import { afterPaint } from '@src/lib/after-paint'
import { createAppRouter } from '@src/router'
import { createFakeBridge, type FakeBridge } from './fake-bridge'

export function freshFake(initial?: Parameters<typeof createFakeBridge>[0]): FakeBridge {
  const fake = createFakeBridge(initial)
  setBridge(fake.bridge)
  setActivePinia(createPinia())
  return fake
}

export async function mountWithApp(
  component: Component,
  options: { props?: Record<string, unknown>; path?: string } = {},
) {
  const router = createAppRouter(createMemoryHistory())
  await router.push(options.path ?? '/')
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(component, {
    props: options.props,
    global: { plugins: [pinia, router] },
    attachTo: document.body,
  })
  await flushPromises()
  // What the views draw after the first paint (filters, bulk bar, the sync line's moment).
  await afterPaint()
  await flushPromises()
  return { wrapper, router }
}

/** happy-dom does no layout; give the virtual list's scroller a viewport so it renders rows. */
export function fakeLayout(height = 600, width = 900) {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => height,
  })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  })
}

/** Picks the option at `index` of a <select> (v-model with non-string values reads it this way). */
export async function chooseOption(
  wrapper: { find(selector: string): { element: Element; trigger(e: string): Promise<void> } },
  selector: string,
  index: number,
) {
  const select = wrapper.find(selector)
  ;(select.element as HTMLSelectElement).selectedIndex = index
  await select.trigger('change')
}
