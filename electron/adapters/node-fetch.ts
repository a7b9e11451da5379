// The network fetch of the Node side (the CLI and serve mode; the Electron app uses net.fetch,
// which follows the system proxy). With a proxy variable set: undici's fetch with its
// EnvHttpProxyAgent: HTTP_PROXY for http:// addresses, HTTPS_PROXY (else HTTP_PROXY) for
// https://, hosts in NO_PROXY (`host`, `.domain`, `host:port`, `*`) direct; the lower-case names
// win, as in curl. Without one, http-fetch.ts on node:http(s), and undici is never loaded (a
// short `status` would spend a good part of its time compiling it). Certificates are checked
// against Node's roots plus NODE_EXTRA_CA_CERTS, which Node reads once at start, on both paths.
// Both paths read at most MAX_ANSWER_BYTES of an answer, as sent and once decoded.
import type * as UndiciModule from 'undici'
import type { FetchLike } from '../core/ports'
import { boundedAnswer } from './bounded-answer'
import { createHttpFetch, httpFetch, MAX_ANSWER_BYTES } from './http-fetch'

export type ProxyEnv = Record<string, string | undefined>

function variable(env: ProxyEnv, name: string): string {
  return env[name.toLowerCase()] ?? env[name.toUpperCase()] ?? ''
}

type Undici = typeof UndiciModule

/**
 * A fetch that goes through the proxies `env` names (the process's environment by default) and
 * reads answers of at most `maxAnswerBytes`.
 */
export function createNodeFetch(
  env: ProxyEnv = process.env,
  maxAnswerBytes = MAX_ANSWER_BYTES,
): FetchLike {
  const httpProxy = variable(env, 'http_proxy')
  const httpsProxy = variable(env, 'https_proxy')
  if (!httpProxy && !httpsProxy) {
    return maxAnswerBytes === MAX_ANSWER_BYTES ? httpFetch : createHttpFetch(maxAnswerBytes)
  }
  // Given explicitly (empty: none), so `env` alone decides, not process.env as well.
  let proxied: Promise<FetchLike> | null = null
  const load = async (): Promise<FetchLike> => {
    // undici is CommonJS: its exports are the default export in Node and in the CLI bundle
    // (where the bundler gives a lazily loaded CommonJS chunk no named exports at all).
    const loaded = (await import('undici')) as Undici & { default?: Undici }
    const { EnvHttpProxyAgent, fetch: undiciFetch } = loaded.default ?? loaded
    const dispatcher = new EnvHttpProxyAgent({
      httpProxy,
      httpsProxy,
      noProxy: variable(env, 'no_proxy'),
    })
    // undici's Request/Response are the WHATWG classes Node's own fetch is built from; its
    // `text()` would read any answer whole, so the body is read with a running count instead.
    return async (input, init) =>
      boundedAnswer(
        (await undiciFetch(input, {
          ...(init as Parameters<Undici['fetch']>[1]),
          dispatcher,
        })) as unknown as Response,
        maxAnswerBytes,
      )
  }
  return async (input, init) => (await (proxied ??= load()))(input, init)
}
