/** Result records grouped by the application that produced them, each group's description kept once. */
import type { ResultRecord } from '../../src-shared/contract'
import { sortedRecords } from './pickResult'

export type ApplicationGroup = {
  key: string
  name: string | null
  description: string | null
  records: ResultRecord[]
}

export function groupByApplication(records: readonly ResultRecord[]): ApplicationGroup[] {
  const groups = new Map<string, ApplicationGroup>()
  for (const record of sortedRecords(records)) {
    const key = record.application_id ?? record.application_name ?? ''
    const group = groups.get(key) ?? {
      key,
      name: record.application_name ?? null,
      description: record.application_description ?? null,
      records: [],
    }
    group.records.push(record)
    groups.set(key, group)
  }
  return [...groups.values()]
}
