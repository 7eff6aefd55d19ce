/** Report file names from hostile subject names: nothing a path could use, capped without splitting a character. */
import { describe, expect, it } from 'vitest'
import { defaultReportFileName, defaultSheetFileName, safeFileNamePart } from './reportFileName'

const noPathCharacters = (name: string) => {
  expect(name).not.toMatch(/[/\\:*?"<>|\p{Cc}]/u)
  expect(name.startsWith('.')).toBe(false)
}

describe('defaultReportFileName', () => {
  it('is <subject>-<visit date>-<locale>.pdf', () => {
    expect(defaultReportFileName('Li Na Chen', '2024-03-05T12:00:00Z', 'de')).toBe(
      'Li Na Chen-2024-03-05-de.pdf',
    )
    expect(defaultReportFileName('Li Na Chen', null, 'pt-BR')).toBe('Li Na Chen-pt-BR.pdf')
    expect(defaultReportFileName('Li Na Chen', 'not a date', 'en')).toBe('Li Na Chen-en.pdf')
  })

  it.each([
    ['../../etc/passwd', 'etc passwd'],
    ['a/b\\c:d', 'a b c d'],
    ['..', 'report'],
    ['   ', 'report'],
    ['', 'report'],
    [null, 'report'],
    ['*?"<>|', 'report'],
    ['tab\there\nnew\u0000line\u007f', 'tab here new line'],
    ['evil\u202efdp.exe', 'evil fdp.exe'],
    ['trailing dots...', 'trailing dots'],
    ['CON', 'CON_'],
    ['Zoë 😀 Ærø', 'Zoë 😀 Ærø'],
  ])('%j → %j', (subject, expected) => {
    expect(safeFileNamePart(subject)).toBe(expected)
    const name = defaultReportFileName(subject, null, 'en')
    expect(name).toBe(`${expected}-en.pdf`)
    noPathCharacters(name)
  })

  it('caps a 400-character name at 80 characters, never splitting an emoji', () => {
    expect(safeFileNamePart('x'.repeat(400))).toBe('x'.repeat(80))
    const emoji = safeFileNamePart('😀'.repeat(400))
    expect(Array.from(emoji)).toHaveLength(80)
    expect(emoji).toBe('😀'.repeat(80))
  })
})

describe('defaultSheetFileName', () => {
  it('names the patient for their file, nobody for marketing', () => {
    expect(defaultSheetFileName('patientFile', 'Li Na Chen', '2024-03-05T12:00:00Z', 'de')).toBe(
      'Li Na Chen-before-after-2024-03-05-de.pdf',
    )
    expect(defaultSheetFileName('marketing', 'Li Na Chen', '2024-03-05T12:00:00Z', 'de')).toBe(
      'before-after-2024-03-05.pdf',
    )
    expect(defaultSheetFileName('patientFile', '../x', null, 'en')).toBe('x-before-after-en.pdf')
  })
})
