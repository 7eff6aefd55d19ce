/**
 * A Face Skin Analysis 3.0 visit captured elsewhere (another workstation, or the clinic's own app: here the v3
 * calls are made straight to the service), read by this workstation through its real handlers: the subject's
 * history has the visit with its 3.0 results, the visit's results and masks are there, and once read they are
 * served with the service gone. Documented dialect; the analyses are the real engine's, replayed
 * (tests/support/recordedAnalyses.ts).
 */
import { describe, expect, test as withFixtures } from '../support/fixtures'
import type { ServiceOptions } from '../../src-service/server'
import type { ChannelResult } from '../../src-shared/contract'
import { recordedAnalyses } from '../support/recordedAnalyses'
import type { ResultsWorld } from '../support/world'
import { facePhoto } from '../support/photos'

// The demo app on the documented dialect's 3.0 dataset, analysed from the recordings. (A file's own extension,
// not test.override: at a file's top level that would change the shared fixtures for the files after it.)
const test = withFixtures.extend('demoAppService', { scope: 'file' }, {
  ...recordedAnalyses(),
  dialect: 'documented',
} as ServiceOptions)
const it = test

let w: ResultsWorld
let datasetId: string
let subjectId: string
let frontImageId: string

test.beforeAll(async ({ demoApp }) => {
  w = demoApp
  const datasets = await w.api.datasets.list({ page: 1, pageSize: 100 })
  datasetId = datasets.results.find((d) => d.name === 'Face Skin Analysis 3.0')?.id ?? ''
  const subjects = await w.api.subjects.list({ datasetId, page: 1, pageSize: 100 })
  subjectId = subjects.results.find((s) => s.name === 'Noor Haddad')?.id ?? ''
  // the capture, made elsewhere: links, a PUT per side, compute
  const photo = await facePhoto(1280, 1024)
  const answer = await w.api.skinAnalysis3.requestUpload(
    subjectId,
    { front: 'front.jpg', left: 'left.jpg', right: 'right.jpg' },
    new Date().toISOString(),
  )
  for (const target of answer.targets) await w.api.skinAnalysis3.put(target, new Uint8Array(photo))
  await w.api.skinAnalysis3.compute(answer.batchId)
  await w.service.admin.processingIdle()
  frontImageId = answer.targets.find((t) => t.side === 'front')?.imageId ?? ''
}, 60_000)

type History = ChannelResult<'history.forSubject'>
const families = (history: History) =>
  history.visits.flatMap((visit) => visit.results.map((r) => r.algorithm_family_tech_name)).sort()

describe('a 3.0 visit captured elsewhere', () => {
  it('is in the subject’s history with its 3.0 results, on the front photo', async () => {
    const history = await w.value('history.forSubject', { datasetId, subjectId, since: null })
    expect(history.visits.map((visit) => visit.imageId)).toEqual([frontImageId])
    expect(families(history)).toEqual([
      'face_skin_metrics_3.ita',
      'face_skin_metrics_3.pigmentation',
      'face_skin_metrics_3.pimples',
      'face_skin_metrics_3.pores',
      'face_skin_metrics_3.redness',
    ])
  })

  it('has its results and its four masks on the visit', async () => {
    const results = await w.value('results.forImage', { imageId: frontImageId })
    expect(
      results.results.find((r) => r.result.algorithm_tech_name === 'redness')?.result.area_results[0],
    ).toMatchObject({ area_name: 'face', main_metric: { tech_name: 'redness_score' } })
    const masks = await w.value('results.masks', { imageId: frontImageId })
    expect(masks.masks.map((m) => m.parameter)).toEqual(['pigmentation', 'pimples', 'pores', 'redness'])
    expect(masks.masks.every((m) => m.svg.startsWith('<svg'))).toBe(true)
  })

  it('has no PDF report at the service, said in words; kept offline without one', async () => {
    // the patient's consent covers reports, so it is the service that has none
    await w.value('subjects.recordConsent', {
      datasetId,
      subjectId,
      by: 'Test Operator',
      scopes: ['analysis', 'reports'],
    })
    const made = await w.call('reports.generate', {
      datasetId,
      subjectId,
      subjectName: 'Noor Haddad',
      imageId: frontImageId,
      visitAt: null,
      locale: 'en',
    })
    expect(made).toMatchObject({ ok: false, error: { code: 'report_unavailable' } })
    const kept = await w.value('offline.keep', { datasetId, subjectId, locale: 'en' })
    expect(kept).toMatchObject({ visits: 1, photos: 1, reportId: null })
  })

  it('is served from this workstation once the service is gone', async () => {
    await w.service.close()
    const masks = await w.value('results.masks', { imageId: frontImageId })
    expect(masks.masks).toHaveLength(4)
    const results = await w.value('results.forImage', { imageId: frontImageId })
    expect(results.fromCache).toBe(true)
    expect(results.results.length).toBeGreaterThan(0)
    const history = await w.value('history.forSubject', { datasetId, subjectId, since: null })
    expect(history.fromCache).toBe(true)
    expect(history.visits).toHaveLength(1)
  })
})
