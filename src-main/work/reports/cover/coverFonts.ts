/**
 * The cover page's fonts: the npm packages the service's report uses (SIL Open Font License 1.1), Noto Sans
 * (Latin, Greek, Cyrillic) and Noto Sans JP (Japanese), resolved at run time from node_modules, as the service
 * does, so the built main (out/main, dependencies left external) finds them too. Files are read once per process;
 * pdfkit embeds the glyphs a cover uses as a subset of each.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const

export type CoverFontName = keyof typeof FONT_FILES
export type CoverWeight = 'regular' | 'bold'
type Family = 'sans' | 'cjk'

const FAMILIES: Record<Family, Record<CoverWeight, CoverFontName>> = {
  sans: { regular: 'sans', bold: 'sansBold' },
  cjk: { regular: 'cjk', bold: 'cjkBold' },
}

const resolveModule = createRequire(__filename)
const bytesRead = new Map<CoverFontName, Buffer>()
const coverage = new Map<Family, fontkit.Font>()

function fontBytes(name: CoverFontName): Buffer {
  let bytes = bytesRead.get(name)
  if (!bytes) {
    bytes = readFileSync(resolveModule.resolve(FONT_FILES[name]))
    bytesRead.set(name, bytes)
  }
  return bytes
}

function coverageOf(family: Family): fontkit.Font {
  let font = coverage.get(family)
  if (!font) {
    const opened = fontkit.create(fontBytes(FAMILIES[family].regular))
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`Not a single font: ${FAMILIES[family].regular}`)
    font = opened
    coverage.set(family, font)
  }
  return font
}

function missingGlyphs(family: Family, text: string): number {
  const font = coverageOf(family)
  let missing = 0
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    if (codePoint > 0x20 && !font.hasGlyphForCodePoint(codePoint)) missing += 1
  }
  return missing
}

/**
 * The font that draws `text`: the report language's own family first (Noto Sans JP for Japanese), the other one
 * when it has glyphs the first lacks (a Japanese clinic name on a German cover, 'Ł' on a Japanese one).
 */
export function coverFontFor(language: string, weight: CoverWeight, text: string): CoverFontName {
  const order: Family[] = language === 'ja' ? ['cjk', 'sans'] : ['sans', 'cjk']
  let best: Family = order[0] ?? 'sans'
  let fewestMissing = Number.POSITIVE_INFINITY
  for (const family of order) {
    const missing = missingGlyphs(family, text)
    if (missing < fewestMissing) {
      best = family
      fewestMissing = missing
    }
    if (missing === 0) break
  }
  return FAMILIES[best][weight]
}

/** Registers the fonts by name; pdfkit parses one only when text first uses it. */
export function registerCoverFonts(doc: PDFKit.PDFDocument): void {
  for (const name of Object.keys(FONT_FILES) as CoverFontName[]) doc.registerFont(name, fontBytes(name))
}

/** The file of the font a document starts with (else pdfkit would load its Helvetica). */
export function coverBaseFontFile(language: string): string {
  return resolveModule.resolve(FONT_FILES[FAMILIES[language === 'ja' ? 'cjk' : 'sans'].regular])
}
