/**
 * Every text key the renderer asks for exists in English and in German: each `t('…')` literal in src-renderer,
 * and for a key built at run time (`t(\`results.band.${band}\`)`) the group it is taken from. A key missing in
 * German would show the English text (the fallback) to a German clinic.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { keysUsed, language, type Tree } from '../support/localeTree'

const root = join(__dirname, '..', '..', 'src-renderer')

function lookup(tree: Tree, path: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return node
}

/** A key as i18next resolves it: itself, or its plural forms. */
const hasText = (tree: Tree, key: string) =>
  ['', '_one', '_other'].some((suffix) => typeof lookup(tree, key + suffix) === 'string')
/** The group a run-time key is taken from ("results.band." → the `band` object). */
const hasGroup = (tree: Tree, prefix: string) => {
  const node = lookup(tree, prefix.replace(/\.$/, ''))
  return node !== undefined && typeof node !== 'string'
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

type Use = { file: string; key: string; dynamic: boolean }

const uses: Use[] = sources(root).flatMap((file) =>
  keysUsed(readFileSync(file, 'utf8')).map((use) => ({ file: relative(root, file), ...use })),
)
const en = language('en')
const de = language('de')

describe('text keys used by the renderer', () => {
  it('are found in the sources (the scan works)', () => {
    expect(uses.length).toBeGreaterThan(200)
    expect(keysUsed("t('results.none') t(`results.band.${band}`)")).toEqual([
      { key: 'results.none', dynamic: false },
      { key: 'results.band.', dynamic: true },
    ])
  })

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('all exist in %s', (_name, texts) => {
    const missing = uses
      .filter((use) => (use.dynamic ? !hasGroup(texts, use.key) : !hasText(texts, use.key)))
      .map((use) => `${use.file}: ${use.key}`)
    expect(missing).toEqual([])
  })
})
