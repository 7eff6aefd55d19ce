/**
 * An open subject's history while its photos are still being analysed (issue 29), through main's real handlers
 * against the local service with a 2.5 s analysis: a photo uploaded elsewhere (by the API, as another workstation
 * would) is counted as pending, not as "no photos"; the minute's copy says so too; `refresh` reads the service
 * again inside that minute, and once the analysis is done the results are there and nothing is pending.
 */
import { describe, expect, it } from '../support/fixtures'
import { createClinic, uploadPhoto } from '../support/world'

describe('history while photos are being analysed', () => {
  it('counts them as pending until their results are read', async ({ world }) => {
    const service = await world.startService(0, { processingDelayMs: 2_500 })
    const clinic = await createClinic(service, 'Clinic', 'Ines Vogt')
    // A minute's copy served as the app ships (the other client tests read the service every time).
    const app = await world.startApp({ resultsFreshForMs: 60_000 })
    await app.connect(service, clinic)
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId, since: null }

    await uploadPhoto(clinic)
    const first = await app.value('history.forSubject', target)
    expect(first.visits).toEqual([])
    expect(first.pending).toBe(1)
    // The minute's copy keeps the count; only `refresh` reads the service again inside that minute.
    const copy = await app.value('history.forSubject', target)
    expect(copy.fromCache).toBe(true)
    expect(copy.pending).toBe(1)

    let now = copy
    for (let i = 0; i < 40 && now.visits.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      now = await app.value('history.forSubject', { ...target, refresh: true })
      expect(now.fromCache).toBe(false)
    }
    expect(now.visits).toHaveLength(1)
    expect(now.pending).toBe(0)
  })
})
