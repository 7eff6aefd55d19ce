/**
 * What a subject's history carries of each result record: what its charts, visit list and comparisons read,
 * the face area's main metric, and no more. A subject with 1,000 results is then a few hundred kB instead of
 * megabytes (each record's description HTML, other areas and sub-metrics stay out); one image's full records
 * come from `results.forImage` (kept in the image results cache when the history is fetched).
 */
import type { ResultRecord, Visit } from '../../../src-shared/contract'

const CHARTED_AREA = 'face'

function chartedRecord(record: ResultRecord): ResultRecord {
  const face = record.result.area_results.find((area) => area.area_name === CHARTED_AREA)
  return {
    id: record.id,
    is_ok: record.is_ok,
    image_id: record.image_id,
    creation_time: record.creation_time ?? null,
    application_id: record.application_id ?? null,
    application_name: record.application_name ?? null,
    algorithm_family_tech_name: record.algorithm_family_tech_name ?? null,
    result: {
      algorithm_tech_name: record.result.algorithm_tech_name ?? null,
      error: record.result.error ?? null,
      area_results: face
        ? [{ area_name: face.area_name, main_metric: face.main_metric, sub_metrics: [] }]
        : [],
    },
  }
}

export function chartedVisits(visits: readonly Visit[]): Visit[] {
  return visits.map((visit) => ({ ...visit, results: visit.results.map(chartedRecord) }))
}
