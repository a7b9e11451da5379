// App code imports relatively (the layer rules read those paths); the @app/ and @src/ aliases
// are for tests only, and lint says so in every app folder.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
const CODE = "import { x } from '@app/shared/model'\nexport const y = x\n"

async function aliasErrors(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(CODE, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('test aliases stay in the tests', () => {
  for (const file of [
    'electron/core/engine/probe.ts',
    'electron/shared/probe.ts',
    'electron/main/probe.ts',
    'electron/preload/probe.ts',
    'src/lib/probe.ts',
  ]) {
    it(`refuses @app/ in ${file}`, async () => {
      expect(await aliasErrors(file)).toEqual([expect.stringMatching(/aliases are for tests only/)])
    })
  }

  it('allows it in a test', async () => {
    expect(await aliasErrors('tests/unit/probe.test.ts')).toEqual([])
  })
})
