// The uptime chart on a monitor that was down: a period at 0 % is a full red bar (the downtime),
// not an empty slot, and a period partly down shows its red share on top of the green.
import { mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import type { ChartData } from 'chart.js'
import { describe, expect, it, vi } from 'vitest'
import type * as Charts from '@src/lib/charts'

// happy-dom draws no canvas: the chart is given one, and the Bar component is a stand-in that
// keeps the data it was handed.
vi.mock('@src/lib/charts', async (load) => ({
  ...(await load<typeof Charts>()),
  canvasAvailable: () => true,
}))
let drawn: ChartData<'bar'> | null = null
vi.mock('vue-chartjs', () => ({
  Bar: defineComponent({
    props: { data: { type: Object, required: true }, options: { type: Object, default: null } },
    setup(props) {
      return () => {
        drawn = props.data as ChartData<'bar'>
        return h('canvas')
      }
    },
  }),
}))

const { default: UptimeChart } = await import('@src/components/UptimeChart.vue')

const RED = '#d64550'

/** Height of each series at each point, by series colour. */
function bars(data: ChartData<'bar'>): Map<string, number[]> {
  const out = new Map<string, number[]>()
  for (const set of data.datasets) {
    const colours = set.backgroundColor as string[] | string
    set.data.forEach((value, i) => {
      const colour = Array.isArray(colours) ? colours[i]! : colours
      const row = out.get(colour) ?? new Array<number>(set.data.length).fill(0)
      row[i] = (row[i] ?? 0) + Number(value)
      out.set(colour, row)
    })
  }
  return out
}

describe('uptime chart', () => {
  it('a monitor down all day shows full red bars', () => {
    const points = ['10', '11', '12'].map((h) => ({
      at: `2026-03-17T${h}:00:00Z`,
      uptimePercentage: 0,
    }))
    const wrapper = mount(UptimeChart, { props: { points, range: '24h' } })
    expect(wrapper.find('[data-test=uptime-summary]').text()).toContain('average 0.00 %')
    expect(bars(drawn!).get(RED)).toEqual([100, 100, 100])
  })

  it('a period partly down shows its downtime share in red', () => {
    const points = [
      { at: '2026-03-17T10:00:00Z', uptimePercentage: 100 },
      { at: '2026-03-17T11:00:00Z', uptimePercentage: 75 },
    ]
    mount(UptimeChart, { props: { points, range: '24h' } })
    const red = bars(drawn!).get(RED)!
    expect(red[0]).toBe(0)
    expect(red[1]).toBeCloseTo(25)
  })
})
