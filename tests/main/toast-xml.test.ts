// The Windows toast builder with text XML cannot carry (lone surrogates, U+FFFE/U+FFFF, C0
// controls): the result must still be a well-formed XML 1.0 document, or Windows shows no toast.
// Runs in the `main` project (the shared electron mock); the builder itself needs no Electron.
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { toastXml } from '@app/main/notifications/toast-xml'

/** XML 1.0's `Char` production, code point by code point (https://www.w3.org/TR/xml/#charsets). */
function xmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  )
}

function badChars(text: string): number[] {
  const bad: number[] = []
  for (const char of text) if (!xmlChar(char.codePointAt(0)!)) bad.push(char.codePointAt(0)!)
  return bad
}

const EVIL = 'A\uD800B\uDFFFC\uFFFED\uFFFFE\u0000F\u001BG\u0008H\uDC00\uD83D'

describe('toast XML', () => {
  it('drops every character XML forbids and stays a document Windows can parse', () => {
    const xml = toastXml({
      title: `Down: ${EVIL}`,
      body: `Reason ${EVIL} 😀 tab\tend`,
      silent: true,
      launch: 'uptray://action?do=open&monitors=2',
      actions: [
        { kind: 'snooze', text: `Snooze ${EVIL}`, url: 'uptray://action?do=snooze&checks=1' },
      ],
    })
    expect(badChars(xml)).toEqual([])
    const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    const texts = [...doc.querySelectorAll('text')].map((node) => node.textContent)
    expect(texts).toEqual(['Down: ABCDEFGH', 'Reason ABCDEFGH 😀 tab\tend'])
    expect(doc.querySelector('action')?.getAttribute('content')).toBe('Snooze ABCDEFGH')
    expect(doc.querySelector('toast')?.getAttribute('launch')).toBe(
      'uptray://action?do=open&monitors=2',
    )
  })
})
