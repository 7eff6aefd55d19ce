/**
 * The treatments between two visits, as compare and the before/after sheet list them: those recorded at the
 * earlier visit (done after its photos) and those done after it and before the later one; not those recorded at
 * the later visit. A visit is known by its key (its batch id, or the image id without one) and its time. Oldest
 * first. Pure.
 */
import type { Treatment } from '../../../src-shared/contract'

export type VisitPlace = { key: string; at: string | null }

export function treatmentsBetween(
  treatments: readonly Treatment[],
  first: VisitPlace,
  second: VisitPlace,
): Treatment[] {
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
