/**
 * The subject's history, then their treatment log under it: the log is made once the history has settled (its
 * charts drawn with their treatment marks, or empty, or failed) and been painted, not in the same frame (the
 * history-render bench: the log's head and layout cost the history's first draw from the page's cache about 1.5 ms
 * of 40; after a reload the log stood in view while the history loaded and rendered its entries during the
 * history's own render). Until then its place is empty. One commit more than a log made with the screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SubjectTarget } from '../../store/navigation'
import { TreatmentLog } from '../../parts/treatments/TreatmentLog'
import { afterPaint } from '../../ui/afterPaint'
import { HistorySection } from './history/HistorySection'

export function HistoryThenTreatments({ target }: { target: SubjectTarget }) {
  const [painted, setPainted] = useState(false)
  const cancel = useRef<(() => void) | null>(null)
  const onSettled = useCallback(() => {
    cancel.current ??= afterPaint(() => setPainted(true))
  }, [])
  useEffect(() => () => cancel.current?.(), [])
  return (
    <>
      <HistorySection target={target} onSettled={onSettled} />
      {painted ? <TreatmentLog datasetId={target.datasetId} subjectId={target.subjectId} whenSeen /> : null}
    </>
  )
}
