// The engine benches' side of their children (./engine-child-options.ts): each child bundled
// with esbuild into .tmp, then run in plain node with the flags a bench gives node's command line,
// its one JSON line of figures read back.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { build } from 'esbuild'
import { ROOT } from '../e2e/build-renderer'

/** Bundles tests/bench/<name>.ts; returns the bundle's path. */
export async function buildChild(name: string): Promise<string> {
  const outfile = join(ROOT, '.tmp', `${name}.mjs`)
  await build({
    entryPoints: [join(ROOT, 'tests/bench', `${name}.ts`)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
  return outfile
}

/** Runs a bundled child against a simulator; resolves with its last line, parsed. */
export function runChild<F>(
  bundle: string,
  nodeFlags: readonly string[],
  sim: { baseUrl: string; token: string },
  options: object,
): Promise<F> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeFlags, bundle, sim.baseUrl, sim.token, JSON.stringify(options)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as F)
        : reject(new Error(err || `child exited with ${code}`)),
    )
  })
}
