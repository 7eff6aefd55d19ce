/**
 * A visit's transaction in parts (issue 44). Medplum refuses a transaction of more than 8 entries when any of them
 * is a conditional create ("Transaction requires strict isolation but has too many entries": its batch.ts), and a
 * visit has dozens. The entries are in an order where each refers only to the ones before it (Patient, Media,
 * Observations, DiagnosticReport, DocumentReference), so they are sent in consecutive parts, each its own
 * transaction: a reference to an entry of an earlier part is replaced by where the server put it. Since every entry
 * is a conditional create, a part that failed is simply sent again with the rest: nothing doubles. Pure.
 */
import type { Bundle, BundleEntry } from '@medplum/fhirtypes'

/** The parts' largest size Medplum takes (its maxSerializableTransactionEntries); a setting may raise it. */
export const defaultEntriesPerTransaction = 8

/** Consecutive transactions of at most `size` entries, in the Bundle's order. */
export function partsOf(bundle: Bundle, size = defaultEntriesPerTransaction): BundleEntry[][] {
  const entries = bundle.entry ?? []
  const parts: BundleEntry[][] = []
  for (let at = 0; at < entries.length; at += Math.max(1, size))
    parts.push(entries.slice(at, at + Math.max(1, size)))
  return parts
}

/** `Type/id` of a location as servers give it (`Type/id`, `Type/id/_history/1`, or either under the base URL). */
export function referenceOfLocation(location: string): string | null {
  const found = /(?:^|\/)([A-Z][A-Za-z]+\/[A-Za-z0-9\-.]{1,64})(?:\/_history\/[^/]+)?$/.exec(location)
  return found?.[1] ?? null
}

/** The entries with each reference to an already sent entry (its fullUrl) replaced by `Type/id`. */
export function withResolvedReferences(
  entries: readonly BundleEntry[],
  resolved: ReadonlyMap<string, string>,
): BundleEntry[] {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'reference' && typeof inner === 'string' ? (resolved.get(inner) ?? inner) : rewrite(inner),
      ]),
    )
  }
  return entries.map((entry) => ({
    ...entry,
    resource: entry.resource && (rewrite(entry.resource) as typeof entry.resource),
  }))
}

/** A transaction Bundle of these entries. */
export function transactionOf(entries: BundleEntry[]): Bundle {
  return { resourceType: 'Bundle', type: 'transaction', entry: entries }
}
