/**
 * The report desk against the local service: a real PDF in German, kept in the account folder with its
 * checksum; locales refused before any request; a damaged copy made again or refused offline; saving into the
 * browser host's exports folder and the failures of saving.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../support/fixtures'
import type { SavedReport } from '../../src-shared/contract'
import { createReportsStore } from '../../src-main/store/accountDb/reports'
import type { ReportDeps } from '../../src-main/work/reports/reportDeps'
import type { SavePlace } from '../../src-main/work/saving/savePlace'
import { failureOf } from '../support/failures'
import { reportDesk, type Account, type ReportsWorld } from '../support/reportDesk'
import { testSeal } from '../support/testSeal'

let world: ReportsWorld
let account: Account

test.beforeAll(async ({ reportsWorld }) => {
  world = reportsWorld
}, 180_000)
test.beforeEach(({ reportsAccount }) => {
  account = reportsAccount
})

const desk = (overrides: Partial<ReportDeps> = {}) => reportDesk(account, world.run, overrides)

const args = (locale: string) => ({ ...world.target, visitAt: '2024-03-05T12:00:00Z', locale })

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
}

const keptFile = (report: SavedReport) => join(account.dir, 'reports', `${report.id}.pdf`)
/** The kept copy as the app reads it: sealed on disk with the account's data key (the test key here). */
const keptBytes = async (report: SavedReport) =>
  Buffer.from(testSeal.open(`reports/${report.id}.pdf`, await readFile(keptFile(report))))
/** The text of the kept copy, through a plain file of its own. */
async function keptText(report: SavedReport): Promise<string> {
  const file = join(account.dir, `${report.id}-plain.pdf`)
  await writeFile(file, await keptBytes(report))
  return pdfText(file)
}

describe('reports.generate', () => {
  it('keeps a German PDF of the photo in the account folder, with its row', async () => {
    const reports = desk()
    const report = await reports.generate(args('de'))
    expect((await readFile(keptFile(report))).subarray(0, 5).toString('latin1')).not.toBe('%PDF-')
    const bytes = await keptBytes(report)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(report.bytes).toBe(bytes.length)
    expect(await keptText(report)).toContain('Hautanalysebericht')
    expect(report).toMatchObject({ locale: 'de', imageId: world.target.imageId, savedPath: null })
    expect(report.defaultFileName).toBe('Li Na Chen-2024-03-05-de.pdf')
    expect(await reports.list({ subjectId: world.target.subjectId })).toEqual([report])
    expect((await reports.open({ reportId: report.id })).bytes).toEqual(new Uint8Array(bytes))
  })

  it.each(['en_US', 'e', 'english', 'a'.repeat(300), ''])(
    'refuses the locale %j with invalid_locale, sending nothing',
    async (locale) => {
      const before = world.pdfRequests()
      const failure = await failureOf(desk().generate(args(locale)))
      expect(failure).toMatchObject({ code: 'invalid_locale', field: 'locale' })
      expect(world.pdfRequests()).toBe(before)
      expect(existsSync(join(account.dir, 'reports'))).toBe(false)
    },
  )

  it('lists newest first and leaves out a report whose file was deleted', async () => {
    let tick = Date.parse('2025-01-01T00:00:00Z')
    const reports = desk({ now: () => new Date((tick += 1000)) })
    const first = await reports.generate(args('en'))
    const second = await reports.generate(args('fr'))
    expect((await reports.list({ subjectId: world.target.subjectId })).map((r) => r.id)).toEqual([
      second.id,
      first.id,
    ])
    await reports.remove({ reportId: first.id })
    expect(existsSync(keptFile(first))).toBe(false)
    expect((await reports.list({ subjectId: world.target.subjectId })).map((r) => r.id)).toEqual([second.id])
  })
})

describe('reports.open of a damaged copy', () => {
  async function flipByte(report: SavedReport) {
    const bytes = await readFile(keptFile(report))
    const middle = Math.floor(bytes.length / 2)
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff
    await writeFile(keptFile(report), bytes)
  }

  it('offline: damaged_copy', async () => {
    const report = await desk().generate(args('de'))
    await flipByte(report)
    const failure = await failureOf(desk({ api: world.offline }).open({ reportId: report.id }))
    expect(failure.code).toBe('damaged_copy')
  })

  it('online: the service makes it again in the same locale and the copy is fixed', async () => {
    const reports = desk()
    const report = await reports.generate(args('de'))
    await flipByte(report)
    const before = world.pdfRequests()
    const { bytes } = await reports.open({ reportId: report.id })
    expect(world.pdfRequests()).toBe(before + 1)
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(await keptBytes(report)).toEqual(Buffer.from(bytes))
    expect(await keptText(report)).toContain('Hautanalysebericht')
    // fixed: opened again offline, the copy checks out
    expect((await desk({ api: world.offline }).open({ reportId: report.id })).bytes).toEqual(bytes)
  })

  it('offline, a copy that is gone: damaged_copy, and the list no longer shows it', async () => {
    const reports = desk({ api: world.offline })
    const report = await desk().generate(args('de'))
    await rm(keptFile(report))
    expect((await failureOf(reports.open({ reportId: report.id }))).code).toBe('damaged_copy')
    expect(await reports.list({ subjectId: world.target.subjectId })).toEqual([])
  })
})

describe('reports.save and showInFolder (browser host: the exports folder)', () => {
  it('saves a copy under exports/reports with the default name and records where', async () => {
    const reports = desk()
    const report = await reports.generate(args('de'))
    const saved = await reports.save({ reportId: report.id, folder: null, fileName: null })
    const expected = join(account.dir, 'exports', 'reports', report.defaultFileName)
    expect(saved).toEqual({ saved: true, path: expected })
    // the user's own copy is plain, the app's sealed one opens to the same bytes
    expect(await readFile(expected)).toEqual(await keptBytes(report))
    expect((await reports.list({ subjectId: world.target.subjectId }))[0]?.savedPath).toBe(expected)
    // the browser host cannot show a file in a file manager
    expect(await reports.showInFolder({ reportId: report.id })).toEqual({ shown: false })
  })

  it('keeps a page-given folder and file name inside exports', async () => {
    const reports = desk()
    const report = await reports.generate(args('de'))
    const saved = await reports.save({ reportId: report.id, folder: '/../../etc', fileName: '../passwd' })
    expect(saved.path).toBe(join(account.dir, 'exports', 'etc', 'passwd.pdf'))
  })

  it('a folder that is a regular file: save_not_a_folder, nothing written', async () => {
    const reports = desk()
    const report = await reports.generate(args('de'))
    await mkdir(join(account.dir, 'exports'), { recursive: true })
    await writeFile(join(account.dir, 'exports', 'blocked'), 'a file, not a folder')
    const failure = await failureOf(reports.save({ reportId: report.id, folder: 'blocked', fileName: null }))
    expect(failure.code).toBe('save_not_a_folder')
    expect(failure.params.folder).toBe(join(account.dir, 'exports', 'blocked'))
    expect(await readdir(join(account.dir, 'exports'))).toEqual(['blocked'])
  })

  it('a chosen path inside a regular file, or onto a folder: save_not_a_folder, no temp file left', async () => {
    const blocked = join(account.dir, 'blocked')
    await writeFile(blocked, 'a file, not a folder')
    const folder = join(account.dir, 'folder')
    await mkdir(join(folder, 'report.pdf'), { recursive: true })
    for (const path of [join(blocked, 'report.pdf'), join(folder, 'report.pdf')]) {
      const place: SavePlace = { choose: async () => path }
      const reports = desk({ savePlace: place })
      const report = await reports.generate(args('de'))
      const failure = await failureOf(reports.save({ reportId: report.id, folder: null, fileName: null }))
      expect(failure.code).toBe('save_not_a_folder')
      expect(reports.get(report.id)?.savedPath).toBeNull()
    }
    expect(await readdir(folder)).toEqual(['report.pdf'])
    expect(await readdir(join(folder, 'report.pdf'))).toEqual([])
  })

  // Running as root here, a real full disk or a real permission denial cannot be made: the file system's
  // answers are put in the writer's place instead.
  it.each([
    ['ENOSPC', 'save_disk_full'],
    ['EDQUOT', 'save_disk_full'],
    ['EACCES', 'save_no_permission'],
    ['EPERM', 'save_no_permission'],
    ['EROFS', 'save_no_permission'],
    ['EIO', 'save_failed'],
  ])('%s while writing: %s with the folder', async (errno, code) => {
    const target = join(account.dir, 'elsewhere', 'copy.pdf')
    const reports = desk({
      savePlace: { choose: async () => target },
      writeCopy: async () => {
        throw Object.assign(new Error(`${errno}: refused`), { code: errno })
      },
    })
    const report = await reports.generate(args('de'))
    const failure = await failureOf(reports.save({ reportId: report.id, folder: null, fileName: null }))
    expect(failure).toMatchObject({ code, params: { folder: join(account.dir, 'elsewhere') } })
    expect(reports.get(report.id)?.savedPath).toBeNull()
  })

  it('cancelled: nothing saved; reveal shows the saved copy, or the kept one when that is gone', async () => {
    const shown: string[] = []
    let answer: string | null = null
    const reports = desk({ savePlace: { choose: async () => answer, reveal: (path) => shown.push(path) } })
    const report = await reports.generate(args('de'))
    expect(await reports.save({ reportId: report.id, folder: null, fileName: null })).toEqual({
      saved: false,
      path: null,
    })
    expect(await reports.showInFolder({ reportId: report.id })).toEqual({ shown: true })
    answer = join(account.dir, 'mine.pdf')
    await reports.save({ reportId: report.id, folder: null, fileName: null })
    await reports.showInFolder({ reportId: report.id })
    expect(shown).toEqual([keptFile(report), answer])
  })
})

describe('the reports table', () => {
  it('counts the kept reports and their bytes', async () => {
    const store = createReportsStore(account.db)
    expect(store.totals()).toEqual({ reports: 0, bytes: 0 })
    const reports = desk()
    const a = await reports.generate(args('de'))
    const b = await reports.generate(args('en'))
    expect(store.totals()).toEqual({ reports: 2, bytes: a.bytes + b.bytes })
  })
})
