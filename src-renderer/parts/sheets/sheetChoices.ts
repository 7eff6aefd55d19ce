/**
 * What a before/after sheet can be made of: the subject's visits as captures (a batch, or an image without one),
 * each with its analysed photo per side; the sides both chosen visits have; the pair offered first (the first and
 * the latest capture, or compare's pair). Pure.
 */
import type { Visit } from '../../../src-shared/contract'
import { captureSides, type Side } from '../../../src-shared/domain/sides'

export type SheetCapture = {
  /** The visit's key, as the treatment log and main name it: the batch id, or the image id without one. */
  key: string
  /** When it was taken (the earliest of its photos), ISO-8601. */
  at: string
  /** Its analysed photo of each side (a photo whose side is not known counts as a front one). */
  photos: Partial<Record<Side, Visit>>
}

const analysed = (v: Visit) => v.results.some((r) => r.is_ok)
export const visitKeyOf = (v: Pick<Visit, 'batchId' | 'imageId'>) => v.batchId ?? v.imageId

/** The captures with at least one analysed photo, oldest first. */
export function sheetCaptures(visits: readonly Visit[]): SheetCapture[] {
  const byKey = new Map<string, SheetCapture>()
  for (const visit of visits) {
    if (!analysed(visit)) continue
    const key = visitKeyOf(visit)
    const capture = byKey.get(key) ?? { key, at: visit.capturedAt, photos: {} }
    const side = visit.side ?? 'front'
    const taken = capture.photos[side]
    // one photo per side; were there two, the newer one stands (as the history shows it)
    if (!taken || Date.parse(visit.capturedAt) > Date.parse(taken.capturedAt)) capture.photos[side] = visit
    if (Date.parse(visit.capturedAt) < Date.parse(capture.at)) capture.at = visit.capturedAt
    byKey.set(key, capture)
  }
  return [...byKey.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

/** The sides both captures have an analysed photo of, in side order. */
export function sidesOfBoth(a: SheetCapture | undefined, b: SheetCapture | undefined): Side[] {
  if (!a || !b) return []
  return captureSides.filter((side) => a.photos[side] && b.photos[side])
}

export type ChosenPair = { before: string; after: string }

/**
 * The pair first offered: `wanted` (compare's pair) when both are captures here, earlier first; else the first
 * and the latest capture. Null with fewer than two captures.
 */
export function firstPair(captures: readonly SheetCapture[], wanted?: ChosenPair | null): ChosenPair | null {
  if (captures.length < 2) return null
  const at = (key: string) => captures.findIndex((c) => c.key === key)
  if (wanted && wanted.before !== wanted.after && at(wanted.before) >= 0 && at(wanted.after) >= 0) {
    return at(wanted.before) < at(wanted.after) ? wanted : { before: wanted.after, after: wanted.before }
  }
  const first = captures[0]
  const latest = captures[captures.length - 1]
  return first && latest ? { before: first.key, after: latest.key } : null
}
