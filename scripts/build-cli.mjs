#!/usr/bin/env node
// Builds the headless CLI for plain Node 22: out/cli/uptray.mjs (the entry, electron/cli/launch.ts)
// and out/cli/chunks/, loaded on demand, so `status` reads and compiles only the code it runs
// (undici, for one, only when a proxy is set). Everything is bundled except @napi-rs/keyring, a
// native addon: it is required from node_modules beside the bundle (the repository's, or the
// packaged app's asar) on first use, so `status` with UPTRAY_API_TOKEN never loads it.
import { chmodSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(root, 'out', 'cli')
export const CLI_BUNDLE = join(OUT, 'uptray.mjs')

const KEYTAR = '@napi-rs/keyring/keytar'
const lazyKeytar = {
  name: 'lazy-keytar',
  setup(b) {
    b.onResolve({ filter: /^@napi-rs\/keyring\/keytar$/ }, () => ({
      path: KEYTAR,
      namespace: 'lazy',
    }))
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      loader: 'js',
      contents: [
        "import { createRequire } from 'node:module'",
        'let keytar',
        `const load = () => (keytar ??= createRequire(import.meta.url)('${KEYTAR}.js'))`,
        ...['getPassword', 'setPassword', 'deletePassword'].map(
          (name) => `export const ${name} = (...args) => load().${name}(...args)`,
        ),
      ].join('\n'),
    }))
  },
}

// cron-parser (only the cron checks' next-run look-ups use it) is bundled but evaluated on the
// first parse instead of at start: esbuild turns the require() into a call of the bundled module.
const lazyCron = {
  name: 'lazy-cron-parser',
  setup(b) {
    b.onResolve({ filter: /^cron-parser$/ }, (args) =>
      args.namespace === 'lazy-cron' ? undefined : { path: 'cron-parser', namespace: 'lazy-cron' },
    )
    b.onLoad({ filter: /.*/, namespace: 'lazy-cron' }, () => ({
      loader: 'js',
      resolveDir: root,
      contents: [
        'let real',
        'export const CronExpressionParser = {',
        "  parse: (...args) => (real ??= require('cron-parser')).CronExpressionParser.parse(...args),",
        '}',
      ].join('\n'),
    }))
  },
}

export async function buildCli() {
  rmSync(OUT, { recursive: true, force: true })
  await build({
    entryPoints: { uptray: join(root, 'electron', 'cli', 'launch.ts') },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    plugins: [lazyKeytar, lazyCron],
    // Bundled CommonJS dependencies (undici) call require() for Node's own modules.
    banner: {
      js: [
        '#!/usr/bin/env node',
        "import { createRequire as __uptrayRequire } from 'node:module'",
        'const require = __uptrayRequire(import.meta.url)',
      ].join('\n'),
    },
    legalComments: 'none',
    minify: true,
    keepNames: false,
    logLevel: 'warning',
  })
  chmodSync(CLI_BUNDLE, 0o755)
  return CLI_BUNDLE
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli()
}
