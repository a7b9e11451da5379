// The built dashboard's scripts and styles, read and compressed once at start (brotli and gzip, in
// libuv's thread pool, so the event loop stays free for the first page), then answered from memory
// in the encoding the browser accepts (as they are until their compressed forms are made). Only
// files found under the folder at start are served from here; anything else falls through to the
// next handler.
import { readdir, readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

/** Bytes read or compressed here: never over a shared buffer. */
type Body = Uint8Array<ArrayBuffer>

export interface StaticFile {
  type: string
  /** The file as read, and each compressed form that came out smaller. */
  bodies: Partial<Record<Encoding, Body>> & { identity: Body }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Text compresses; images and fonts already are. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg'])

/** Below this a compressed body saves less than the headers that announce it. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compressed(body: Body): Promise<Partial<Record<Encoding, Body>>> {
  if (body.length < MIN_BYTES) return {}
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const out: Partial<Record<Encoding, Body>> = {}
  if (br.length < body.length) out.br = br
  if (gz.length < body.length) out.gzip = gz
  return out
}

/**
 * Every file directly in `dir/sub` with a known type, by its URL path (`/sub/name`); an empty map
 * when the folder cannot be read. The map is ready once the files are read; their compressed
 * forms join them as they are made, so a page opened at start is never held up by compression.
 */
export async function loadStaticFiles(
  dir: string,
  sub = 'assets',
): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  const names = await readdir(join(dir, sub)).catch(() => [] as string[])
  await Promise.all(
    names.map(async (name) => {
      const type = TYPES[extname(name)]
      if (!type) return
      const identity = await readFile(join(dir, sub, name)).catch(() => null)
      if (identity) files.set(`/${sub}/${name}`, { type, bodies: { identity } })
    }),
  )
  for (const [path, file] of files) {
    if (!COMPRESSIBLE.has(extname(path))) continue
    void compressed(file.bodies.identity).then(
      (bodies) => Object.assign(file.bodies, bodies),
      () => undefined, // The file as it is still serves.
    )
  }
  return files
}

/** Preferred first when the browser accepts several. */
const PREFERENCE: Encoding[] = ['br', 'gzip']

/**
 * The encoding to answer in, from an Accept-Encoding header (RFC 9110 12.5.3): the first of
 * brotli and gzip that is offered and accepted with a weight above zero (by name or by `*`), else
 * the file as it is.
 */
export function chooseEncoding(accept: string | undefined, offered: Iterable<Encoding>): Encoding {
  const weights = new Map<string, number>()
  for (const part of (accept ?? '').slice(0, 512).split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim().toLowerCase())
    if (!name) continue
    const q = params.find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const have = new Set(offered)
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (have.has(encoding) && weight > 0) return encoding
  }
  return 'identity'
}
