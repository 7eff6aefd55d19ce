/** Plain facts about queue entries, for the badge, the rows and the subject's captures. Pure. */
import type { QueueItem, QueueState } from '../../../src-shared/contract'
import { inSideOrder } from '../../../src-shared/domain/sides'

/** States in which an entry still has work ahead of it (the header badge counts these). */
const activeStates: readonly QueueState[] = ['queued', 'uploading', 'waiting_offline', 'processing']

export function isActive(item: QueueItem): boolean {
  return activeStates.includes(item.state)
}

export function activeCount(items: readonly QueueItem[]): number {
  return items.filter(isActive).length
}

export function canRetry(item: QueueItem): boolean {
  return item.state === 'failed' || item.state === 'waiting_offline'
}

/** Once a side is uploaded there is nothing left to stop: processing and beyond cannot be cancelled. */
export function canCancel(item: QueueItem): boolean {
  return (
    item.state === 'queued' ||
    item.state === 'uploading' ||
    item.state === 'waiting_offline' ||
    item.state === 'failed'
  )
}

/** Share of a side's bytes sent, 0–1 (1 once uploaded, whatever the counters say). */
export function sideProgress(side: QueueItem['sides'][number]): number {
  if (side.uploaded) return 1
  if (side.bytes <= 0) return 0
  return Math.max(0, Math.min(1, side.sentBytes / side.bytes))
}

export function sortedSides(item: QueueItem): QueueItem['sides'] {
  return inSideOrder(item.sides, (side) => side.side)
}

/** Newest first; an updated entry replaces the one with its id (keeping the subject's name once known). */
export function upsertItem(items: readonly QueueItem[], item: QueueItem): QueueItem[] {
  const before = items.find((other) => other.id === item.id)
  const merged = { ...item, subjectName: item.subjectName ?? before?.subjectName ?? null }
  const rest = items.filter((other) => other.id !== item.id)
  return [...rest, merged].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Whole seconds from `now` until an ISO time, rounded up; 0 once it has passed (or cannot be read). */
export function secondsUntil(iso: string, now: number): number {
  const at = Date.parse(iso)
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : 0
}

/**
 * How a finished capture came out: every side analysed, some sides not (the service said is_ok false), or
 * none. Only 'analysed' is a success; the others are shown as failed, per side, with a retake.
 */
export function outcomeOf(item: QueueItem): 'analysed' | 'partly' | 'analysisFailed' | null {
  if (item.state !== 'done') return null
  const rejected = new Set(item.rejected.map((r) => r.side))
  if (rejected.size === 0) return 'analysed'
  return item.sides.every((side) => rejected.has(side.side)) ? 'analysisFailed' : 'partly'
}
