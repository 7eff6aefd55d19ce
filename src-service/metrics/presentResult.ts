import { applicationById } from '../applications/catalog'
import type { ResultRow } from '../db/repoResults'
import type { Page } from '../http/pagination'

/**
 * A stored result as the JSON of the record of spec 2.2 (exactly these fields). The `result` JSON (the stored one,
 * or the dialect's text of it) is spliced in as it is, never parsed and serialised again: reading results is the
 * service's hottest path.
 */
export function resultRecordJson(row: ResultRow, resultJson = row.result): string {
  const application = applicationById(row.application_id)
  const head = JSON.stringify({
    id: row.id,
    is_ok: row.is_ok === 1,
    image_id: row.image_id,
    algorithm_version_id: row.algorithm_version_id,
    creation_time: row.creation_time,
    application_id: row.application_id,
    application_name: application?.name ?? '',
    application_description: application?.description ?? '',
    application_run_id: row.application_run_id,
    image_type: 'selfie',
    algorithm_family_tech_name: row.algorithm_family_tech_name,
  })
  return `${head.slice(0, -1)},"result":${resultJson}}`
}

/** A JSON array of records already serialised. */
export function jsonArray(items: readonly string[]): string {
  return `[${items.join(',')}]`
}

/** The pagination envelope around records already serialised. */
export function pageJson(page: Page<string>): string {
  const head = JSON.stringify({ count: page.count, next: page.next, previous: page.previous })
  return `${head.slice(0, -1)},"results":${jsonArray(page.results)}}`
}

/** Fisher–Yates: the order of results is not meaningful (spec 2.2 rule 1), so clients must not rely on it. */
export function shuffled<T>(items: T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    const held = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = held
  }
  return copy
}
