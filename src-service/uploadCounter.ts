import { sides, type SideId, type SideTechName } from './images/sides'

/** Uploads that stored an image since the service started, per side (for reliability tests). */
export interface UploadCounter {
  record(sideId: number): void
  count(side?: SideId | SideTechName): number
}

export function createUploadCounter(): UploadCounter {
  const counts = new Map<number, number>()
  return {
    record: (sideId) => void counts.set(sideId, (counts.get(sideId) ?? 0) + 1),
    count(side) {
      if (side === undefined) return [...counts.values()].reduce((sum, n) => sum + n, 0)
      return counts.get(typeof side === 'string' ? sides[side] : side) ?? 0
    },
  }
}
