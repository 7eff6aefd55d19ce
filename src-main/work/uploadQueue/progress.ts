/** Bytes of each side handed to the network, kept in memory and published at most every interval. */
import type { CaptureSide } from '../../../src-shared/contract'
import type { SideProgress } from './queueItem'

export interface ProgressBoard {
  of(id: string): SideProgress | undefined
  /** Records the bytes sent; true when it is time to publish (interval passed, or the side is complete). */
  report(id: string, side: CaptureSide, sent: number, total: number): boolean
  forget(id: string): void
}

export function createProgressBoard(intervalMs: number, now: () => number): ProgressBoard {
  const sent = new Map<string, Map<CaptureSide, number>>()
  const lastPublished = new Map<string, number>()
  return {
    of: (id) => sent.get(id),
    report(id, side, bytes, total) {
      let sides = sent.get(id)
      if (!sides) sent.set(id, (sides = new Map()))
      sides.set(side, bytes)
      const at = now()
      if (bytes < total && at - (lastPublished.get(id) ?? 0) < intervalMs) return false
      lastPublished.set(id, at)
      return true
    },
    forget(id) {
      sent.delete(id)
      lastPublished.delete(id)
    },
  }
}
