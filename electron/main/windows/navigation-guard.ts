// Keeps every app window on the app: no navigation away, no new windows, no webviews, no
// permissions; `https:` links the user clicks open in the system browser instead.
import { session, shell, type Session, type WebContents } from 'electron'
import type { ActionResult } from '../../shared/app-service-api'
import { isAllowedExternalUrl } from './app-url'
import { electronCsp, withCsp } from './content-security-policy'
import { t } from '../../shared/i18n/translate'

export async function openExternalSafely(url: string): Promise<ActionResult> {
  if (!isAllowedExternalUrl(url)) {
    return { ok: false, message: t('tray.system.onlyWebLinks') }
  }
  await shell.openExternal(url)
  return { ok: true, message: t('tray.system.openedInBrowser') }
}

export function guardWebContents(contents: WebContents, isAppUrl: (url: string) => boolean): void {
  const keepInApp = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return
    event.preventDefault()
    void openExternalSafely(url)
  }
  contents.on('will-navigate', keepInApp)
  contents.on('will-redirect', keepInApp)
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalSafely(url)
    return { action: 'deny' }
  })
}

/** Session-wide: CSP header on every response, every permission request refused. */
export function guardSession(
  devServerUrl?: string,
  target: Session = session.defaultSession,
): void {
  const policy = electronCsp(devServerUrl)
  target.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCsp(details.responseHeaders, policy) })
  })
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  target.setPermissionCheckHandler(() => false)
}
