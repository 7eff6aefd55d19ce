/** Report file names from hostile subject names, the browser host's export paths, and the save error codes. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPdf } from '../../src-main/api'
import {
  createExportsSavePlace,
  exportFileName,
  exportFolderSegments,
} from '../../src-main/work/saving/exportsSavePlace'
import { toAppError } from '../../src-main/work/appFailure'
import { defaultReportFileName, safeFileNamePart } from '../../src-main/work/reports/reportFileName'
import { saveFailure } from '../../src-main/work/saving/saveFailure'

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

describe('the browser host exports folder', () => {
  it.each([
    [null, ['reports']],
    ['', ['reports']],
    ['clinic/2024', ['clinic', '2024']],
    ['/etc', ['etc']],
    ['../../..', ['reports']],
    ['..\\..\\Windows\\System32', ['Windows', 'System32']],
    ['C:\\Users', ['C', 'Users']],
  ])('folder %j → %j', (folder, segments) => {
    expect(exportFolderSegments(folder)).toEqual(segments)
  })

  it.each([
    [null, 'default.pdf'],
    ['', 'default.pdf'],
    ['../passwd', 'passwd.pdf'],
    ['a/b.pdf', 'a b.pdf'],
    ['notes.PDF', 'notes.pdf'],
    ['report.txt', 'report.txt.pdf'],
    ['.pdf', 'default.pdf'],
  ])('file name %j → %j', (fileName, expected) => {
    expect(exportFileName(fileName, 'default.pdf')).toBe(expected)
  })

  it('answers a path under <dataDir>/exports', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'skin-exports-'))
    try {
      const place = createExportsSavePlace(dataDir)
      expect(await place.choose('x-en.pdf', { folder: '../../..', fileName: null })).toBe(
        join(dataDir, 'exports', 'reports', 'x-en.pdf'),
      )
      expect(place.reveal).toBeUndefined()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('saveFailure', () => {
  it.each([
    ['EACCES', 'save_no_permission'],
    ['EPERM', 'save_no_permission'],
    ['EROFS', 'save_no_permission'],
    ['ENOSPC', 'save_disk_full'],
    ['EDQUOT', 'save_disk_full'],
    ['ENOTDIR', 'save_not_a_folder'],
    ['EISDIR', 'save_not_a_folder'],
    ['ENOENT', 'save_not_a_folder'],
    ['EIO', 'save_failed'],
  ])('%s → %s, with the folder', (errno, code) => {
    const e = Object.assign(new Error(errno), { code: errno })
    expect(toAppError(saveFailure(e, '/home/me/Documents'))).toMatchObject({
      code,
      params: { folder: '/home/me/Documents' },
    })
  })

  it('anything else is save_failed', () => {
    expect(saveFailure(new Error('odd'), '/x').code).toBe('save_failed')
    expect(saveFailure('odd', '/x').code).toBe('save_failed')
  })
})

describe('isPdf', () => {
  it('looks at the first bytes only', () => {
    const text = (s: string) => new TextEncoder().encode(s)
    expect(isPdf(text('%PDF-1.7\n'))).toBe(true)
    expect(isPdf(text('%PDF'))).toBe(false)
    expect(isPdf(text(' %PDF-1.7'))).toBe(false)
    expect(isPdf(text('<!doctype html>'))).toBe(false)
    expect(isPdf(new Uint8Array())).toBe(false)
  })
})
