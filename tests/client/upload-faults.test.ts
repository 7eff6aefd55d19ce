import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaptureMode, CaptureSide, QueueItem } from '../../src-preload/contract'
import { facePhoto } from '../support/facePhotos'
import { startUploadWorld, type UploadWorld } from './upload-world'

let world: UploadWorld

beforeAll(async () => {
  world = await startUploadWorld({ subjects: 5, acne: true, apiOptions: { timeoutMs: 1_000 }, start: false })
})

afterAll(() => world.close())

const CAPTURES = 30
const sidesOf = (mode: CaptureMode): CaptureSide[] =>
  mode === 'triplet' ? ['front', 'left', 'right'] : ['front']

describe('upload queue under injected faults', () => {
  it(
    'finishes 30 captures with 20% errors, 429s, stalls and dropped connections, each side uploaded once',
    { timeout: 600_000 },
    async () => {
      const photo = await facePhoto(1280, 1024)
      const submitted: QueueItem[] = []
      for (let i = 0; i < CAPTURES; i++) {
        const mode: CaptureMode = i % 3 === 0 ? 'triplet' : 'front'
        const photos = Object.fromEntries(sidesOf(mode).map((side) => [side, photo]))
        submitted.push(await world.submit(mode, photos, i % world.subjectIds.length))
      }
      world.service.admin.setFaults({ rate: 0.2, seed: 7, stallMs: 1_500 })
      world.worker.start()
      const items = await world.settled(submitted.map((item) => item.id))
      world.service.admin.setFaults(null)

      expect(items.filter((item) => item.state !== 'done').map((item) => [item.state, item.problem])).toEqual(
        [],
      )
      const expectedSides = submitted.reduce((sum, item) => sum + sidesOf(item.mode).length, 0)
      expect(world.service.admin.uploadCount()).toBe(expectedSides)
      expect(world.service.admin.uploadCount('front')).toBe(CAPTURES)

      for (const item of items) {
        const batchId = world.worker.queue.get(item.id)?.capture.batch_id ?? ''
        const images = await world.batchImages(item, batchId)
        expect(images.map((image) => image.side).sort(), item.id).toEqual([...sidesOf(item.mode)].sort())
        expect(new Set(images.map((image) => image.id))).toEqual(
          new Set(item.sides.map((side) => side.imageId)),
        )
      }
      // A batch create that timed out (a stall) may still be carried out after the worker looked for it: that
      // leaves an empty batch behind, never an image. Every batch with images belongs to exactly one capture.
      const ownBatches = new Set(items.map((item) => world.worker.queue.get(item.id)?.capture.batch_id))
      for (const subjectId of world.subjectIds) {
        const batches = await world.api.batches.all(world.datasetId, subjectId)
        const extra = batches.filter((batch) => !ownBatches.has(batch.id))
        expect(extra.map((batch) => batch.images_count)).toEqual(extra.map(() => 0))
      }
      const report = await world.service.admin.checkConsistency()
      expect(report).toMatchObject({ images: expectedSides, duplicateSides: 0, resultsWithoutImage: 0 })
      expect(report.imagesWithoutBytes).toEqual([])
      // The faults did strike: some captures needed more than one attempt, and uncertain writes were looked up.
      expect(items.some((item) => item.attempts > 1)).toBe(true)
      const batchRoute = '/api/v1/companies/:cid/datasets/:did/subjects/:sid/batches/'
      expect(world.service.admin.requestCount('GET', `${batchRoute}:bid/images/`)).toBeGreaterThan(0)
    },
  )
})
