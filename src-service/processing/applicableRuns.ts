import { randomUUID } from 'node:crypto'
import { ACNE_APPLICATION_ID, SKIN_METRICS_APPLICATION_ID, type AcneMode } from '../applications/catalog'
import type { RunRow } from '../db/repoRuns'
import type { Store } from '../db/store'
import { formatTimestamp } from '../time'

export function runFlags(run: RunRow): Record<string, unknown> {
  const flags: unknown = JSON.parse(run.algorithms_flags)
  return typeof flags === 'object' && flags !== null && !Array.isArray(flags) ? { ...flags } : {}
}

/**
 * The Face Skin Metrics run that analyses an image: the newest explicit run (or attachment) on the dataset from
 * before the upload, else, where it analyses every dataset (`unattached`, the spec dialect), the dataset's
 * implicit run (created on first use); else none: the image gets no skin metrics.
 */
export function skinMetricsRun(
  store: Store,
  datasetId: string,
  runsSeen: number,
  unattached = true,
): RunRow | null {
  const explicit = store.runs.latestExplicit(datasetId, SKIN_METRICS_APPLICATION_ID, runsSeen)
  if (explicit) return explicit
  if (!unattached) return null
  const implicit = store.runs.findImplicit(datasetId, SKIN_METRICS_APPLICATION_ID)
  if (implicit) return implicit
  const row = {
    id: randomUUID(),
    application_id: SKIN_METRICS_APPLICATION_ID,
    dataset_id: datasetId,
    algorithms_flags: '{}',
    implicit: 1,
    creation_time: formatTimestamp(new Date()),
  }
  return { ...row, seq: store.runs.insert(row) }
}

/**
 * Whether an application counts as attached to a dataset (for another application's dependencies): an explicit run
 * or attachment, or, for Face Skin Metrics where it analyses every dataset (`unattached`), always.
 */
export function isAttached(
  store: Store,
  datasetId: string,
  applicationId: string,
  unattached: boolean,
): boolean {
  if (unattached && applicationId === SKIN_METRICS_APPLICATION_ID) return true
  return store.runs.latestExplicit(datasetId, applicationId, Number.MAX_SAFE_INTEGER) !== null
}

/** The acne run that applies to images uploaded when `runsSeen` was the last run, if the company may use it. */
export function acneRun(
  store: Store,
  image: { company_id: string; dataset_id: string },
  runsSeen: number,
): { run: RunRow; mode: AcneMode } | null {
  if (!store.companies.acneEnabled(image.company_id)) return null
  const run = store.runs.latestExplicit(image.dataset_id, ACNE_APPLICATION_ID, runsSeen)
  if (!run) return null
  return { run, mode: runFlags(run).images === 'triplet' ? 'triplet' : 'front' }
}
