/** One image's result records, loaded once per image (and again after a reconnect). */
import { useEffect, useState } from 'react'
import type { ImageResults } from '../../src-preload/contract'
import { skin } from '../bridge/skin'
import { useSession } from '../store/session'

export type LoadedResults =
  { status: 'loading' } | { status: 'ready'; data: ImageResults } | { status: 'error'; error: unknown }

export function useImageResults(imageId: string, attempt: number): LoadedResults {
  const recoveries = useSession((s) => s.recoveries)
  const [state, setState] = useState<{ key: string; loaded: LoadedResults }>({
    key: '',
    loaded: { status: 'loading' },
  })
  const key = `${imageId}:${attempt}:${recoveries}`
  useEffect(() => {
    let current = true
    skin.results.forImage({ imageId }).then(
      (data) => current && setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, loaded: { status: 'error', error } }),
    )
    return () => {
      current = false
    }
  }, [imageId, key])
  return state.key === key ? state.loaded : { status: 'loading' }
}
