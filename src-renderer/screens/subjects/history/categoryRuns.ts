/** Runs of visits with the same category value, oldest first (a change of skin tone starts a new run). Pure. */
import type { CategoryPoint } from './series'

export type CategoryRun = { label: string; first: CategoryPoint; last: CategoryPoint; count: number }

export function runsOf(points: readonly CategoryPoint[]): CategoryRun[] {
  const runs: CategoryRun[] = []
  for (const point of points) {
    const open = runs[runs.length - 1]
    if (open && open.label === point.label) {
      open.last = point
      open.count++
    } else runs.push({ label: point.label, first: point, last: point, count: 1 })
  }
  return runs
}
