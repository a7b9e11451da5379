// A file: URL names a host too: `file://evil.example/<the app's path>` is a file on another machine
// (a UNC share on Windows), not the app's own page. Under the `main` project's electron mock.
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appLocation, isAppUrl } from '@app/main/windows/app-url'

const location = appLocation('/opt/uptray/out/renderer', undefined)
const ours = (url: string) => isAppUrl(url, location)

describe('isAppUrl with file: hosts', () => {
  it('takes the local index page, with any hash', () => {
    expect(ours('file:///opt/uptray/out/renderer/index.html#/popover')).toBe(true)
    // URL parsing turns `file://localhost/` into `file:///`: the same machine.
    expect(ours('file://localhost/opt/uptray/out/renderer/index.html')).toBe(true)
  })

  it('refuses the same path on another host', () => {
    expect(ours('file://evil.example/opt/uptray/out/renderer/index.html')).toBe(false)
    expect(ours('file://evil.example/opt/uptray/out/renderer/index.html#/settings')).toBe(false)
    expect(ours('file://127.0.0.1/opt/uptray/out/renderer/index.html')).toBe(false)
  })

  it("a Windows app on a share keeps its own host and refuses another's", () => {
    const share = { indexUrl: pathToFileURL('/x').href.replace('file:///', 'file://server/') }
    expect(isAppUrl(share.indexUrl, share)).toBe(true)
    expect(isAppUrl(share.indexUrl.replace('//server/', '//evil/'), share)).toBe(false)
  })
})
