// The lint rule that keeps Electron out of the core, simulator, CLI, shared, adapters and serve
// code: static imports, dynamic imports and require() are all refused there, and allowed in main.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function errorsIn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message)
}

const FORMS = {
  'a static import': "import { app } from 'electron'\nexport const a = app\n",
  'a dynamic import': "export const load = () => import('electron')\n",
  'require()':
    "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const e = require('electron')\n",
}

describe('no Electron outside the shell', () => {
  for (const [form, code] of Object.entries(FORMS)) {
    it(`refuses ${form} in electron/core, allows it in electron/main`, async () => {
      const core = await errorsIn('electron/core/engine/lint-probe.ts', code)
      expect(core).toHaveLength(1)
      expect(core[0]).toMatch(/without Electron/)
      expect(await errorsIn('electron/main/lint-probe.ts', code)).toEqual([])
    })
  }
})
