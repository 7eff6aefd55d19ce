import { randomUUID } from 'node:crypto'
import type { Store } from '../db/store'
import {
  ACNE_APPLICATION_ID,
  SKIN_ANALYSIS_3_APPLICATION_ID,
  SKIN_METRICS_APPLICATION_ID,
} from '../applications/catalog'
import { defaultImageTypeId } from '../imageTypes'
import { formatTimestamp } from '../time'
import {
  mainClinicSubjects,
  rosaceaStudySubjects,
  skinAnalysis3Subjects,
  walkInSubjects,
  type DemoSubject,
} from './demoSubjects'

const demoCompanySetting = 'demo_company_id'
export const demoCompanyName = 'Demo Clinic'

const demoDatasets: { name: string; subjects: DemoSubject[] }[] = [
  { name: 'Main clinic', subjects: mainClinicSubjects },
  { name: 'Study: rosacea follow-up', subjects: rosaceaStudySubjects },
  { name: 'Walk-in', subjects: walkInSubjects },
]

/** One demo subject in a dataset, created at `createdAt` (the store's timestamp text). */
function insertSubject(store: Store, datasetId: string, subject: DemoSubject, createdAt: string): void {
  store.subjects.insert({
    id: randomUUID(),
    dataset_id: datasetId,
    ...subject,
    meta: subject.meta ? JSON.stringify(subject.meta) : null,
    author_id: null,
    creation_time: createdAt,
  })
}

export function demoCompanyId(store: Store): string | null {
  const id = store.settings.get(demoCompanySetting)
  return id && store.companies.find(id) ? id : null
}

export interface DemoOptions {
  /** Enable the acne application for the demo company and run it in triplet mode on "Main clinic". */
  acneEnabled?: boolean
}

/** Creates the demo company with its datasets and subjects unless it exists; returns its id. */
export function seedDemo(store: Store, options: DemoOptions = {}): string {
  const seed = store.db.transaction(() => {
    const existing = demoCompanyId(store)
    if (existing) return existing
    const company = store.companies.create(demoCompanyName)
    const start = Date.now() - 90 * 86_400_000
    let minute = 0
    const nextTime = () => formatTimestamp(new Date(start + minute++ * 60_000))
    for (const { name, subjects } of demoDatasets) {
      const datasetId = randomUUID()
      store.datasets.insert({
        id: datasetId,
        company_id: company.id,
        name,
        image_type_id: defaultImageTypeId,
        creation_time: nextTime(),
      })
      if (options.acneEnabled && name === 'Main clinic') {
        store.runs.insert({
          id: randomUUID(),
          application_id: ACNE_APPLICATION_ID,
          dataset_id: datasetId,
          algorithms_flags: JSON.stringify({ images: 'triplet' }),
          implicit: 0,
          creation_time: nextTime(),
        })
      }
      for (const subject of subjects) insertSubject(store, datasetId, subject, nextTime())
    }
    if (options.acneEnabled) store.companies.setAcneEnabled(company.id, true)
    store.settings.set(demoCompanySetting, company.id)
    return company.id
  })
  return seed()
}

/**
 * The documented dialect analyses only datasets Face Skin Metrics was attached to: the demo's "Main clinic"
 * has it attached (once), the other datasets do not, so attaching can be tried there.
 */
export function attachSkinMetricsToMainClinic(store: Store, companyId: string): void {
  const main = store.datasets.page(companyId, 100, 0).find((dataset) => dataset.name === 'Main clinic')
  if (!main || store.runs.latestExplicit(main.id, SKIN_METRICS_APPLICATION_ID, Number.MAX_SAFE_INTEGER))
    return
  store.runs.insert({
    id: randomUUID(),
    application_id: SKIN_METRICS_APPLICATION_ID,
    dataset_id: main.id,
    algorithms_flags: '{}',
    implicit: 0,
    creation_time: formatTimestamp(new Date(Date.now() - 90 * 86_400_000)),
  })
}

export const SKIN_ANALYSIS_3_DATASET = 'Face Skin Analysis 3.0'

/**
 * The documented dialect's demo also has a dataset with Face Skin Analysis 3.0 attached (and not 2.0), so a
 * clinic can try the v3 upload: made once, after the other datasets, with two patients.
 */
export function seedSkinAnalysis3Dataset(store: Store, companyId: string): void {
  if (store.datasets.page(companyId, 100, 0).some((dataset) => dataset.name === SKIN_ANALYSIS_3_DATASET))
    return
  store.db.transaction(() => {
    const datasetId = randomUUID()
    const created = new Date(Date.now() - 60 * 86_400_000)
    store.datasets.insert({
      id: datasetId,
      company_id: companyId,
      name: SKIN_ANALYSIS_3_DATASET,
      image_type_id: defaultImageTypeId,
      creation_time: formatTimestamp(created),
    })
    store.runs.insert({
      id: randomUUID(),
      application_id: SKIN_ANALYSIS_3_APPLICATION_ID,
      dataset_id: datasetId,
      algorithms_flags: '{}',
      implicit: 0,
      creation_time: formatTimestamp(created),
    })
    skinAnalysis3Subjects.forEach((subject, k) =>
      insertSubject(
        store,
        datasetId,
        subject,
        formatTimestamp(new Date(created.getTime() + (k + 1) * 60_000)),
      ),
    )
  })()
}
