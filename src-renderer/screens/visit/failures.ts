/**
 * A visit's failed results, told once: the records with `is_ok: false` grouped by their reason, each group with
 * the algorithms it hit. A photo without a face fails every algorithm with the same reason: one group.
 */
import type { ResultRecord } from '../../../src-shared/contract'
import { adviceFor, type ErrorAdvice } from './errorAdvice'
import { algorithmOf, sortedRecords } from '../../parts/results/pickResult'

export type FailureGroup = {
  /** The service's reason as it sent it (null when it gave none). */
  reason: string | null
  /** What the reason means, when we know it: a key under `results.failure.reason`. */
  known: KnownReason | null
  advice: ErrorAdvice
  algorithms: string[]
}

export type KnownReason = 'no_face' | 'not_full_face' | 'internal'

function knownReason(reason: string | null): KnownReason | null {
  const normalized = (reason ?? '').trim().toLowerCase()
  if (normalized === 'no face detected') return 'no_face'
  if (normalized === 'not full face') return 'not_full_face'
  if (normalized.includes('internal')) return 'internal'
  return null
}

export function failureGroups(records: readonly ResultRecord[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>()
  for (const record of sortedRecords(records)) {
    if (record.is_ok) continue
    const reason = record.result.error?.trim() || null
    const key = (reason ?? '').toLowerCase()
    const group = groups.get(key) ?? {
      reason,
      known: knownReason(reason),
      advice: adviceFor(reason),
      algorithms: [],
    }
    group.algorithms.push(algorithmOf(record))
    groups.set(key, group)
  }
  return [...groups.values()]
}
