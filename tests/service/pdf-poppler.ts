import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Debian poppler-utils read the rendered PDFs as a person's viewer would. */
export const PDF_OUTPUT_DIR = join(process.cwd(), 'test-results', 'pdf')

export function savePdf(name: string, pdf: Buffer): string {
  mkdirSync(PDF_OUTPUT_DIR, { recursive: true })
  const file = join(PDF_OUTPUT_DIR, `${name}.pdf`)
  writeFileSync(file, pdf)
  return file
}

/** `layout` keeps a table row on one line; `raw` keeps drawing order (a wrapped paragraph stays together). */
export function pdfText(
  file: string,
  mode: 'layout' | 'raw',
  pages?: { first: number; last: number },
): string {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : []
  return execFileSync('pdftotext', [`-${mode}`, '-enc', 'UTF-8', ...range, file, '-'], { encoding: 'utf8' })
}

export function pdfInfo(file: string): Record<string, string> {
  const out = execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' })
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  )
}

export function pdfFontNames(file: string): string[] {
  const out = execFileSync('pdffonts', [file], { encoding: 'utf8' })
  return out
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

/** Page 1 as PNG at 60 dpi, for a person (or the file viewer) to look at. */
export function firstPagePng(file: string, name: string): string {
  const base = join(PDF_OUTPUT_DIR, name)
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, base])
  return `${base}.png`
}

/** Whitespace-free, so text wrapped across lines (or unspaced Japanese) still compares. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, '')
}
