/** The PDF reports saved on this workstation for one subject, newest first; `reload` after a change. */
import { useCallback, useEffect, useState } from 'react'
import type { SavedReport } from '../../src-preload/contract'
import { skin } from '../bridge/skin'

export type LoadedReports =
  { status: 'loading' } | { status: 'ready'; reports: SavedReport[] } | { status: 'error'; error: unknown }

export function useSubjectReports(subjectId: string): { loaded: LoadedReports; reload: () => void } {
  const [loaded, setLoaded] = useState<LoadedReports>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    skin.reports.list({ subjectId }).then(
      (reports) => current && setLoaded({ status: 'ready', reports: newestFirst(reports) }),
      (error: unknown) => current && setLoaded({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [subjectId, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { loaded, reload }
}

function newestFirst(reports: SavedReport[]): SavedReport[] {
  return [...reports].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
