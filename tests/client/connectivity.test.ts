/**
 * Online and offline through real connection failures: the service stops, the app notices and says since when
 * it last answered (kept across a restart); it starts again on the same port, the probe notices, and a capture
 * queued meanwhile goes at once, once.
 */
import { describe, expect, it } from '../support/fixtures'
import type { QueueItem } from '../../src-shared/contract'
import { expectResponsive } from '../support/responsive'
import { fastQueueTiming } from '../support/queueTiming'
import { createClinic } from '../support/world'
import { waitFor } from '../support/mainApp'
import { facePhoto } from '../support/photos'

describe('online and offline', () => {
  it('goes offline on real failures, restores offline, and the probe brings it back to send the queue', async ({
    world,
  }) => {
    const first = await world.startService()
    const port = first.port
    const clinic = await createClinic(first, 'Clinic', 'Di Prince')
    const options = {
      connectivity: { everyMs: 50 },
      // Only the probe, not the worker's own wait (a minute here), can send the capture quickly.
      queueTiming: { ...fastQueueTiming, offlineFirstMs: 60_000, offlineMaxMs: 60_000 },
    }
    let app = await world.startApp(options)
    await app.connect(first, clinic)
    expect(await app.value('capture.options')).toEqual({ tripletAvailable: false })
    await app.value('datasets.list')
    // the patient's screen was opened once (its consent is what main checks before an offline capture)
    await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    const answeredAt = app.app.session.status().lastOnlineAt
    expect(answeredAt).not.toBeNull()

    await world.stopService()
    expect(await app.value('datasets.list')).toMatchObject({ fromCache: true })
    const offline = app.statuses.at(-1)
    expect(offline).toMatchObject({ connected: true, online: false })
    expect(Date.parse(offline?.lastOnlineAt ?? '')).toBeGreaterThanOrEqual(Date.parse(answeredAt ?? ''))

    await world.stopApp()
    app = await world.startApp(options)
    const restored = app.app.session.status()
    expect(restored).toMatchObject({ connected: true, online: false, lastOnlineAt: offline?.lastOnlineAt })
    expect(await app.value('capture.options')).toEqual({ tripletAvailable: false })

    const bytes = new Uint8Array(await facePhoto(1280, 1024))
    const submitted = (await app.value('capture.submit', {
      datasetId: clinic.datasetId,
      subjectId: clinic.subjectId,
      mode: 'front',
      shots: [{ side: 'front', source: 'camera', bytes }],
    })) as QueueItem
    await waitFor(() => app.events.some((e) => e.id === submitted.id && e.state === 'waiting_offline'))

    expect(app.changes.some((c) => c.kinds.includes('everything'))).toBe(false)
    await world.startService(port)
    const back = await app.waitForStatus((status) => status.online)
    // Working again: every open screen is told to read its data again.
    await waitFor(() => app.changes.some((c) => c.kinds.includes('everything')))
    expect(Date.parse(back.lastOnlineAt ?? '')).toBeGreaterThan(Date.parse(offline?.lastOnlineAt ?? ''))
    expect(app.statuses.at(-1)).toMatchObject({ online: true })
    await waitFor(() => app.events.some((e) => e.id === submitted.id && e.state === 'done'))
    const done = app.events.filter((e) => e.id === submitted.id).at(-1)
    await waitFor(() =>
      app.changes.some((c) => c.kinds.includes('history') && c.subjectId === clinic.subjectId),
    )
    const batches = await clinic.api.batches.all(clinic.datasetId, clinic.subjectId)
    expect(batches).toHaveLength(1)
    const images = await clinic.api.batches.images({
      datasetId: clinic.datasetId,
      subjectId: clinic.subjectId,
      batchId: batches[0]?.id ?? '',
    })
    expect(images.map((image) => image.id)).toEqual([done?.sides[0]?.imageId])
    expectResponsive(app.loop.stop())
  }, 30_000)
})
