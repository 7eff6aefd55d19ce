/**
 * The renderer's fences (docs/ARCHITECTURE.md, "The renderer's folders"): its folders stand in tiers, and a file
 * imports only from its own folder and the tiers below it:
 *
 *   the entry (App.tsx, main.tsx) → shell/ → screens/<screen>/ → parts/<part>/, session/ → ui/, data/, store/, …
 *
 * - shell/ is the frame and the router: the one place (with the entry) that knows every screen;
 * - a screen never imports another screen (screens/capture/ may not import screens/queue/);
 * - parts/ (what more than one screen shows) and session/ (connecting, signing in, the lock) import each other and
 *   the shared folders only, never a screen or the shell;
 * - the shared folders (ui/, data/, store/, i18n/, format/, bridge/, testing/) import only each other.
 *
 * A folder not on this map is an error too, so a new one is placed on purpose. Value and type imports, re-exports
 * and dynamic import() all count: the path is resolved from the importing file, so a screen's subfolder (`../send`)
 * is told from another screen (`../../queue`). Circles among the folders a tier allows are found by
 * tests/codebase/import-graph.test.ts; this rule is proved by tests/codebase/renderer-fences.unit.test.ts.
 */
import { existsSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const renderer = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src-renderer')

const sharedFolders = ['ui', 'data', 'store', 'i18n', 'format', 'bridge', 'testing']
const rank = { entry: 3, shell: 2, screens: 1, parts: 0, session: 0, shared: -1 }
const order =
  'entry → shell/ → screens/<screen>/ → parts/, session/ → ui/, data/, store/, i18n/, format/, bridge/'

/** Where a path inside src-renderer (relative, with / or the OS's separator) stands; null: not on the map. */
export function placeOf(path) {
  const steps = path.split(/[\\/]/)
  const [top = '', next = ''] = steps
  if (steps.length === 1) return { tier: 'entry', name: 'the entry (App.tsx, main.tsx)' }
  if (top === 'shell') return { tier: 'shell', name: 'shell/' }
  if (top === 'screens') return { tier: 'screens', name: `screens/${next}/`, screen: next }
  if (top === 'parts') return { tier: 'parts', name: `parts/${next}/` }
  if (top === 'session') return { tier: 'session', name: 'session/' }
  if (sharedFolders.includes(top)) return { tier: 'shared', name: `${top}/` }
  return null
}

/** Why `from` may not import `to` (both places), or null when it may. */
export function refusal(from, to) {
  if (from.tier === 'screens' && to.tier === 'screens') {
    return from.screen === to.screen
      ? null
      : `${from.name} may not import ${to.name}: a screen never imports another screen; what both show belongs in parts/ (ARCHITECTURE.md, "The renderer's folders").`
  }
  if (rank[to.tier] <= rank[from.tier]) return null
  return `${from.name} may not import ${to.name}: the renderer's folders go ${order} (ARCHITECTURE.md, "The renderer's folders").`
}

const fences = {
  meta: {
    type: 'problem',
    docs: { description: "The renderer's folder tiers: no import up, no screen importing another" },
    schema: [],
  },
  create(context) {
    const file = relative(renderer, context.filename)
    if (file.startsWith('..') || file.startsWith(sep)) return {}
    const from = placeOf(file)
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const path = resolve(dirname(context.filename), source.value)
      const target = relative(renderer, path)
      if (target.startsWith('..')) return // another program: the program fences' business
      // A folder's index (`..` from ui/lists/ is ui/index.ts): placed as a file inside that folder.
      const isFolder = existsSync(path) && statSync(path).isDirectory()
      const to = placeOf(isFolder ? join(target, 'index') : target)
      const message = !to
        ? `src-renderer/${target.split(/[\\/]/)[0]}/ is not on the renderer's map (eslint/rendererFences.mjs): put it in a known folder, or add it there and to ARCHITECTURE.md.`
        : refusal(from, to)
      if (message) context.report({ node: source, message })
    }
    return {
      Program(node) {
        if (!from)
          context.report({
            node,
            message: `src-renderer/${file.split(/[\\/]/)[0]}/ is not on the renderer's map (eslint/rendererFences.mjs): put this file in a known folder, or add the folder there and to ARCHITECTURE.md.`,
          })
      },
      ImportDeclaration: (node) => from && check(node, node.source),
      ExportNamedDeclaration: (node) => from && check(node, node.source),
      ExportAllDeclaration: (node) => from && check(node, node.source),
      ImportExpression: (node) => from && check(node, node.source),
    }
  },
}

/** The config block: the fences on every renderer file (tests too: a test beside its source keeps its fences). */
export const rendererFences = {
  files: ['src-renderer/**/*.{ts,tsx}'],
  plugins: { renderer: { rules: { fences } } },
  rules: { 'renderer/fences': 'error' },
}
