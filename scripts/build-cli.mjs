#!/usr/bin/env node
// Builds the headless CLI for plain Node 22: out/cli/uptray.mjs (the entry, electron/cli/launch.ts)
// and out/cli/chunks/, loaded on demand, so `status` reads and compiles only the code it runs
// (undici, for one, only when a proxy is set). Everything is bundled except @napi-rs/keyring, a
// native addon: it is required from node_modules beside the bundle (the repository's, or the
// packaged app's asar) on first use, so `status` with UPTRAY_API_TOKEN never loads it.
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
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

// Bundled, but evaluated on first use instead of at start (esbuild turns the require() into a
// call of the bundled module): cron-parser for the cron checks' next runs, cronstrue for their
// schedules in words. Each maps an export to the methods Uptray calls on it.
const LAZY = {
  'cron-parser': { CronExpressionParser: ['parse'] },
  cronstrue: { default: ['toString'] },
}
const lazyModules = {
  name: 'lazy-modules',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(LAZY).join('|')})$`)
    b.onResolve({ filter }, (args) =>
      args.namespace === 'lazy-module' ? undefined : { path: args.path, namespace: 'lazy-module' },
    )
    b.onLoad({ filter: /.*/, namespace: 'lazy-module' }, ({ path }) => ({
      loader: 'js',
      resolveDir: root,
      contents: [
        'let real',
        `const load = () => (real ??= require(${JSON.stringify(path)}))`,
        ...Object.entries(LAZY[path]).map(([name, methods]) => {
          const shape = methods.map((m) => `${m}: (...args) => load().${name}.${m}(...args)`)
          const head = name === 'default' ? 'export default' : `export const ${name} =`
          return `${head} { ${shape.join(', ')} }`
        }),
      ].join('\n'),
    }))
  },
}

// Node's own modules through process.getBuiltinModule(), never import: importing a built-in makes
// Node read every export it has (some load more on first read: node:http's WebSocket starts
// undici), and a bundler's CommonJS wrapper would copy them all. The built chunks' imports of
// built-ins are rewritten into reads of the module itself; bundled CommonJS code (undici) gets
// them through the require() of the banner.
const builtins = new Set(builtinModules)
const IMPORT = /import\s*([^;"']*?)\s*from\s*"([^"]+)";?/g

/** `import d,{a as b}from"node:x"` -> `const d=process.getBuiltinModule("node:x");const{a:b}=d;` */
function builtinImports(code) {
  return code.replace(IMPORT, (whole, clause, from) => {
    if (!from.startsWith('node:') && !builtins.has(from)) return whole
    const module = `process.getBuiltinModule(${JSON.stringify(from)})`
    const [, star, name, named] =
      /^(?:\*\s*as\s+([\w$]+)|([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?)$/.exec(clause) ?? []
    if (star) return `const ${star}=${module};`
    const pairs = (named ?? '')
      .split(',')
      .map((part) => part.trim().replace(/^([\w$]+)\s+as\s+([\w$]+)$/, '$1:$2'))
      .filter(Boolean)
    const destructure = pairs.length ? `const{${pairs.join(',')}}=${name ?? module};` : ''
    return (name ? `const ${name}=${module};` : '') + destructure
  })
}

/** Builds into `outDir` (out/cli unless told) and returns the entry's path there. */
export async function buildCli(outDir = OUT) {
  rmSync(outDir, { recursive: true, force: true })
  const built = await build({
    write: false,
    entryPoints: { uptray: join(root, 'electron', 'cli', 'launch.ts') },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    plugins: [lazyKeytar, lazyModules],
    // Bundled CommonJS code (undici) requires built-ins, some inside a try (node:http2).
    banner: {
      js: [
        '#!/usr/bin/env node',
        'const require = (id) => {',
        '  const found = process.getBuiltinModule(id)',
        "  if (!found) throw new Error('Cannot find module ' + id)",
        '  return found',
        '}',
      ].join('\n'),
    },
    legalComments: 'none',
    minify: true,
    keepNames: false,
    logLevel: 'warning',
  })
  for (const file of built.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true })
    writeFileSync(file.path, builtinImports(file.text))
  }
  const entry = join(outDir, 'uptray.mjs')
  chmodSync(entry, 0o755)
  return entry
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli()
}
