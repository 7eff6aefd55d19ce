/** Result records grouped by the application that produced them, each group's description kept once. */
import type { ResultRecord } from '../../../src-shared/contract'
import { sortedRecords } from '../../parts/results/pickResult'

export type ApplicationGroup = {
  key: string
  name: string | null
  /** The algorithms' family (`selfie_v2`, `acne`), which names the application in the UI language. */
  family: string | null
  description: string | null
  records: ResultRecord[]
}

function familyOf(record: ResultRecord): string | null {
  const family = record.algorithm_family_tech_name ?? ''
  const dot = family.indexOf('.')
  return dot > 0 ? family.slice(0, dot) : null
}

export function groupByApplication(records: readonly ResultRecord[]): ApplicationGroup[] {
  const groups = new Map<string, ApplicationGroup>()
  for (const record of sortedRecords(records)) {
    const key = record.application_id ?? record.application_name ?? ''
    const group = groups.get(key) ?? {
      key,
      name: record.application_name ?? null,
      family: familyOf(record),
      description: record.application_description ?? null,
      records: [],
    }
    group.records.push(record)
    groups.set(key, group)
  }
  return [...groups.values()]
}
