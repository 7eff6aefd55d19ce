/**
 * Each photo's face, as the capture screen measured it, goes with the capture through main's real handlers and
 * the upload queue, and comes back with the photo's visit in the history (issue 28: the history says how
 * comparable each photo is with the patient's first). A capture without one has none; a malformed one is
 * refused at the door and nothing is queued; removing the patient's copies removes the measurements too.
 */
import { describe, expect, it } from '../support/fixtures'
import { aFaceShot } from '../support/faceShots'
import { waitForVisits, type World } from '../support/world'
import { facePhoto } from '../support/photos'

const shot = aFaceShot({ yaw: 3.5, roll: 0.7, pitch: -1.2, luma: 131.5, redBlue: 1.31 })

async function waitForDone(app: Awaited<ReturnType<World['startApp']>>, n: number) {
  for (let i = 0; i < 300; i++) {
    const items = await app.value('queue.list')
    if (items.filter((item) => item.state === 'done').length >= n) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`fewer than ${n} captures done`)
}

describe('a photo’s face, kept with its image', () => {
  it('comes back with the visit in the history; a capture without one has none', async ({ world }) => {
    const { clinic, app } = await world.connectClinic('Rosa Lind')
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const bytes = new Uint8Array(await facePhoto(1280, 1024))

    // malformed: refused at the door, nothing queued
    const bad = { ...shot, yaw: 'left' }
    const refused = await app.failure('capture.submit', {
      ...target,
      mode: 'front',
      shots: [{ side: 'front', source: 'camera', bytes, faceShot: bad }],
    })
    expect(refused).toBe('bad_request')
    expect(await app.value('queue.list')).toEqual([])

    await app.value('capture.submit', {
      ...target,
      mode: 'front',
      shots: [{ side: 'front', source: 'camera', bytes, faceShot: shot }],
    })
    await waitForDone(app, 1)
    await app.value('capture.submit', {
      ...target,
      mode: 'front',
      shots: [{ side: 'front', source: 'file', fileName: 'old.jpg', bytes }],
    })
    await waitForDone(app, 2)

    const history = await waitForVisits(() => app.value('history.forSubject', target), 2)
    const shots = history.visits.map((visit) => visit.faceShot ?? null)
    // newest first: the capture without a measurement, then the one with
    expect(shots).toEqual([null, shot])

    // "Remove from this workstation" forgets the measurements with the rest of the patient's copies
    await app.value('subjects.removeLocal', { ...target })
    const again = await waitForVisits(() => app.value('history.forSubject', target), 2)
    expect(again.visits.map((visit) => visit.faceShot ?? null)).toEqual([null, null])
  })
})
