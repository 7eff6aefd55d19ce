/**
 * Which side a visit's photo is, and whether it was part of a triplet: read from the subject's history (the
 * same request the compare screen makes), so "Retake this side" opens the capture in the right mode and side.
 */
import { useMemo } from 'react'
import type { CaptureMode, CaptureSide } from '../../../src-shared/contract'
import { useChannel } from '../../data/useChannel'
import type { SubjectTarget } from '../../store/navigation'

/**
 * `batchId`: the visit's batch at the service (what "Delete visit" deletes), when known; `pending`: the service
 * still holds photos of the subject without results (the open visit reads again sooner).
 */
export type VisitSide = {
  side: CaptureSide | null
  mode: CaptureMode
  batchId: string | null
  pending: boolean
}

export function useVisitSide(target: SubjectTarget, imageId: string): VisitSide {
  const { datasetId, subjectId } = target
  const history = useChannel('history.forSubject', { datasetId, subjectId, since: null })
  const visits = history.data?.visits
  const pending = (history.data?.pending ?? 0) > 0
  return useMemo(() => {
    const visit = visits?.find((v) => v.imageId === imageId)
    if (!visit) return { side: null, mode: 'front', batchId: null, pending }
    const sides = new Set(
      (visits ?? []).filter((v) => v.batchId !== null && v.batchId === visit.batchId).map((v) => v.side),
    )
    return {
      side: visit.side,
      mode: sides.size > 1 || visit.side !== 'front' ? 'triplet' : 'front',
      batchId: visit.batchId,
      pending,
    }
  }, [visits, imageId, pending])
}
