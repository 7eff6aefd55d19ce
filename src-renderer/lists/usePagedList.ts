/**
 * Loads one page of a list whenever `load` changes, ignoring answers that arrive after a newer request, and
 * again after a broken connection recovers. Keeps the last page so counts and paging stay put while loading.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Page } from '../../src-preload/contract'
import { useSession } from '../store/session'

export type PagedList<T> = {
  status: 'loading' | 'ready' | 'error'
  page: Page<T> | null
  error: unknown
  retry: () => void
}

type State<T> = Omit<PagedList<T>, 'retry'>

export function usePagedList<T>(load: () => Promise<Page<T>>): PagedList<T> {
  const [state, setState] = useState<State<T>>({ status: 'loading', page: null, error: null })
  const [attempt, setAttempt] = useState(0)
  const recoveries = useSession((s) => s.recoveries)

  useEffect(() => {
    let current = true
    setState((s) => ({ ...s, status: 'loading' }))
    load().then(
      (page) => {
        if (current) setState({ status: 'ready', page, error: null })
      },
      (error: unknown) => {
        if (current) setState((s) => ({ status: 'error', page: s.page, error }))
      },
    )
    return () => {
      current = false
    }
  }, [load, attempt, recoveries])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
