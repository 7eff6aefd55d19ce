/** How "Keep available offline" reads on screen: one bar over its three stages, and what it is doing now. */
import type { OfflineProgress } from '../../../src-shared/contract'

/** Share of the whole bar each stage fills: the history is one request, photos are most of the work. */
const stageSpans = { history: [0, 10], photos: [10, 85], report: [85, 100] } as const

export function keepPercent(progress: OfflineProgress): number {
  if (progress.stage === 'done') return 100
  if (progress.stage === 'failed') return 0
  const [from, to] = stageSpans[progress.stage]
  const share = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0
  return Math.round(from + (to - from) * share)
}

export function isKeeping(progress: OfflineProgress | null): boolean {
  return progress !== null && progress.stage !== 'done' && progress.stage !== 'failed'
}
