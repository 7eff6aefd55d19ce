/** The browser host's exports folder: where a saved report goes, whatever folder and name the page asks for. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createExportsSavePlace, exportFileName, exportFolderSegments } from './exportsSavePlace'

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
