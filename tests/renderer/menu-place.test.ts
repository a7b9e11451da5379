// Where a drop-down goes: right-aligned under its button when that fits, left-aligned when the
// button is near the left edge, pushed inside when neither fits. Result badges carry one text-free
// sizer so a column of them is as wide as the widest word; a labelled badge does not.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ResultBadge from '@src/components/ResultBadge.vue'
import { menuOffset } from '@src/lib/menu-place'
import { RESULT_FACES } from '@src/lib/result-meta'

describe('menu placement', () => {
  const page = { left: 16, right: 700 }
  it('keeps the usual right alignment when it fits', () => {
    expect(menuOffset({ left: 500, right: 580 }, 120, page)).toBeNull()
  })
  it('aligns left edges for a button near the left edge', () => {
    expect(menuOffset({ left: 29, right: 115 }, 140, page)).toBe(29)
  })
  it('pushes a menu wider than either side inside the page', () => {
    expect(menuOffset({ left: 100, right: 150 }, 650, page)).toBe(50)
    expect(menuOffset({ left: 100, right: 150 }, 900, page)).toBe(16)
  })
})

describe('result badge width', () => {
  it('a result badge holds one sizer with every result word and icon, and its text is only its own', () => {
    const badge = mount(ResultBadge, { props: { result: 'warning' } })
    const sizers = badge.findAll('.sizer')
    expect(sizers).toHaveLength(1)
    expect(sizers[0]!.attributes('data-labels')!.split('\n')).toEqual(
      RESULT_FACES.map((f) => f.label),
    )
    expect(sizers[0]!.attributes('data-icons')!.split('\n')).toEqual(
      RESULT_FACES.map((f) => f.icon),
    )
    expect(sizers[0]!.attributes('data-labels')).toContain('Maintenance')
    expect(sizers[0]!.text()).toBe('')
    expect(badge.text()).toBe('▲Warning')
  })
  it('a badge with its own label keeps its natural width', () => {
    const badge = mount(ResultBadge, { props: { result: 'failed', label: '3 failing' } })
    expect(badge.findAll('.sizer')).toHaveLength(0)
    expect(badge.text()).toBe('✕3 failing')
  })
})
