/**
 * What an open screen reads that need not wait for its chunk: asked for as navigation opens the screen, so the
 * answer is in the cache when the screen first renders. The subject's treatments: the history's charts are then
 * made with their marks, not drawn again when the treatments come after the history (history-render bench).
 */
import { useEffect } from 'react'
import { readTreatmentsAhead } from '../parts/treatments/useTreatments'
import type { Screen } from '../store/navigation'

export function useReadAhead(screen: Screen): void {
  const subject = screen.name === 'subject' ? screen.target : null
  const datasetId = subject?.datasetId ?? null
  const subjectId = subject?.subjectId ?? null
  useEffect(() => {
    if (datasetId !== null && subjectId !== null) readTreatmentsAhead(datasetId, subjectId)
  }, [datasetId, subjectId])
}
