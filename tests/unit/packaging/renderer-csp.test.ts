// The renderer's meta-tag CSP: as strict as the Electron session's header, and only the
// serve build may open a WebSocket.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createHttpApp } from '@app/serve/http-app'
import { electronCsp } from '@app/main/windows/content-security-policy'
import { rendererCsp, withRendererCsp } from '../../../build/renderer-csp-plugin'

const ROOT = new URL('../../..', import.meta.url).pathname
const SOURCE = readFileSync(join(ROOT, 'src/index.html'), 'utf8')

/** directive name -> its sources, from a policy string. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

function metaPolicy(html: string): Map<string, string[]> {
  const match = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)
  if (!match?.[1]) throw new Error('no CSP meta tag')
  return directives(match[1])
}

describe('renderer CSP meta tag', () => {
  it('src/index.html carries the Electron policy (what a build without the plugin ships)', () => {
    expect(metaPolicy(SOURCE)).toEqual(directives(rendererCsp('electron')))
  })

  it('the Electron build equals the session header, less frame-ancestors (meta cannot set it)', () => {
    const header = directives(electronCsp())
    header.delete('frame-ancestors')
    expect(metaPolicy(withRendererCsp(SOURCE, 'electron'))).toEqual(header)
  })

  it.each(['electron', 'serve'] as const)('the %s build refuses plugins, base and forms', (t) => {
    const policy = metaPolicy(withRendererCsp(SOURCE, t))
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
  })

  it('only the serve build may connect to a WebSocket, and only on 127.0.0.1', () => {
    const electron = metaPolicy(withRendererCsp(SOURCE, 'electron'))
    const serve = metaPolicy(withRendererCsp(SOURCE, 'serve'))
    expect(electron.get('connect-src')).toEqual(["'self'"])
    expect(serve.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:*'])
  })

  it("serve mode's response header is the serve build's policy, plus no framing", async () => {
    const app = createHttpApp({
      accessToken: 'x'.repeat(32),
      rendererDir: ROOT,
      ownOrigin: () => 'http://127.0.0.1:4321',
    })
    const answer = await app.request('http://127.0.0.1:4321/', {
      headers: { host: '127.0.0.1:4321' },
    })
    const header = directives(answer.headers.get('Content-Security-Policy') ?? '')
    expect(header.get('frame-ancestors')).toEqual(["'none'"])
    header.delete('frame-ancestors')
    expect(header).toEqual(metaPolicy(withRendererCsp(SOURCE, 'serve')))
  })

  it('a page without the meta tag is an error, not a page without a policy', () => {
    expect(() => withRendererCsp('<html><head></head></html>', 'serve')).toThrow(/no Content/)
  })
})
