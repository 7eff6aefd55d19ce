/**
 * The renderer's CSS cascade layers (src-renderer/ui/tokens.css): reset < ui < screens. The browser fixes the
 * order at the first layer it meets, and the page may load a lazy chunk's CSS (a primitive's module) before the
 * tokens, so every CSS file with a layer states the whole order first; and a primitive's rules sit in `ui`, so
 * a screen's CSS can place or restyle it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const renderer = join(__dirname, '..', '..', 'src-renderer')
const ORDER = '@layer reset, ui, screens;'

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** The CSS with its comments taken out, trimmed. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim()

const files = cssFiles(renderer).map((path) => ({ name: relative(renderer, path), css: code(path) }))

describe('CSS cascade layers', () => {
  it('finds the tokens, the reset and the primitives', () => {
    const names = files.map((f) => f.name)
    expect(names).toContain(join('ui', 'tokens.css'))
    expect(names).toContain(join('ui', 'reset.css'))
    expect(names.filter((n) => n.endsWith('.module.css')).length).toBeGreaterThan(5)
  })

  it('states the layer order first in every file that uses a layer', () => {
    const wrong = files
      .filter((f) => /@layer|layer\(/.test(f.css))
      .filter((f) => !f.css.startsWith(ORDER))
      .map((f) => f.name)
    expect(wrong).toEqual([])
  })

  it("puts every primitive's rules in the ui layer", () => {
    const outside = files
      .filter((f) => f.name.startsWith('ui/') && f.name.endsWith('.module.css'))
      .filter((f) => {
        const rest = f.css.slice(ORDER.length).trim()
        // one block, `@layer ui { … }`, and nothing after it
        return !rest.startsWith('@layer ui {') || !rest.endsWith('}') || rest.indexOf('@layer', 1) !== -1
      })
      .map((f) => f.name)
    expect(outside).toEqual([])
  })

  it("puts every screen module's rules in the screens layer", () => {
    const modules = files.filter((f) => !f.name.startsWith('ui/') && f.name.endsWith('.module.css'))
    const outside = modules
      .filter((f) => {
        const rest = f.css.startsWith(ORDER) ? f.css.slice(ORDER.length).trim() : ''
        // one block, `@layer screens { … }`, and nothing after it
        return !rest.startsWith('@layer screens {') || !rest.endsWith('}') || rest.indexOf('@layer', 1) !== -1
      })
      .map((f) => f.name)
    expect(outside).toEqual([])
  })
})
