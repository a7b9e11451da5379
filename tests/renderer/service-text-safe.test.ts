// ServiceText shows service text by the one rule the tray and the CLI use (shared/safe-text.ts):
// no escape sequence, control, bidi or invisible character, one line, bounded, inside <bdi>.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ServiceText from '@src/components/ServiceText.vue'

const ESC = '\u001B'

function shown(text: string, limit?: number): string {
  const wrapper = mount(ServiceText, { props: { text, ...(limit ? { limit } : {}) } })
  expect(wrapper.find('bdi').exists()).toBe(true)
  return wrapper.find('bdi').element.textContent ?? ''
}

describe('ServiceText', () => {
  it('removes escape sequences, controls, bidi and invisible characters', () => {
    expect(shown(`${ESC}[31mWeb${ESC}[0m\u200B 2\u202E\u0000x\nline`)).toBe('Web 2 x line')
    expect(shown('\u2069\u202Egpj.exe\uFEFF')).toBe('gpj.exe')
  })

  it('is bounded, ending in an ellipsis', () => {
    expect(shown('A'.repeat(500_000), 50)).toBe(`${'A'.repeat(49)}…`)
  })
})
