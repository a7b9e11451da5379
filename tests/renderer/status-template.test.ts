// Update templates name the incident with placeholders ("Investigating: {{ monitor }}"): picking
// one fills them from the status page's monitor at hand (the worst first, or the one chosen);
// a placeholder that cannot be filled is named and blocks posting until it is replaced.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { fillPlaceholders, rawPlaceholders } from '@src/lib/status-template'
import { check, monitor, snapshot } from './fixtures'
import { chooseOption, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const value = (w: { find(s: string): { element: Element } }, s: string) =>
  (w.find(s).element as HTMLInputElement).value

function account() {
  const fake = freshFake({
    snapshot: snapshot([
      monitor({ id: 4, label: 'shop.example.com', url: 'https://shop.example.com' }),
      monitor({
        id: 5,
        label: 'api.example.com',
        url: 'https://api.example.com',
        result: 'failed',
        checks: [check({ id: 51, result: 'failed' })],
      }),
    ]),
  })
  fake.answer('statusPages', () => [
    {
      id: 3,
      title: 'Acme status',
      status: 'down',
      fullUrl: 'https://status.acme.test',
      monitors: [
        { id: 4, url: 'https://shop.example.com' },
        { id: 5, url: 'https://api.example.com' },
      ],
      updates: [],
    },
  ])
  fake.answer('statusUpdateTemplates', () => [
    {
      id: 9,
      name: 'Investigating',
      title: 'Investigating: {{ monitor }}',
      text: 'We are looking into {{monitor}} ({{ monitor_url }}).',
      severity: 'high',
    },
    {
      id: 10,
      name: 'With an ETA',
      title: 'Degraded: {{ monitor }}',
      text: 'Back by {{ eta }}.',
      severity: 'warning',
    },
  ])
  return fake
}

describe('status update templates', () => {
  it('fills {{ monitor }} from the page’s failing monitor, and from the one chosen', async () => {
    const fake = account()
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    await chooseOption(wrapper, '[data-test=template]', 1)
    expect(value(wrapper, '[data-test=update-title]')).toBe('Investigating: api.example.com')
    expect(value(wrapper, '[data-test=update-text]')).toBe(
      'We are looking into api.example.com (https://api.example.com).',
    )
    await wrapper.find('[data-test=update-monitor]').setValue('4')
    expect(value(wrapper, '[data-test=update-title]')).toBe('Investigating: shop.example.com')

    await wrapper.find('[data-test=post-update]').trigger('submit')
    await flushPromises()
    const [[sent]] = fake.callsTo('postStatusUpdate') as [[{ title: string; text: string }]]
    expect(sent.title).toBe('Investigating: shop.example.com')
    expect(`${sent.title} ${sent.text}`).not.toContain('{{')
  })

  it('a placeholder it cannot fill is named, and blocks posting until replaced', async () => {
    const fake = account()
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    await chooseOption(wrapper, '[data-test=template]', 2)
    expect(value(wrapper, '[data-test=update-title]')).toBe('Degraded: api.example.com')
    expect(wrapper.find('[data-test=raw-placeholders]').text()).toContain('{{ eta }}')
    const post = wrapper.find('[data-test=post-update] button[type=submit]')
    expect(post.attributes('disabled')).toBeDefined()
    await wrapper.find('[data-test=post-update]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('postStatusUpdate')).toEqual([])

    await wrapper.find('[data-test=update-text]').setValue('Back by 15:00.')
    expect(wrapper.find('[data-test=raw-placeholders]').exists()).toBe(false)
    expect(post.attributes('disabled')).toBeUndefined()
  })

  it('fills known names however they are spaced or spelled, and leaves others', () => {
    const values = { monitor: 'api', monitor_url: 'https://api' }
    expect(fillPlaceholders('{{monitor}} {{ Monitor.URL }} {{ eta }}', values)).toBe(
      'api https://api {{ eta }}',
    )
    expect(rawPlaceholders('a {{ eta }} b {{x}} {{ eta }}')).toEqual(['{{ eta }}', '{{ x }}'])
  })
})
