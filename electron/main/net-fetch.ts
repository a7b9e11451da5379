// The Electron app's network: Chromium's net.fetch (OS proxy settings and certificates apply),
// its answers read with the same bound as the Node side's (MAX_ANSWER_BYTES, counted as the
// decoded body streams in), so a huge answer or a gzip bomb fails instead of filling the memory.
import { net } from 'electron'
import { boundedAnswer } from '../adapters/bounded-answer'
import { MAX_ANSWER_BYTES } from '../adapters/http-fetch'
import type { FetchLike } from '../core/ports'

export function createNetFetch(maxAnswerBytes = MAX_ANSWER_BYTES): FetchLike {
  return async (input, init) => boundedAnswer(await net.fetch(input, init), maxAnswerBytes)
}
