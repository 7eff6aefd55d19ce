/**
 * Where the workstation keeps a subject's treatments in its `meta` (issue 45): `meta.treatments`, an array of
 * stored entries (the contract's Treatment without what this workstation adds when it shows one: `pending`,
 * `datasetId`, `subjectId`). Reading is tolerant: an entry that does not parse (another version wrote it) is not
 * shown, and writing keeps it, as it keeps every other key of `meta` and every other entry (merged by id). An entry
 * whose id is among the removed ones is not shown.
 */
import { z } from 'zod'
import { Treatment, TreatmentKind, type RecallQuery } from '../../../src-shared/contract'

export const TREATMENTS_KEY = 'treatments'
/**
 * The ids of entries removed (tombstones): a workstation that finds its entry missing at the service tells a
 * removal elsewhere (listed here: it stands) from an entry lost to another workstation's simultaneous write (put
 * again). The service's PATCH replaces the whole `meta` and offers no conditional update.
 */
export const TREATMENTS_REMOVED_KEY = 'treatments_removed'

/** A treatment as `meta.treatments` holds it. */
export const StoredTreatment = Treatment.omit({ pending: true, datasetId: true, subjectId: true })
export type StoredTreatment = z.infer<typeof StoredTreatment>

/** What the roster copy keeps of each treatment for the recall search (the kept subject's `recall`). */
export const RecallMark = z.object({
  id: z.string(),
  performedAt: z.string(),
  kind: TreatmentKind,
  product: z.string(),
  lot: z.string(),
  visitKey: z.string().nullable(),
})
export type RecallMark = z.infer<typeof RecallMark>
/** The key of a kept subject's recall marks (main only: the renderer's Subject has none). */
export const RECALL_MARKS_KEY = 'recall'

type Meta = Record<string, unknown> | null | undefined

const rawEntries = (meta: Meta): unknown[] => {
  const value = meta?.[TREATMENTS_KEY]
  return Array.isArray(value) ? value : []
}
const idOf = (raw: unknown): string | null => {
  const id = (raw as { id?: unknown } | null)?.id
  return typeof raw === 'object' && raw !== null && typeof id === 'string' ? id : null
}

/** The ids of the entries removed. */
export function removedTreatments(meta: Meta): Set<string> {
  const value = meta?.[TREATMENTS_REMOVED_KEY]
  return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [])
}

/** The entries that parse and were not removed, in the order kept. */
export function treatmentsOf(meta: Meta): StoredTreatment[] {
  const removed = removedTreatments(meta)
  return rawEntries(meta).flatMap((raw) => {
    const parsed = StoredTreatment.safeParse(raw)
    return parsed.success && !removed.has(parsed.data.id) ? [parsed.data] : []
  })
}

/**
 * Whether `meta` keeps treatments at all (either key): one without either never had any, or was cleared (the
 * service's GDPR "clear metadata"), and an entry missing from it was not lost to another write.
 */
export const keepsTreatments = (meta: Meta): boolean =>
  Array.isArray(meta?.[TREATMENTS_KEY]) || Array.isArray(meta?.[TREATMENTS_REMOVED_KEY])

/** Whether `meta` holds the entry of that id at all (parsed or not). */
export const holdsTreatment = (meta: Meta, id: string): boolean =>
  rawEntries(meta).some((raw) => idOf(raw) === id)

/** `meta` with `entry` put in place of the entry of its id (or added), everything else kept as it was. */
export function withTreatment(meta: Meta, entry: StoredTreatment): Record<string, unknown> {
  const entries = rawEntries(meta)
  const at = entries.findIndex((raw) => idOf(raw) === entry.id)
  const next = at < 0 ? [...entries, entry] : entries.map((raw, i) => (i === at ? entry : raw))
  return { ...(meta ?? {}), [TREATMENTS_KEY]: next }
}

/** `meta` without the entry of that id, its id among the removed ones, everything else kept as it was. */
export function withoutTreatment(meta: Meta, id: string): Record<string, unknown> {
  const entries = rawEntries(meta)
  const removed = [...removedTreatments(meta)].filter((other) => other !== id)
  return {
    ...(meta ?? {}),
    [TREATMENTS_KEY]: entries.filter((raw) => idOf(raw) !== id),
    [TREATMENTS_REMOVED_KEY]: [...removed, id],
  }
}

/** The recall fields of each entry that parses. */
export function recallMarksOf(meta: Meta): RecallMark[] {
  return treatmentsOf(meta).map(markOf)
}

export const markOf = (t: StoredTreatment): RecallMark => ({
  id: t.id,
  performedAt: t.performedAt,
  kind: t.details.kind,
  product: t.product,
  lot: t.lot,
  visitKey: t.visitKey,
})

/** The kept subject's recall marks, read leniently from its kept JSON (none when it has none or they are odd). */
export function keptMarksOf(value: unknown): RecallMark[] {
  const raw = (value as Record<string, unknown> | null)?.[RECALL_MARKS_KEY]
  if (!Array.isArray(raw)) return []
  return raw.flatMap((m) => {
    const parsed = RecallMark.safeParse(m)
    return parsed.success ? [parsed.data] : []
  })
}

/** Whether a mark answers the query: product and lot each contained, without case; an empty one matches all. */
export function marksMatch(mark: Pick<RecallMark, 'product' | 'lot'>, query: RecallQuery): boolean {
  const has = (value: string, part: string) =>
    part.trim() === '' || value.toLocaleLowerCase().includes(part.trim().toLocaleLowerCase())
  return has(mark.product, query.product) && has(mark.lot, query.lot)
}
