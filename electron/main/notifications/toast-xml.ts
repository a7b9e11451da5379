// A Windows toast with buttons. Electron shows `toastXml` instead of its own title and body;
// each button (and a click on the toast) activates by protocol: Windows launches the
// `uptray://action?...` URL, which reaches the running app as a second launch's argument.
// https://learn.microsoft.com/uwp/schemas/tiles/toastschema/element-action
import type { NotificationAction } from './notification-actions'

/**
 * Everything XML 1.0 forbids (its `Char` production): C0 controls but tab and newlines, lone
 * surrogates, U+FFFE and U+FFFF. One of them makes the whole toast invalid, and Windows then shows
 * nothing at all.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

function xml(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Windows shows at most five buttons. */
const MAX_BUTTONS = 5

export function toastXml(input: {
  title: string
  body: string
  silent: boolean
  launch: string | null
  actions: NotificationAction[]
}): string {
  const launch = input.launch ? ` launch="${xml(input.launch)}" activationType="protocol"` : ''
  const buttons = input.actions
    .slice(0, MAX_BUTTONS)
    .map(
      (a) =>
        `<action content="${xml(a.text)}" arguments="${xml(a.url)}" activationType="protocol"/>`,
    )
    .join('')
  return [
    `<toast${launch}>`,
    '<visual><binding template="ToastGeneric">',
    `<text>${xml(input.title)}</text><text>${xml(input.body)}</text>`,
    '</binding></visual>',
    buttons ? `<actions>${buttons}</actions>` : '',
    input.silent ? '<audio silent="true"/>' : '',
    '</toast>',
  ].join('')
}
