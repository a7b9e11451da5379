// One name per idea: no exported function (or const holding a function) is defined in two product
// files (electron/** and src/**, tests and .d.ts excluded), so a name found in the code means one thing.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..')

function productFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return productFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$|\.test\.ts$/.test(entry.name) ? [path] : []
  })
}

function isExported(node: ts.Node): boolean {
  return (ts.getModifiers(node as ts.HasModifiers) ?? []).some(
    (m) => m.kind === ts.SyntaxKind.ExportKeyword,
  )
}

function isFunction(node: ts.Expression | undefined): boolean {
  return node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node))
}

/** The exported function names one source text defines. */
function exportedFunctions(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false)
  const names: string[] = []
  for (const statement of source.statements) {
    if (!isExported(statement)) continue
    if (ts.isFunctionDeclaration(statement) && statement.name) names.push(statement.name.text)
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && isFunction(d.initializer)) names.push(d.name.text)
      }
    }
  }
  return [...new Set(names)]
}

/** Each name defined in more than one file, with its files: `name: a.ts, b.ts`. */
function duplicates(files: { path: string; text: string }[]): string[] {
  const where = new Map<string, string[]>()
  for (const file of files) {
    for (const name of exportedFunctions(file.path, file.text)) {
      where.set(name, [...(where.get(name) ?? []), file.path])
    }
  }
  return [...where]
    .filter(([, paths]) => paths.length > 1)
    .map(([name, paths]) => `${name}: ${paths.join(', ')}`)
    .sort()
}

describe('exported function names', () => {
  it('are each defined in one product file', () => {
    const files = ['electron', 'src'].flatMap((folder) =>
      productFiles(join(root, folder)).map((path) => ({
        path: relative(root, path),
        text: readFileSync(path, 'utf8'),
      })),
    )
    expect(files.length).toBeGreaterThan(50)
    expect(duplicates(files)).toEqual([])
  })

  it('finds a name defined twice, as a function or an arrow const', () => {
    const found = duplicates([
      { path: 'a.ts', text: 'export function once() {}\nexport function twice() {}' },
      { path: 'b.ts', text: 'export const twice = (x: number) => x\nexport const value = 1' },
      { path: 'c.ts', text: 'function twice() {}\nexport { twice as other }' },
    ])
    expect(found).toEqual(['twice: a.ts, b.ts'])
  })
})
