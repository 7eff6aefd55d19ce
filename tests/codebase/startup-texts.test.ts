/**
 * The app starts with the texts of the screens before the shell only (src-renderer/i18n/startTexts.ts); every
 * other folder's come with the shell's chunk (issue 46). So every key asked for by the code the page loads at its
 * start (main.tsx's static imports, followed through the renderer: a dynamic import() is a chunk loaded later)
 * must be in the start's folders, or the connect, first-administrator and sign-in screens would show a raw key.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { keysUsed, localeFolders } from '../support/localeTree'

const renderer = resolve(__dirname, '..', '..', 'src-renderer')

/** Static imports only (`import … from`, `export … from`, `import '…'`): what loads with the importing file. */
const importPattern =
  /^\s*(?:import|export)\s(?!type\s)[^'";]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm

function resolveSource(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null
}

/** Every source file main.tsx loads with it, by static imports. */
function startClosure(): string[] {
  const seen = new Set<string>()
  const queue = [join(renderer, 'main.tsx')]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const next = resolveSource(file, (m[1] ?? m[2]) as string)
      if (next) queue.push(next)
    }
  }
  return [...seen]
}

/** The folders startTexts.ts takes its texts from: its glob patterns (`'../session/**\/locales/en.json'`). */
function startFolders(): RegExp[] {
  const source = readFileSync(join(renderer, 'i18n', 'startTexts.ts'), 'utf8')
  return [...source.matchAll(/'\.\.\/([\w/*]+)\/locales\/en\.json'/g)].map((m) => {
    const folder = (m[1] as string).replace(/\/\*\*$/, '')
    return new RegExp(`^${folder}${(m[1] as string).endsWith('/**') ? '(/.+)?' : ''}$`)
  })
}

describe('texts the app starts with', () => {
  const files = startClosure()
  const folders = startFolders()
  const groups = new Set(
    localeFolders
      .filter(({ folder }) => folders.some((pattern) => pattern.test(folder)))
      .flatMap(({ en }) => Object.keys(en)),
  )

  it('are read (the scan works)', () => {
    expect(files.some((file) => file.endsWith(join('session', 'connect', 'ConnectScreen.tsx')))).toBe(true)
    expect(folders.length).toBeGreaterThanOrEqual(3)
    expect([...groups]).toEqual(expect.arrayContaining(['app', 'common', 'errors', 'connect', 'operators']))
  })

  it('hold every key the code loaded at the start asks for', () => {
    const missing = files.flatMap((file) =>
      keysUsed(readFileSync(file, 'utf8'))
        .filter(({ key }) => !groups.has(key.split('.')[0] as string))
        .map(({ key }) => `${relative(renderer, file)}: ${key}`),
    )
    expect(missing).toEqual([])
  })
})
