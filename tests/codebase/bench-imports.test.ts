/**
 * `npm run bench` runs the bench files under tsx, outside vitest: a bench that reaches a module importing vitest
 * (tests/support/workstation.ts does) fails at load. That once broke every browser bench unseen, so the static
 * import graph of every bench file is checked here: nothing it reaches imports `vitest` (type-only imports are
 * erased, so they are left out).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '..', '..')
const benchDir = join(root, 'tests', 'bench')

/** Value imports (`import x from`, `import { … } from`, `export … from`, side-effect imports), not `import type`. */
const valueImport =
  /^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate
  return null
}

/** The chain of files from `start` to one that imports vitest, or null. */
function pathToVitest(start: string): string[] | null {
  const seen = new Set<string>()
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(valueImport)) {
      const spec = match[1] ?? match[2] ?? ''
      if (spec === 'vitest' || spec.startsWith('vitest/')) return [...chain, file]
      if (!spec.startsWith('.')) continue
      const next = resolveLocal(file, spec)
      const found = next && walk(next, [...chain, file])
      if (found) return found
    }
    return null
  }
  return walk(start, [])
}

describe('bench files', () => {
  // The bench's own files; a test beside one of them (benchArgs.unit.test.ts) is vitest's, not the bench's.
  const benches = readdirSync(benchDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))

  it('are found', () => {
    expect(benches.filter((name) => name.endsWith('.bench.ts')).length).toBeGreaterThan(10)
  })

  it.each(benches)('%s reaches no module that imports vitest', (name) => {
    const chain = pathToVitest(join(benchDir, name))
    expect(chain?.map((file) => relative(root, file))).toBeUndefined()
  })
})
