/**
 * The renderer's CSS cascade layers (src-renderer/ui/tokens.css): reset < ui < screens. The browser fixes the
 * order at the first layer it meets, and the page may load a lazy chunk's CSS (a primitive's module) before the
 * tokens, so every CSS file with a layer states the whole order first; and a primitive's rules sit in `ui`, so
 * a screen's CSS can place or restyle it. Beyond the tokens, the reset and the fonts, all CSS is in CSS Modules
 * beside the components, and components take class names from them (or from a primitive), never as strings.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const renderer = join(__dirname, '..', '..', 'src-renderer')
const ORDER = '@layer reset, ui, screens;'

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

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

  /** One block, `@layer <name> { … }`, after the order statement, closing at the end of the file. */
  const inOneLayer = (css: string, layer: string) => {
    const rest = css.slice(ORDER.length).trim()
    if (!rest.startsWith(`@layer ${layer} {`)) return false
    let depth = 0
    for (let i = rest.indexOf('{'); i < rest.length; i++) {
      if (rest[i] === '{') depth++
      else if (rest[i] === '}' && --depth === 0) return i === rest.length - 1
    }
    return false
  }

  it("puts every primitive's rules in the ui layer", () => {
    const outside = files
      .filter((f) => f.name.startsWith('ui/') && f.name.endsWith('.module.css'))
      .filter((f) => !inOneLayer(f.css, 'ui'))
      .map((f) => f.name)
    expect(outside).toEqual([])
  })

  it("puts every screen module's rules in the screens layer, above the primitives they place", () => {
    const screens = files.filter((f) => !f.name.startsWith('ui/') && f.name.endsWith('.module.css'))
    expect(screens.length).toBeGreaterThan(5)
    expect(screens.filter((f) => !inOneLayer(f.css, 'screens')).map((f) => f.name)).toEqual([])
  })

  it('has no global CSS beyond the tokens, the reset and the fonts: every other file is a CSS Module', () => {
    const global = files.filter((f) => !f.name.endsWith('.module.css')).map((f) => f.name)
    expect(global.sort()).toEqual([
      join('ui', 'fonts.css'),
      join('ui', 'reset.css'),
      join('ui', 'tokens.css'),
    ])
  })

  it('gives components class names from a CSS Module or a primitive, never a string', () => {
    const literal = /className(=["']|=\{\s*["'`]|:\s*["'`])/
    const offenders = sources(renderer)
      .filter((path) => !/\.test\.tsx?$/.test(path))
      .filter((path) => literal.test(readFileSync(path, 'utf8')))
      .map((path) => relative(renderer, path))
    expect(offenders).toEqual([])
    expect(literal.test('<p className="muted">')).toBe(true)
    expect(literal.test('<p className={styles.muted}>')).toBe(false)
  })
})
