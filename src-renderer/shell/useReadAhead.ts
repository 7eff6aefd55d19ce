/**
 * What an open screen reads that need not wait for the screen: asked for as navigation opens it, before the
 * screen's own reads. The subject's treatments: main asks the service for them each time while the history comes
 * from its cache, so asked first they usually arrive before the history's first draw, and the charts are made with
 * their marks instead of drawn again for them (history-render bench; order guarded in tests/e2e/history-cost).
 */
import { useLayoutEffect } from 'react'
import { readTreatmentsAhead } from '../parts/treatments/useTreatments'
import type { Screen } from '../store/navigation'

export function useReadAhead(screen: Screen): void {
  const subject = screen.name === 'subject' ? screen.target : null
  const datasetId = subject?.datasetId ?? null
  const subjectId = subject?.subjectId ?? null
  // A layout effect: it runs before any passive effect of the screen (its own reads), which with the screen's
  // chunk loaded ahead (screenChunk.ts) mounts in the same commit.
  useLayoutEffect(() => {
    if (datasetId !== null && subjectId !== null) readTreatmentsAhead(datasetId, subjectId)
  }, [datasetId, subjectId])
}
