// The network fetch of the Node side (the CLI and serve mode; the Electron app uses net.fetch,
// which follows the system proxy). undici's fetch with its EnvHttpProxyAgent: HTTP_PROXY for
// http:// addresses, HTTPS_PROXY (else HTTP_PROXY) for https://, hosts in NO_PROXY (`host`,
// `.domain`, `host:port`, `*`) direct; the lower-case names win, as in curl. Certificates are
// checked against Node's roots plus NODE_EXTRA_CA_CERTS, which Node reads once at start.
import { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici'
import type { FetchLike } from '../core/ports'

export type ProxyEnv = Record<string, string | undefined>

function variable(env: ProxyEnv, name: string): string {
  return env[name.toLowerCase()] ?? env[name.toUpperCase()] ?? ''
}

/** A fetch that goes through the proxies `env` names (the process's environment by default). */
export function createNodeFetch(env: ProxyEnv = process.env): FetchLike {
  // Given explicitly (empty: none), so `env` alone decides, not process.env as well.
  const dispatcher = new EnvHttpProxyAgent({
    httpProxy: variable(env, 'http_proxy'),
    httpsProxy: variable(env, 'https_proxy'),
    noProxy: variable(env, 'no_proxy'),
  })
  // undici's Request/Response are the WHATWG classes Node's own fetch is built from.
  return (input, init) =>
    undiciFetch(input, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    }) as unknown as Promise<Response>
}
