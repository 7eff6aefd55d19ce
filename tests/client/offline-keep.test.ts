/**
 * "Keep available offline" of a seeded subject with a year of visits: history, every photo (at most four at a
 * time), a report of the newest visit, progress in order, the kept row; a second keep joins the first, and a
 * later one reuses the report.
 */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../support/fixtures'
import type { OfflineProgress, SubjectHistory } from '../../src-shared/contract'
import { toAppError } from '../../src-main/work/appFailure'
import { createOfflineKeeper } from '../../src-main/work/offline/offlineKeeper'
import type { OfflineDeps } from '../../src-main/work/offline/offlineDeps'
import type { ReportDesk } from '../../src-main/work/reports/reportDesk'
import { reportDesk, serviceHistory, type Account, type ReportsWorld } from '../support/reportDesk'
import { serviceOriginal } from '../support/originals'

let world: ReportsWorld
let account: Account
let history: SubjectHistory

test.beforeAll(async ({ reportsWorld }) => {
  world = reportsWorld
  history = await serviceHistory(world.api, world.target)
}, 180_000)
test.beforeEach(({ reportsAccount }) => {
  account = reportsAccount
})

interface Keeping {
  keeper: ReturnType<typeof createOfflineKeeper>
  events: OfflineProgress[]
  photosDir: string
  maxInFlight(): number
  reports: ReportDesk
}

/** Photos the keeper asked for, in every keeping() of this file. */
let fetched = 0

function keeping(overrides: Partial<OfflineDeps> = {}): Keeping {
  const events: OfflineProgress[] = []
  const photosDir = join(account.dir, 'photos')
  let inFlight = 0
  let maxInFlight = 0
  const reports = reportDesk(account, world.run)
  const keeper = createOfflineKeeper({
    db: account.cache,
    history: async () => history,
    async original(imageId) {
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      try {
        fetched += 1
        const raw = await serviceOriginal(world.api, world.target, imageId)
        await mkdir(photosDir, { recursive: true })
        await writeFile(join(photosDir, imageId), raw.bytes)
      } finally {
        inFlight -= 1
      }
    },
    reports,
    subjectName: async () => world.target.subjectName,
    preferredLocale: () => 'fr',
    emit: (progress) => events.push(progress),
    ...overrides,
  })
  return { keeper, events, photosDir, maxInFlight: () => maxInFlight, reports }
}

const request = (locale: string | null) => ({
  datasetId: world.target.datasetId,
  subjectId: world.target.subjectId,
  locale,
})

describe('offline.keep', () => {
  it('fetches the history, every photo and a report of the newest visit, and records the subject', async () => {
    expect(history.visits).toHaveLength(12)
    const { keeper, events, photosDir, maxInFlight, reports } = keeping()
    expect(await keeper.status({ subjectId: world.target.subjectId })).toBeNull()

    const kept = await keeper.keep(request('de'))

    const photos = history.visits.length
    expect(events.map((e) => [e.stage, e.done, e.total])).toEqual([
      ['history', 0, 1],
      ['history', 1, 1],
      ['photos', 0, photos],
      ...Array.from({ length: photos }, (_, i) => ['photos', i + 1, photos]),
      ['report', 0, 1],
      ['report', 1, 1],
      ['done', 1, 1],
    ])
    expect(events.every((e) => e.subjectId === world.target.subjectId && e.error === null)).toBe(true)
    for (const visit of history.visits) expect(existsSync(join(photosDir, visit.imageId))).toBe(true)
    expect(maxInFlight()).toBe(4)

    const newest = history.visits[0]
    const report = kept.reportId === null ? null : reports.get(kept.reportId)
    expect(report).toMatchObject({ imageId: newest?.imageId, visitAt: newest?.capturedAt, locale: 'de' })
    expect(report?.defaultFileName).toMatch(/^Li Na Chen-\d{4}-\d{2}-\d{2}-de\.pdf$/)
    expect(kept).toMatchObject({ ...request('de'), visits: 12, photos: 12 })
    expect(await keeper.status({ subjectId: world.target.subjectId })).toEqual(kept)

    if (kept.reportId) await reports.remove({ reportId: kept.reportId })
    expect(await keeper.status({ subjectId: world.target.subjectId })).toEqual({ ...kept, reportId: null })
  })

  it('joins a keep under way, and a later keep reuses the report of the same photo and locale', async () => {
    const { keeper, events } = keeping()
    const reportsBefore = world.pdfRequests()
    const [first, second] = await Promise.all([keeper.keep(request(null)), keeper.keep(request(null))])
    expect(second).toBe(first)
    expect(first.locale).toBe('fr')
    expect(events.filter((e) => e.stage === 'done')).toHaveLength(1)
    expect(world.pdfRequests()).toBe(reportsBefore + 1)

    const again = await keeper.keep(request('fr'))
    expect(again.reportId).toBe(first.reportId)
    expect(world.pdfRequests()).toBe(reportsBefore + 1)
  })

  it('a bad locale fails before anything is fetched', async () => {
    const photos = fetched
    const { keeper, events } = keeping({ history: () => Promise.reject(new Error('must not be asked')) })
    await expect(keeper.keep(request('en_US'))).rejects.toMatchObject({ code: 'invalid_locale' })
    expect(events).toEqual([
      {
        subjectId: world.target.subjectId,
        stage: 'failed',
        done: 0,
        total: 0,
        error: expect.objectContaining({ code: 'invalid_locale', field: 'locale' }),
      },
    ])
    expect(fetched).toBe(photos)
  })

  it('a photo that cannot be fetched fails the keep with its error, and nothing is recorded', async () => {
    const failing = history.visits[5]?.imageId
    const { keeper, events } = keeping({
      original: async (imageId) => {
        if (imageId === failing) throw Object.assign(new Error('gone'), { code: 'ENOENT' })
      },
    })
    const failure = await keeper.keep(request('de')).catch((e: unknown) => toAppError(e))
    expect(failure).toMatchObject({ code: 'internal' })
    expect(events.at(-1)).toMatchObject({ stage: 'failed', error: { code: 'internal' } })
    expect(events.some((e) => e.stage === 'report')).toBe(false)
    expect(await keeper.status({ subjectId: world.target.subjectId })).toBeNull()
  })
})
