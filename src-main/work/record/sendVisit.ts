/**
 * Sends a visit's Bundle (visitBundle.ts) to the record system: as one transaction when the server takes it whole,
 * else in consecutive transactions of at most `entriesPerTransaction` (transactionParts.ts, for Medplum's limit).
 * Resolves to every entry as the server answered it, in the Bundle's order; a RecordError stops it at the part that
 * failed, and sending the whole visit again later finishes it without doubling what went before.
 */
import type { Bundle } from '@medplum/fhirtypes'
import { RecordError } from './recordError'
import { sendBundle, type RecordServer, type SendOptions, type SentEntry } from './sendBundle'
import { partsOf, referenceOfLocation, transactionOf, withResolvedReferences } from './transactionParts'

export interface SendVisitOptions extends SendOptions {
  /** The most entries in one transaction (default: Medplum's limit, 8); Infinity sends one transaction. */
  entriesPerTransaction?: number
}

export interface SentVisit {
  entries: SentEntry[]
  /** How many resources the server created now (the rest it found: sent before). */
  created: number
}

export async function sendVisit(
  server: RecordServer,
  bundle: Bundle,
  options: SendVisitOptions = {},
): Promise<SentVisit> {
  const resolved = new Map<string, string>()
  const entries: SentEntry[] = []
  for (const part of partsOf(bundle, options.entriesPerTransaction)) {
    const sent = await sendBundle(server, transactionOf(withResolvedReferences(part, resolved)), options)
    sent.forEach((entry, i) => {
      const reference = entry.location === null ? null : referenceOfLocation(entry.location)
      const fullUrl = part[i]?.fullUrl
      if (!reference) throw new RecordError({ code: 'record_unreadable_answer', status: entry.status })
      if (fullUrl) resolved.set(fullUrl, reference)
    })
    entries.push(...sent)
  }
  return { entries, created: entries.filter((entry) => entry.status === 201).length }
}
