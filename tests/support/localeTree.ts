import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * The renderer's locale files as tests read them (the static checks, the e2e page objects): nested keys
 * flattened to dotted paths, and their placeholders.
 */
export type Tree = { [key: string]: string | Tree }

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

const renderer = join(__dirname, '..', '..', 'src-renderer')

/** A folder's texts: `src-renderer/<folder>/locales/{en,de}.json`, nested trees as written. */
export type LocaleFolder = { folder: string; en: Tree; de: Tree }

function localeDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return []
    const path = join(dir, entry.name)
    return entry.name === 'locales' ? [path] : localeDirs(path)
  })
}

const readTree = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree

/** Every folder of the renderer that owns texts (see src-renderer/i18n/texts.ts), with its two languages. */
export const localeFolders: LocaleFolder[] = localeDirs(renderer)
  .sort()
  .map((dir) => ({
    folder: relative(renderer, dirname(dir)),
    en: readTree(join(dir, 'en.json')),
    de: readTree(join(dir, 'de.json')),
  }))

/** One language's texts as the app loads them: every folder's key groups merged at the top level. */
export const language = (lang: 'en' | 'de'): Tree =>
  Object.assign({}, ...localeFolders.map((f) => f[lang])) as Tree

/** The keys a source asks for: `t('a.b')`, `t("a.b", …)`, `i18n.t('a.b')` and `t(\`a.b.${x}\`)` (its static part up to the last dot). */
export function keysUsed(source: string): { key: string; dynamic: boolean }[] {
  const found: { key: string; dynamic: boolean }[] = []
  for (const m of source.matchAll(/\bt\(\s*(['"])([A-Za-z][\w.-]*)\1/g))
    found.push({ key: m[2] as string, dynamic: false })
  for (const m of source.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)) {
    const prefix = m[1] as string
    if (prefix.includes('.')) found.push({ key: prefix.slice(0, prefix.lastIndexOf('.') + 1), dynamic: true })
  }
  return found
}
