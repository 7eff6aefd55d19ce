import { randomUUID } from 'node:crypto'
import { algorithmVersionId } from '../applications/catalog'
import type { ResultRow } from '../db/repoResults'
import { formatTimestamp } from '../time'
import type { AlgorithmResult } from './analysisTypes'

/** The image a result belongs to, as results store it. */
export interface ResultImage {
  id: string
  subject_id: string
  capture_time: string
  seq: number
}

/** Stored rows for an application run's records on one image. */
export function resultRows(
  image: ResultImage,
  run: { id: string; application_id: string },
  records: readonly AlgorithmResult[],
  now = new Date(),
): ResultRow[] {
  return records.map((record) => ({
    id: randomUUID(),
    image_id: image.id,
    subject_id: image.subject_id,
    capture_time: image.capture_time,
    image_seq: image.seq,
    application_id: run.application_id,
    application_run_id: run.id,
    algorithm_family_tech_name: record.algorithm_family_tech_name,
    algorithm_version_id: algorithmVersionId(record.algorithm_family_tech_name),
    is_ok: record.result.error === undefined ? 1 : 0,
    result: JSON.stringify(record.result),
    creation_time: formatTimestamp(now),
  }))
}
