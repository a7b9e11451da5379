// Mixed content and sitemap issues in full, a page of 100 at a time; sitemap issues filtered by
// their response code.
import { mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CheckFindings, MixedContentView } from '@app/shared/check-views'
import MixedContent from '@src/components/check/MixedContent.vue'
import SitemapFindings from '@src/components/check/SitemapFindings.vue'
import { applyLanguage } from '@src/i18n'
import { freshFake } from './setup'

beforeEach(() => void freshFake())
afterEach(() => applyLanguage('system'))

const items = (n: number): MixedContentView[] =>
  Array.from({ length: n }, (_, i) => ({
    element: 'img',
    url: `http://cdn.example.com/${i}.png`,
    foundOn: 'https://shop.example.com/',
  }))

type Sitemap = Extract<CheckFindings, { kind: 'sitemap' }>
const sitemap = (n: number): Sitemap => ({
  kind: 'sitemap',
  checkUrl: 'https://shop.example.com/sitemap.xml',
  totalUrlCount: 500,
  totalIssuesCount: n,
  sitemaps: [],
  issues: Array.from({ length: n }, (_, i) => ({
    name: 'Not found',
    where: 'https://shop.example.com/sitemap.xml',
    url: `https://shop.example.com/gone-${i}`,
    responseCode: i % 10 === 0 ? null : i % 2 === 0 ? 404 : 500,
  })),
})

describe('findings lists in full, paged', () => {
  it('mixed content: 250 items on three pages', async () => {
    const w = mount(MixedContent, { props: { items: items(250), runName: 'the latest run' } })
    expect(w.findAll('[data-test=mixed-item]')).toHaveLength(100)
    expect(w.find('[data-test=mixed-pager-page]').text()).toBe('Page 1 of 3')
    await w.find('[data-test=mixed-pager-next]').trigger('click')
    await w.find('[data-test=mixed-pager-next]').trigger('click')
    expect(w.findAll('[data-test=mixed-item]')).toHaveLength(50)
    expect(w.find('[data-test=mixed-url]').text()).toBe('http://cdn.example.com/200.png')
    expect(w.find('[data-test=mixed-pager-next]').attributes('disabled')).toBeDefined()
  })

  it('mixed content: one page needs no pager', () => {
    const w = mount(MixedContent, { props: { items: items(3), runName: 'the latest run' } })
    expect(w.find('[data-test=mixed-pager]').exists()).toBe(false)
  })

  it('sitemap issues: filtered by response code, then paged within the filter', async () => {
    const w = mount(SitemapFindings, { props: { sitemap: sitemap(300), runName: 'x' } })
    expect(w.findAll('[data-test=sitemap-issue]')).toHaveLength(100)
    expect(w.find('[data-test=sitemap-pager-page]').text()).toBe('Page 1 of 3')
    await w.find('[data-test=sitemap-filter]').setValue('none')
    expect(w.findAll('[data-test=sitemap-issue]')).toHaveLength(30)
    expect(w.find('[data-test=sitemap-pager]').exists()).toBe(false)
    await w.find('[data-test=sitemap-filter]').setValue('404')
    // 0..299 even but not a multiple of 10: 120.
    expect(w.find('[data-test=sitemap-pager-page]').text()).toBe('Page 1 of 2')
  })

  it('speaks German', () => {
    applyLanguage('de')
    const w = mount(MixedContent, { props: { items: items(150), runName: 'x' } })
    expect(w.find('[data-test=mixed-pager-page]').text()).toBe('Seite 1 von 2')
    expect(w.find('[data-test=mixed-pager-next]').text()).toBe('Weiter')
    expect(w.find('[data-test=mixed-pager]').attributes('aria-label')).toBe(
      'Seiten mit gemischten Inhalten',
    )
  })
})
