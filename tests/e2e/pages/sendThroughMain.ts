/**
 * Test setup, not a user's path: a capture sent through main's own `capture.submit` (checked, prepared, queued,
 * uploaded, analysed), waiting until it is done. For tests about what comes after a capture.
 */
import type { CaptureMode, Shot } from '../../../src-shared/contract'
import type { Workstation } from '../../support/workstation'

type Where = { datasetName: string; subjectName: string }

/** The subject's dataset and id, found through main's own channels (the page shows names only). */
export async function placeOf(
  w: Workstation,
  where: Where,
): Promise<{ datasetId: string; subjectId: string }> {
  const handlers = w.app.app.handlers
  const datasets = await handlers['datasets.list']({ page: 1, pageSize: 100 })
  const datasetId = datasets.results.find((d) => d.name === where.datasetName)?.id
  if (!datasetId) throw new Error(`no dataset ${where.datasetName}`)
  const found = await handlers['subjects.list']({
    datasetId,
    page: 1,
    pageSize: 20,
    search: where.subjectName,
  })
  const subjectId = found.results[0]?.id
  if (!subjectId) throw new Error(`no subject ${where.subjectName}`)
  return { datasetId, subjectId }
}

/**
 * Test setup: the patient's photo consent (analysis and reports) recorded through main, as the subject screen's
 * "Record consent" does. Main refuses captures and reports without it while the clinic requires consent.
 */
export async function recordConsentThroughMain(w: Workstation, where: Where): Promise<void> {
  await w.app.app.handlers['subjects.recordConsent']({
    ...(await placeOf(w, where)),
    scopes: ['analysis', 'reports'],
  })
}

export async function sendThroughMain(
  w: Workstation,
  where: Where,
  mode: CaptureMode,
  photos: Partial<Record<Shot['side'], Buffer>>,
): Promise<void> {
  const handlers = w.app.app.handlers
  const { datasetId, subjectId } = await placeOf(w, where)
  const shots = Object.entries(photos).map(([side, bytes]) => ({
    side: side as Shot['side'],
    source: 'file' as const,
    fileName: `${side}.jpg`,
    bytes: new Uint8Array(bytes),
    warnings: [],
  }))
  // the consent the capture screen would have asked for first (main refuses a capture without it)
  await recordConsentThroughMain(w, where)
  const item = await handlers['capture.submit']({ datasetId, subjectId, mode, shots })
  for (let i = 0; i < 600; i++) {
    const now = (await handlers['queue.list']({})).find((q) => q.id === item.id)
    if (now?.state === 'done') return
    if (now?.state === 'failed' || now?.state === 'cancelled') throw new Error(`capture ${now.state}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('capture not done')
}
