/**
 * The treatments between two visits, as compare and the before/after sheet list them: those recorded at the
 * earlier visit (done after its photos) and those done after it and before the later one; not those recorded at
 * the later visit. A visit is known by its key (its batch id, or the image id without one) and its time. Oldest
 * first. Compare's list (src-renderer/parts/treatments/TreatmentsBetween.tsx) and the before/after sheet's (main)
 * are this one. Pure; imports nothing (an entry is read by shape: the contract's Treatment fits).
 */

/** A treatment entry as far as this reads it. */
export interface TreatmentWhen {
  visitKey: string | null
  performedAt: string
}

export type VisitPlace = { key: string; at: string | null }

export function treatmentsBetween<T extends TreatmentWhen>(
  treatments: readonly T[],
  first: VisitPlace,
  second: VisitPlace,
): T[] {
  // compare may put the later visit first: the list is the same
  const swapped = first.at !== null && second.at !== null && Date.parse(first.at) > Date.parse(second.at)
  const [earlier, later] = swapped ? [second, first] : [first, second]
  const from = earlier.at ? Date.parse(earlier.at) : -Infinity
  const to = later.at ? Date.parse(later.at) : Infinity
  return treatments
    .filter((e) => {
      if (e.visitKey === earlier.key) return true
      if (e.visitKey === later.key) return false
      const at = Date.parse(e.performedAt)
      return at >= from && at < to
    })
    .sort((x, y) => Date.parse(x.performedAt) - Date.parse(y.performedAt))
}
