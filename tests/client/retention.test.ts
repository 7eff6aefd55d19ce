/**
 * Retention through main's channels, on a real cache database and real (sealed) photo files: the cached photos
 * and results of a subject not opened for the period go; a subject opened since, or kept "available offline",
 * stays; the period is the Settings choice; the roster's copies (each patient's record as listed) follow it. The purge is asked for a given "now" (it runs by itself when the
 * account opens and every hour, with the real clock).
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../support/fixtures'
import type { AccountContext } from '../../src-main/work/account/accountContext'
import { createLibraryCache } from '../../src-main/store/cache/libraryCache'
import { findSubject, type ResultsWorld } from '../support/world'

let world: ResultsWorld
let account: AccountContext
type Target = { datasetId: string; subjectId: string }
let li: Target
let chiara: Target
let yuki: Target
const DAY = 24 * 60 * 60 * 1000

test.beforeAll(async ({ demoApp }) => {
  world = demoApp
  li = await findSubject(world.api, 'Main clinic', 'Li Na Chen')
  chiara = await findSubject(world.api, 'Main clinic', 'Chiara Rossi')
  yuki = await findSubject(world.api, 'Main clinic', 'Yuki Tanaka')
  account = await world.app.accounts.current()
})

/** Opens the subject's history and its newest photo (a photo file in the cache); answers that image id. */
async function open(target: Target): Promise<string> {
  const history = await world.value('history.forSubject', { ...target, since: null })
  const imageId = history.visits[0]?.imageId
  if (!imageId) throw new Error('no visits')
  await world.value('images.original', { imageId })
  return imageId
}

const photoFiles = async () => (await readdir(join(world.accountDir, 'photos')).catch(() => [])).length

describe('retention of cached photos and results', () => {
  it('drops subjects not opened for the period and keeps the ones kept offline', async () => {
    await open(li)
    await open(chiara)
    await world.value('offline.keep', { ...chiara, locale: 'en' })
    await open(yuki)
    const before = await world.value('cache.info', {})
    expect(before.cachedSubjects).toBe(3)
    const photosBefore = await photoFiles()

    expect(await account.retention.purge(new Date(Date.now() + 29 * DAY))).toEqual([])
    const stale = await account.retention.purge(new Date(Date.now() + 31 * DAY))
    expect(stale.sort()).toEqual([li.subjectId, yuki.subjectId].sort())
    const after = await world.value('cache.info', {})
    expect(after.cachedSubjects).toBe(1)
    expect(after.keptSubjects).toBe(1)
    expect(await photoFiles()).toBeLessThan(photosBefore)
    expect(await photoFiles()).toBeGreaterThan(0)
  })

  it('uses the period chosen in Settings', async () => {
    expect((await world.value('preferences.get', {})).cacheRetentionDays).toBe(30)
    await open(li)
    expect(await account.retention.purge(new Date(Date.now() + 8 * DAY))).toEqual([])
    expect((await world.value('preferences.set', { cacheRetentionDays: 7 })).cacheRetentionDays).toBe(7)
    expect((await world.call('preferences.set', { cacheRetentionDays: 8 })).ok).toBe(false)
    expect(await account.retention.purge(new Date(Date.now() + 8 * DAY))).toEqual([li.subjectId])
    // Chiara is kept: even a year later her copies stay.
    expect(await account.retention.purge(new Date(Date.now() + 365 * DAY))).toEqual([])
  })

  it('forgets the roster’s copies of patients neither listed nor opened for the period', async () => {
    const roster = createLibraryCache(account.space.cache)
    const listed = await world.value('subjects.list', { datasetId: li.datasetId, page: 1, pageSize: 50 })
    expect(listed.results.length).toBeGreaterThan(2)
    const before = roster.allSubjects().map((s) => s.id)
    expect(before).toEqual(expect.arrayContaining(listed.results.map((s) => s.id)))
    // The period is 7 days now (the test before): within it, every copy stays.
    expect((await world.value('preferences.get', {})).cacheRetentionDays).toBe(7)
    await account.retention.purge(new Date(Date.now() + 6 * DAY))
    expect(
      roster
        .allSubjects()
        .map((s) => s.id)
        .sort(),
    ).toEqual([...before].sort())
    // After it, only the patient kept available offline is still known here.
    await account.retention.purge(new Date(Date.now() + 8 * DAY))
    expect(roster.allSubjects().map((s) => s.id)).toEqual([chiara.subjectId])
  })

  it('leaves the kept subject readable offline; a purged one is not served from the cache', async () => {
    await world.service.close()
    const kept = await world.value('history.forSubject', { ...chiara, since: null })
    expect(kept.fromCache).toBe(true)
    expect((await world.call('history.forSubject', { ...li, since: null })).ok).toBe(false)
  })
})
