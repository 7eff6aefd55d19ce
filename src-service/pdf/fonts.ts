import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

/**
 * Fonts come from npm packages (SIL Open Font License 1.1), so the service renders the same on
 * Linux, macOS and Windows: Noto Sans (Latin, Greek, Cyrillic) and Noto Sans JP (Japanese, some Latin).
 */
const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const

export type FontName = keyof typeof FONT_FILES
export type FontWeight = 'regular' | 'bold'

const FAMILIES = {
  sans: { regular: 'sans', bold: 'sansBold' },
  cjk: { regular: 'cjk', bold: 'cjkBold' },
} as const satisfies Record<string, Record<FontWeight, FontName>>

type Family = keyof typeof FAMILIES

const resolveModule = createRequire(__filename)

export function fontFile(name: FontName): string {
  return resolveModule.resolve(FONT_FILES[name])
}

/** Character maps, parsed once per process (fontkit reads tables lazily, so this is cheap). */
const coverage = new Map<Family, fontkit.Font>()

function coverageOf(family: Family): fontkit.Font {
  let font = coverage.get(family)
  if (!font) {
    const opened = fontkit.openSync(fontFile(FAMILIES[family].regular))
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`Not a single font: ${FONT_FILES[family]}`)
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
 * The font that draws `text`: the locale's own family first (Noto Sans JP for Japanese reports),
 * the other one when it has glyphs the first lacks (a Japanese name in a German report, 'Ł' in a Japanese one).
 */
export function fontFor(locale: string, weight: FontWeight, text: string): FontName {
  const order: Family[] = locale === 'ja' ? ['cjk', 'sans'] : ['sans', 'cjk']
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

/** Registers the fonts by name; pdfkit reads and parses a file only when text first uses it. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    doc.registerFont(name, fontFile(name))
  }
}
