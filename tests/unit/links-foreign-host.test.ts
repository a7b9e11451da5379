// A run's report link that leaves the service names the host it goes to.
import { describe, expect, it } from 'vitest'
import { foreignHost } from '@app/shared/links'

describe('foreignHost', () => {
  const base = 'https://ohdear.app'
  it('is null for a link on the service or one of its subdomains', () => {
    expect(foreignHost('https://ohdear.app/runs/9', base)).toBeNull()
    expect(foreignHost('https://reports.ohdear.app/runs/9', base)).toBeNull()
    expect(foreignHost('http://127.0.0.1:4000/runs/9', 'http://127.0.0.1:4000')).toBeNull()
  })
  it('names another host, look-alikes included, as URL writes it', () => {
    expect(foreignHost('https://evil.example/runs/9', base)).toBe('evil.example')
    expect(foreignHost('https://ohdear.app.evil.example/x', base)).toBe('ohdear.app.evil.example')
    expect(foreignHost('https://xohdear.app/x', base)).toBe('xohdear.app')
    expect(foreignHost('https://ohdéar.app/x', base)).toBe('xn--ohdar-dsa.app')
  })
  it('names the host when the base URL is unknown; null for what is no link', () => {
    expect(foreignHost('https://ohdear.app/runs/9', null)).toBe('ohdear.app')
    expect(foreignHost('javascript:alert(1)', base)).toBeNull()
    expect(foreignHost(null, base)).toBeNull()
  })
})
