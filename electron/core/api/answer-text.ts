// A lent answer read whole, as text, and given back at once.
import type { AnswerBody } from '../ports'

export function wholeText(body: AnswerBody): string {
  try {
    return body.text(0, body.bytes.length)
  } finally {
    body.release()
  }
}
