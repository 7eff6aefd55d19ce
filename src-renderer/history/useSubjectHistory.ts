/** A subject's visits since a date, loaded again when the period changes or the connection recovers. */
import { useEffect, useState } from 'react'
import type { SubjectHistory } from '../../src-preload/contract'
import { skin } from '../bridge/skin'
import { useSession } from '../store/session'

export type LoadedHistory =
  { status: 'loading' } | { status: 'ready'; history: SubjectHistory } | { status: 'error'; error: unknown }

export function useSubjectHistory(
  datasetId: string,
  subjectId: string,
  since: string | null,
  attempt = 0,
): LoadedHistory {
  const recoveries = useSession((s) => s.recoveries)
  const key = `${datasetId}/${subjectId}/${since ?? 'all'}/${attempt}/${recoveries}`
  const [state, setState] = useState<{ key: string; loaded: LoadedHistory }>({
    key: '',
    loaded: { status: 'loading' },
  })
  useEffect(() => {
    let current = true
    skin.history.forSubject({ datasetId, subjectId, since }).then(
      (history) => current && setState({ key, loaded: { status: 'ready', history } }),
      (error: unknown) => current && setState({ key, loaded: { status: 'error', error } }),
    )
    return () => {
      current = false
    }
  }, [datasetId, subjectId, since, key])
  return state.key === key ? state.loaded : { status: 'loading' }
}
