/**
 * The shape of the code, read from its static imports: no import circles in any program, and the fences of
 * docs/ARCHITECTURE.md hold (lint says the same per file; this checks the whole graph at once).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainHosts, mainLayerExceptions, mainLayersBelow } from '../../eslint.config.mjs'

const root = resolve(__dirname, '..', '..')
const folders = ['src-main', 'src-renderer', 'src-preload', 'src-service', 'src-shared']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Static imports only (`import … from`, `export … from`): a dynamic import() cannot make a load-time circle. */
const importPattern =
  /^\s*(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm

function resolveImport(from: string, spec: string, files: ReadonlySet<string>): string | null {
  const base = resolve(dirname(from), spec)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (files.has(candidate)) return candidate
  }
  return null
}

function importGraph(): Map<string, string[]> {
  const files = folders.flatMap((folder) => sourceFiles(join(root, folder)))
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const targets: string[] = []
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2]
      const target = spec ? resolveImport(file, spec, known) : null
      if (target) targets.push(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    indexOf.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0))
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component)
    }
  }
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node)
  return found.map((component) => component.map((file) => relative(root, file)).sort())
}

/**
 * Circles between folders: the file graph seen folder by folder, each folder one node (`folderOf` names a file's
 * folder; null leaves the file out), a folder's imports of its own files not counted. For any part of the code:
 * the renderer passes each file's own folder, at any depth.
 */
function folderCircles(graph: Map<string, string[]>, folderOf: (file: string) => string | null): string[][] {
  const folders = new Map<string, Set<string>>()
  for (const [file, targets] of graph) {
    const from = folderOf(file)
    if (from === null) continue
    const edges = folders.get(from) ?? new Set<string>()
    folders.set(from, edges)
    for (const target of targets) {
      const to = folderOf(target)
      if (to !== null && to !== from) edges.add(to)
    }
  }
  return circles(new Map([...folders].map(([folder, edges]) => [folder, [...edges]])))
}

/** A renderer file's folder (src-renderer/screens/capture/send, …); null outside the renderer. */
const rendererFolder = (file: string) =>
  file.startsWith(join(root, 'src-renderer') + sep) ? dirname(file) : null

/**
 * A file's part of a main folder fenced by its top level (src-main/work, src-main/store): each subfolder one part,
 * each file directly in it another (folderCircles' `folderOf`). Null outside the folder.
 */
const mainPart = (folder: string) => (file: string) => {
  const inside = relative(join(root, folder), file)
  if (inside.startsWith('..')) return null
  return join(root, folder, inside.split(sep)[0] ?? inside)
}

/**
 * Imports in main that go against its layers (eslint.config.mjs's `mainLayersBelow`, the one table of them): a
 * layer imports itself, the layers below it and log/ (the config's one exception aside), never a host. Tests
 * beside their source are not a layer, as in the lint rule.
 */
function layerBreaches(graph: Map<string, string[]>): string[] {
  const below: Record<string, readonly string[]> = mainLayersBelow
  const exceptions: Record<string, Record<string, string>> = mainLayerExceptions
  const placeOf = (file: string) => {
    const [program, first = '', second] = relative(root, file).split('/')
    if (program !== 'src-main') return null
    return second === undefined ? first.replace(/\.tsx?$/, '') : first
  }
  return [...graph].flatMap(([file, targets]) => {
    const layer = placeOf(file)
    if (layer === null || !(layer in below) || /\.test\.ts$/.test(file)) return []
    return targets
      .filter((target) => {
        const place = placeOf(target)
        if (place === null || place === layer || place === 'log' || below[layer]?.includes(place))
          return false
        if (!(place in below) && !mainHosts.includes(place)) return false
        const excepted = exceptions[layer]?.[place]
        return !(excepted && target === join(root, 'src-main', place, `${excepted}.ts`))
      })
      .map((target) => `${relative(root, file)} → ${relative(root, target)}`)
  })
}

const programOf = (file: string) => relative(root, file).split('/')[0] ?? ''

describe('the import graph', () => {
  const graph = importGraph()

  it('reads the whole code base', () => {
    expect(graph.size).toBeGreaterThan(300)
    const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0)
    expect(edges).toBeGreaterThan(graph.size)
  })

  it('has no import circles', () => {
    expect(circles(graph)).toEqual([])
  })

  it('finds a circle when there is one', () => {
    const a = join(root, 'a.ts')
    const b = join(root, 'b.ts')
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']])
  })

  it("has no circles between the renderer's folders (tests included)", () => {
    expect(folderCircles(graph, rendererFolder)).toEqual([])
  })

  it('finds a circle between folders when there is one, though the files make none', () => {
    const [x, y, z] = ['f/a/x.ts', 'f/b/y.ts', 'f/a/z.ts'].map((path) => join(root, path))
    const files = new Map([
      [x, [y]],
      [y, [z]],
      [z, []],
    ] as [string, string[]][])
    expect(circles(files)).toEqual([])
    expect(folderCircles(files, dirname)).toEqual([['f/a', 'f/b']])
  })

  it.each(['src-main/work', 'src-main/store'])(
    'has no circles between the folders of %s (tests included)',
    (folder) => {
      expect(folderCircles(graph, mainPart(folder))).toEqual([])
    },
  )

  it("finds a circle between a main folder's parts, not inside one", () => {
    const file = (path: string) => join(root, 'f', path)
    const files = new Map([
      [file('x/a.ts'), [file('y/b.ts'), file('x/c.ts')]],
      [file('y/b.ts'), [file('x/c.ts')]],
      [file('x/c.ts'), []],
      [file('z.ts'), [file('x/a.ts')]],
    ])
    expect(circles(files)).toEqual([])
    expect(folderCircles(files, mainPart('f'))).toEqual([['f/x', 'f/y']])
    files.set(file('x/c.ts'), [file('z.ts')])
    expect(folderCircles(files, mainPart('f'))).toEqual([['f/x', 'f/y', 'f/z.ts']])
    expect(folderCircles(files, mainPart('f/x'))).toEqual([])
  })

  it("keeps main's layers over the whole graph", () => {
    expect(layerBreaches(graph)).toEqual([])
  })

  it('finds an import back up the layers, or into a host', () => {
    const file = (path: string) => join(root, 'src-main', path)
    const breaches = layerBreaches(
      new Map([
        [
          file('store/cache/x.ts'),
          [file('work/dataChanges.ts'), file('secrets/dataKey.ts'), file('log/log.ts')],
        ],
        [
          file('work/library/x.ts'),
          [file('ipc/access.ts'), file('store/accountDb/outbox.ts'), file('app.ts')],
        ],
        [file('log/logger.ts'), [file('store/files/privateFiles.ts'), file('store/accountDb/db.ts')]],
        [file('work/x.test.ts'), [file('ipc/access.ts')]],
        [file('app.ts'), [file('ipc/access.ts')]],
      ]),
    )
    expect(breaches).toEqual([
      'src-main/store/cache/x.ts → src-main/work/dataChanges.ts',
      'src-main/work/library/x.ts → src-main/ipc/access.ts',
      'src-main/work/library/x.ts → src-main/app.ts',
      'src-main/log/logger.ts → src-main/store/accountDb/db.ts',
    ])
  })

  it('keeps the fences: the programs meet only in src-shared, and the service shares nothing', () => {
    const allowed: Record<string, string[]> = {
      'src-main': ['src-main', 'src-shared'],
      'src-renderer': ['src-renderer', 'src-shared'],
      'src-preload': ['src-preload', 'src-shared'],
      'src-shared': ['src-shared'],
      'src-service': ['src-service'],
    }
    const crossings = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => !(allowed[programOf(file)] ?? []).includes(programOf(target)))
        .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
    )
    expect(crossings).toEqual([])
  })
})
