/**
 * The upload queue under service faults, through the main app as it ships: captures go in through the
 * `capture.submit` channel, and the worker calls the service through the session (offline shortcut, probe) with
 * the connectivity watch running. Main's event loop is watched all along.
 *
 * Why the earlier version of this test missed issue 10 (the worker spinning and starving main):
 * - it drove the worker alone, with its own API runner. Every step therefore made a real request, and a
 *   request yields to the event loop. In the app, the session fails calls at once while it believes the service
 *   is offline, so a step that fails never yields. Only that made the spin last forever: the probe's timer, the
 *   one thing that could end the offline state, never fired;
 * - its backoffs were 10 ms, so the busy waits that did happen (a capture queued behind a waiting head made
 *   the worker's next wait 0) lasted 10 ms and left no trace;
 * - nothing measured the event loop: the test only looked at where the captures ended up.
 */
import { consentMeta } from '../support/consent'
import { afterEach, describe, expect, it } from '../support/fixtures'
import type { CaptureMode, CaptureSide, QueueItem } from '../../src-shared/contract'
import { watchEventLoop, type LoopWatch } from '../support/loopWatch'
import { expectResponsive } from '../support/responsive'
import { fastQueueTiming } from '../support/queueTiming'
import { createClinic } from '../support/world'
import type { AppUnderTest } from '../support/mainApp'
import { waitFor } from '../support/mainApp'
import { facePhoto } from '../support/photos'

let watch: LoopWatch | null = null

afterEach(() => {
  watch?.stop()
  watch = null
})

const sidesOf = (mode: CaptureMode): CaptureSide[] =>
  mode === 'triplet' ? ['front', 'left', 'right'] : ['front']
const finished = new Set(['done', 'failed', 'cancelled'])

/**
 * The app's pace, except that backoffs are long enough to show up: a busy wait through one of them would make
 * the watch's timer more than RESPONSIVE_MS late.
 */
const appOptions = {
  connectivity: { everyMs: 50 },
  apiOptions: { retries: 0, timeoutMs: 1_000 },
  queueTiming: {
    ...fastQueueTiming,
    serverRetryMs: 400,
    offlineFirstMs: 400,
    offlineMaxMs: 2_000,
    // Without the HTTP client's retries (the app has 3), a triplet's results poll makes 3 or 4 requests, and at 20%
    // faults about half of those steps fail: 8 failed steps in a row (the app's bound, tested in queue-pacing)
    // failed a capture in one CI run. The bound is not what this test is about; 24 in a row is about 0.5^24.
    maxServerFailures: 24,
  },
}

async function submit(
  app: AppUnderTest,
  target: { datasetId: string; subjectId: string },
  mode: CaptureMode,
  photo: Uint8Array,
): Promise<QueueItem> {
  const shots = sidesOf(mode).map((side) => ({ side, source: 'camera' as const, bytes: photo }))
  return (await app.value('capture.submit', { ...target, mode, shots })) as QueueItem
}

function latest(app: AppUnderTest, id: string): QueueItem | undefined {
  return app.events.filter((event) => event.id === id).at(-1)
}

async function settled(app: AppUnderTest, ids: string[]): Promise<QueueItem[]> {
  await waitFor(() => ids.every((id) => finished.has(latest(app, id)?.state ?? '')))
  return ids.flatMap((id) => latest(app, id) ?? [])
}

describe('upload queue under injected faults, through the main app', () => {
  it(
    // 12 captures (4 triplets) meet every kind of fault at this rate; the 50-capture soak is `npm run bench -- soak`.
    'finishes 12 captures with 20% errors, 429s, stalls and dropped connections, each side once, main responsive',
    { timeout: 600_000 },
    async ({ world }) => {
      const { service, clinic } = await world.startClinic('Patient 1', 'Fault clinic')
      service.admin.setAcneEnabled(clinic.companyId, true)
      const subjectIds = [clinic.subjectId]
      for (let i = 2; i <= 5; i++)
        subjectIds.push(
          (await clinic.api.subjects.create(clinic.datasetId, { name: `Patient ${i}`, meta: consentMeta() }))
            .id,
        )
      const app = await world.startApp(appOptions)
      await app.connect(service, clinic)

      const photo = new Uint8Array(await facePhoto(1280, 1024))
      const submitted: QueueItem[] = []
      for (let i = 0; i < 12; i++) {
        const mode: CaptureMode = i % 3 === 0 ? 'triplet' : 'front'
        const target = { datasetId: clinic.datasetId, subjectId: subjectIds[i % subjectIds.length] ?? '' }
        submitted.push(await submit(app, target, mode, photo))
      }
      watch = watchEventLoop()
      service.admin.setFaults({ rate: 0.2, seed: 7, stallMs: 1_500 })
      const items = await settled(
        app,
        submitted.map((item) => item.id),
      )
      service.admin.setFaults(null)
      expectResponsive(watch.stop())

      expect(items.filter((item) => item.state !== 'done').map((item) => [item.state, item.problem])).toEqual(
        [],
      )
      const expectedSides = submitted.reduce((sum, item) => sum + sidesOf(item.mode).length, 0)
      expect(service.admin.uploadCount()).toBe(expectedSides)
      expect(service.admin.uploadCount('front')).toBe(submitted.length)
      const report = await service.admin.checkConsistency()
      expect(report).toMatchObject({ images: expectedSides, duplicateSides: 0, resultsWithoutImage: 0 })
      expect(report.imagesWithoutBytes).toEqual([])
      // The faults did strike: some captures needed more than one attempt, some waited in a backoff.
      expect(items.some((item) => item.attempts > 1)).toBe(true)
      expect(app.events.some((event) => event.retry !== null)).toBe(true)
    },
  )

  it('keeps main responsive while captures wait for an unreachable service, and sends each once it is back', async ({
    world,
  }) => {
    const service = await world.startService()
    const port = service.port
    const clinic = await createClinic(service, 'Offline clinic', 'Ada Lovelace')
    const app = await world.startApp(appOptions)
    await app.connect(service, clinic)
    // the patient's screen was opened once (its consent is what main checks before an offline capture)
    await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    await world.stopService()

    watch = watchEventLoop()
    const photo = new Uint8Array(await facePhoto(1280, 1024))
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const submitted = [
      await submit(app, target, 'front', photo),
      await submit(app, target, 'front', photo),
      await submit(app, target, 'front', photo),
    ]
    await app.waitForStatus((status) => !status.online)
    await waitFor(() => latest(app, submitted[0]?.id ?? '')?.state === 'waiting_offline')
    // Two seconds offline with captures queued behind a waiting one: main's own work never held a timer back
    // (the loop watch's CPU-time lateness, not the wall clock's, which load on the machine moves).
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expectResponsive(watch.figures())

    const back = await world.startService(port)
    await app.waitForStatus((status) => status.online)
    const items = await settled(
      app,
      submitted.map((item) => item.id),
    )
    expectResponsive(watch.stop())
    expect(items.map((item) => item.state)).toEqual(['done', 'done', 'done'])
    const batches = await clinic.api.batches.all(clinic.datasetId, clinic.subjectId)
    expect(batches.map((batch) => batch.images_count)).toEqual([1, 1, 1])
    expect(back.admin.uploadCount()).toBe(3)
  }, 60_000)
})
