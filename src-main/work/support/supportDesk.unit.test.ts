/**
 * The Settings screen's Support channels, without a transport (src-main/work/support/): "Open logs folder" opens
 * the log's folder where the host can and says where it is either way; "Export diagnostics" writes one JSON file
 * where the save place says (versions, OS, connection, preferences without the clinic's texts, the log redacted
 * once more), privately and whole, and nothing when the user cancels.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuthStatus, Preferences } from '../../../src-shared/contract'
import { diagnosticsFileName } from '../../../src-shared/domain/diagnosticsFileName'
import { createRedactor } from '../../log/redact'
import { ARCHIVED_LOG_FILE, LOG_FILE } from '../../log/logger'
import { systemFacts } from '../../log/systemFacts'
import { exportFileName } from '../saving/exportsSavePlace'
import type { SavePlace, SaveRequest } from '../saving/savePlace'
import { DIAGNOSTICS_KIND, MAX_LOG_CHARS } from './diagnostics'
import { createSupportDesk, type SupportDeps } from './supportDesk'

const apiKey = 'eyJhbGciOiJIUzI1NiJ9.eyJjb21wYW55X2lkIjoiYzEifQ.c2lnbmF0dXJl'
const status: AuthStatus = {
  connected: true,
  mode: 'remote',
  baseUrl: 'https://saas.example.test',
  companyId: 'company-1',
  companyName: 'Hautklinik Nord GmbH',
  keyExpiresAt: null,
  keyAccepted: true,
  online: true,
  lastOnlineAt: '2025-06-01T10:00:00.000Z',
}
const preferences: Preferences = {
  reportLocale: 'de',
  clinicName: 'Hautklinik Nord',
  clinicAddress: 'Nordstraße 7',
  clinicianName: 'Dr. Mira Sommer',
  photoConsentRequired: true,
  cacheRetentionDays: 30,
  privacyScreenMinutes: 5,
  reportsSaveOutside: true,
  subjectsDeleteAtService: true,
  noiseFloors: {},
}

let dir: string
let logsDir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-support-'))
  logsDir = join(dir, 'logs')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function recordingPlace(answer: (name: string) => string | null) {
  const asked: { name: string; request: SaveRequest }[] = []
  const place: SavePlace = {
    async choose(name, request) {
      asked.push({ name, request })
      return answer(name)
    },
  }
  return { place, asked }
}

function desk(overrides: Partial<SupportDeps> = {}) {
  return createSupportDesk({
    logsDir,
    savePlace: recordingPlace(() => null).place,
    facts: systemFacts({ version: '9.8.7', host: 'browser' }),
    status: () => status,
    preferences: async () => preferences,
    redactor: createRedactor(),
    now: () => new Date(2025, 5, 1, 14, 30),
    ...overrides,
  })
}

describe('Open logs folder', () => {
  it('opens the folder where the host can, and names it', async () => {
    const opened: string[] = []
    const support = desk({ openFolder: async (path) => (opened.push(path), true) })
    expect(await support.openLogs()).toEqual({ opened: true, folder: logsDir })
    expect(opened).toEqual([logsDir])
  })

  it('names the folder where the host cannot open it (the browser host), or where opening failed', async () => {
    expect(await desk().openLogs()).toEqual({ opened: false, folder: logsDir })
    expect(await desk({ openFolder: async () => false }).openLogs()).toEqual({
      opened: false,
      folder: logsDir,
    })
  })

  it('is not_supported where the app writes no log file', async () => {
    await expect(desk({ logsDir: null }).openLogs()).rejects.toMatchObject({ code: 'not_supported' })
  })
})

describe('Export diagnostics', () => {
  it('writes one JSON file: versions, OS, connection, preferences without the clinic texts, the log redacted', async () => {
    await mkdir(logsDir)
    // A line written before the key was known to the redactor: the export catches it now.
    await writeFile(
      join(logsDir, LOG_FILE),
      `[2025-06-01 14:29:00.000+02:00] [info]  (ipc) auth.connect ok 12 ms\n[x] key was ${apiKey}\n`,
    )
    const redactor = createRedactor()
    redactor.addSecret(apiKey)
    const target = join(dir, 'chosen', 'diagnostics.json')
    const { place, asked } = recordingPlace(() => target)
    const answer = await desk({ savePlace: place, redactor }).exportDiagnostics({
      folder: null,
      fileName: null,
    })

    expect(answer).toEqual({ saved: true, path: target })
    expect(asked).toEqual([
      {
        name: 'skin-workstation-diagnostics-2025-06-01-14h30.json',
        request: { folder: 'diagnostics', fileName: null },
      },
    ])
    const text = await readFile(target, 'utf8')
    const file = JSON.parse(text) as Record<string, unknown>
    expect(file).toMatchObject({
      kind: DIAGNOSTICS_KIND,
      app: { version: '9.8.7', host: 'browser' },
      os: { platform: process.platform, arch: process.arch },
      versions: { node: process.versions.node },
      connection: { baseUrl: 'https://saas.example.test', companyId: 'company-1', online: true },
      preferences: {
        reportLocale: 'de',
        clinicNameSet: true,
        clinicAddressSet: true,
        clinicianNameSet: true,
        cacheRetentionDays: 30,
      },
      log: { files: [LOG_FILE], lines: [expect.stringContaining('auth.connect ok'), '[x] key was [secret]'] },
    })
    for (const kept of [apiKey, 'Hautklinik Nord"', 'Nordstraße', 'Mira Sommer'])
      expect(text).not.toContain(kept)
    expect((await stat(target)).mode & 0o777).toBe(0o600)
    // written whole: no temp file is left beside it
    expect(await readdir(join(dir, 'chosen'))).toEqual(['diagnostics.json'])
  })

  it('carries the archive before the current file, so a log rotated a moment ago still tells what led to it', async () => {
    await mkdir(logsDir)
    await writeFile(join(logsDir, ARCHIVED_LOG_FILE), 'older line 1\nolder line 2\n')
    await writeFile(join(logsDir, LOG_FILE), 'new line\n')
    const target = join(dir, 'd.json')
    await desk({ savePlace: recordingPlace(() => target).place }).exportDiagnostics({
      folder: 'x',
      fileName: 'd.json',
    })
    expect(JSON.parse(await readFile(target, 'utf8'))).toMatchObject({
      format: 2,
      log: { files: [ARCHIVED_LOG_FILE, LOG_FILE], lines: ['older line 1', 'older line 2', 'new line'] },
    })
  })

  it('keeps the end of a log longer than it carries, from a line start', async () => {
    await mkdir(logsDir)
    const line = (n: number) => `line ${String(n).padStart(7, '0')} ${'x'.repeat(80)}`
    const lines = Array.from({ length: 20_000 }, (_, n) => line(n))
    await writeFile(join(logsDir, ARCHIVED_LOG_FILE), `${lines.slice(0, 10_000).join('\n')}\n`)
    await writeFile(join(logsDir, LOG_FILE), `${lines.slice(10_000).join('\n')}\n`)
    const target = join(dir, 'd.json')
    await desk({ savePlace: recordingPlace(() => target).place }).exportDiagnostics({
      folder: 'x',
      fileName: 'd.json',
    })
    const carried = (JSON.parse(await readFile(target, 'utf8')) as { log: { lines: string[] } }).log.lines
    expect(carried.at(-1)).toBe(line(19_999))
    expect(carried.length).toBeLessThan(lines.length)
    expect(carried.join('\n').length).toBeLessThanOrEqual(MAX_LOG_CHARS)
    // whole lines only: the first one carried is one of the log's lines, and the rest follow it in order
    const first = lines.indexOf(carried[0] ?? '')
    expect(first).toBeGreaterThan(0)
    expect(carried).toEqual(lines.slice(first))
  })

  it('has no log when there is none yet', async () => {
    const target = join(dir, 'd.json')
    await desk({ savePlace: recordingPlace(() => target).place }).exportDiagnostics({
      folder: 'x',
      fileName: 'd.json',
    })
    expect(JSON.parse(await readFile(target, 'utf8'))).toMatchObject({ log: null })
  })

  it('writes nothing when the user cancels the Save dialog', async () => {
    expect(await desk().exportDiagnostics({ folder: null, fileName: null })).toEqual({
      saved: false,
      path: null,
    })
    expect(await readdir(dir)).toEqual([])
  })

  it('says why it could not be saved, with the folder', async () => {
    await writeFile(join(dir, 'a-file'), 'x')
    const place = recordingPlace(() => join(dir, 'a-file', 'd.json')).place
    await expect(
      desk({ savePlace: place }).exportDiagnostics({ folder: null, fileName: null }),
    ).rejects.toMatchObject({ code: 'save_not_a_folder', params: { folder: join(dir, 'a-file') } })
  })

  it("offers a name the browser host's exports folder keeps as JSON", () => {
    const name = diagnosticsFileName(new Date(2025, 0, 2, 3, 4))
    expect(name).toBe('skin-workstation-diagnostics-2025-01-02-03h04.json')
    expect(exportFileName(null, name)).toBe(name)
    expect(exportFileName('for support.JSON', name)).toBe('for support.json')
    expect(exportFileName('../x', name)).toBe('x.json')
    expect(exportFileName('report.pdf', name)).toBe('report.pdf.json')
  })
})
