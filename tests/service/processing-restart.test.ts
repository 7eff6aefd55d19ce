import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createBatch, createSubject, imageResults, uploadOk } from './imageSupport'
import { datasetIdByName, startHarness } from './support'
import { seedPortrait } from '../support/photos'

const dir = mkdtempSync(join(tmpdir(), 'skin-restart-'))
const dbPath = join(dir, 'service.sqlite')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a restart', () => {
  it('analyses images left pending, keeps stored bytes and sweeps files that belong to no image', async () => {
    const first = await startHarness({ rateLimit: false, dbPath, processingDelayMs: 60_000 })
    const subject = await createSubject(first, await datasetIdByName(first, 'Walk-in'), 'Restart Tester')
    const image = await uploadOk(first, subject, await createBatch(first, subject), await seedPortrait(1))
    expect(await imageResults(first, image.id)).toEqual([])
    await first.service.close()

    // what a crash between writing a file and committing its row, or mid-write, leaves behind
    const stray = join(dir, 'images', crypto.randomUUID())
    const partial = join(dir, 'images', `.tmp-${crypto.randomUUID()}`)
    writeFileSync(stray, 'orphan')
    writeFileSync(partial, 'half')

    const second = await startHarness({ rateLimit: false, dbPath, processingDelayMs: 0 })
    try {
      expect(existsSync(stray)).toBe(false)
      expect(existsSync(partial)).toBe(false)
      expect(existsSync(join(dir, 'images', image.id))).toBe(true)
      await second.service.admin.processingIdle()
      expect(await imageResults(second, image.id)).toHaveLength(6)
      expect(await second.service.admin.checkConsistency()).toMatchObject({
        images: 1,
        imagesWithoutBytes: [],
        resultsWithoutImage: 0,
      })
    } finally {
      await second.service.close()
    }
  })
})
