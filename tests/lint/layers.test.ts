// The layer rules in .dependency-cruiser.cjs: one crossing of each rule, planted in a temporary
// copy of the tree, makes `depcruise` (part of `npm run lint`) fail and name the file and rule.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = process.cwd()

/** [rule, planted file, its source]: each imports something its layer may not see. */
const CROSSINGS: [string, string, string][] = [
  ['shared-imports-nothing', 'electron/shared/probe.ts', "export * from '../core/ports'\n"],
  ['core-only-shared', 'electron/core/probe.ts', "export * from '../adapters/file-store'\n"],
  ['core-api-below-engine', 'electron/core/api/probe.ts', "export * from '../engine/backoff'\n"],
  [
    'core-api-below-engine',
    'electron/core/api/probe-service.ts',
    "export * from '../app-service/emitter'\n",
  ],
  [
    'core-engine-below-app-service',
    'electron/core/engine/probe.ts',
    "export * from '../app-service/emitter'\n",
  ],
  ['core-root-below-api', 'electron/core/probe-root.ts', "export * from './engine/backoff'\n"],
  ['adapters-only-core', 'electron/adapters/probe.ts', "export * from '../serve/args'\n"],
  ['main-below-only', 'electron/main/probe.ts', "export * from '../serve/args'\n"],
  ['cli-below-only', 'electron/cli/probe.ts', "export * from '../main/start-app'\n"],
  ['serve-below-only', 'electron/serve/probe.ts', "export * from '../cli/args'\n"],
  ['preload-only-shared', 'electron/preload/probe.ts', "export * from '../core/ports'\n"],
  ['renderer-only-shared', 'src/lib/probe.ts', "export * from '@app/core/ports'\n"],
  ['views-only-through-stores', 'src/components/probe.ts', "export * from '../bridge'\n"],
  ['views-only-through-stores', 'src/views/probe-ws.ts', "export * from '../ws-bridge'\n"],
  [
    'renderer-languages-on-use',
    'src/lib/probe-languages.ts',
    "export * from '../../electron/shared/i18n/messages/index'\n",
  ],
  ['simulator-stands-alone', 'electron/simulator/probe.ts', "export * from '../shared/model'\n"],
]

let copy = ''
let report = ''
let status: number | null = null

function cruise(dir: string) {
  const bin = join(root, 'node_modules', '.bin', 'depcruise')
  return spawnSync(bin, ['electron', 'src', '--config', '.dependency-cruiser.cjs'], {
    cwd: dir,
    encoding: 'utf8',
  })
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'uptray-layers-'))
  for (const path of [
    'electron',
    'src',
    '.dependency-cruiser.cjs',
    'tsconfig.base.json',
    'tsconfig.node.json',
  ]) {
    cpSync(join(root, path), join(copy, path), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  for (const [, file, source] of CROSSINGS) writeFileSync(join(copy, file), source)
  // A type-only cycle: two shared modules that import each other's types.
  writeFileSync(
    join(copy, 'electron/shared/cycle-a.ts'),
    "import type { B } from './cycle-b'\nexport type A = B[]\n",
  )
  writeFileSync(
    join(copy, 'electron/shared/cycle-b.ts'),
    "import type { A } from './cycle-a'\nexport type B = { a: A }\n",
  )
  const result = cruise(copy)
  report = result.stdout + result.stderr
  status = result.status
}, 60_000)

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('layer rules', () => {
  it('the tree as it is has no crossing and no cycle', () => {
    const result = cruise(root)
    expect(result.stdout + result.stderr).toMatch(/no dependency violations found/)
    expect(result.status).toBe(0)
  }, 60_000)

  it('lint fails on a planted crossing', () => {
    expect(status).not.toBe(0)
  })

  for (const [rule, file] of CROSSINGS) {
    it(`${rule}: names ${file}`, () => {
      expect(report).toMatch(new RegExp(`error ${rule}: ${file.replace(/\./g, '\\.')} `))
    })
  }

  it('no-cycles: names a type-only cycle', () => {
    expect(report).toMatch(/error no-cycles: electron\/shared\/cycle-(a|b)\.ts/)
  })
})
