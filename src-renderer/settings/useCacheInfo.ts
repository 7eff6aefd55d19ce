/** What this workstation keeps on disk (cache, reports, queued captures); `replace` after clearing the cache. */
import { useCallback, useEffect, useState } from 'react'
import type { CacheInfo } from '../../src-preload/contract'
import { skin } from '../bridge/skin'

export type LoadedCacheInfo =
  { status: 'loading' } | { status: 'ready'; info: CacheInfo } | { status: 'error'; error: unknown }

export function useCacheInfo(): {
  loaded: LoadedCacheInfo
  replace: (info: CacheInfo) => void
  retry: () => void
} {
  const [loaded, setLoaded] = useState<LoadedCacheInfo>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    skin.cache.info().then(
      (info) => current && setLoaded({ status: 'ready', info }),
      (error: unknown) => current && setLoaded({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [attempt])
  const replace = useCallback((info: CacheInfo) => setLoaded({ status: 'ready', info }), [])
  const retry = useCallback(() => {
    setLoaded({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { loaded, replace, retry }
}
