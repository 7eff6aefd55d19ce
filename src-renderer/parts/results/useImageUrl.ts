/** An analysed photo as a Blob URL (its bytes read through `images.original`), revoked when no longer shown. */
import { useEffect, useState } from 'react'
import type { AppErrorCode } from '../../../src-shared/contract'
import { SkinError } from '../../bridge/skin'
import { useChannel } from '../../data/useChannel'
import { usePhotoPlace } from './photoPlace'

export type ImageUrl =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; code: AppErrorCode | null }

export function useImageUrl(imageId: string | null): ImageUrl {
  const place = usePhotoPlace()
  const photo = useChannel('images.original', imageId ? { imageId, ...place } : null)
  const [shown, setShown] = useState<{ imageId: string; url: string } | null>(null)
  const data = photo.data
  useEffect(() => {
    if (!data || !imageId) return
    const url = URL.createObjectURL(new Blob([new Uint8Array(data.bytes)], { type: data.mediaType }))
    setShown({ imageId, url })
    return () => URL.revokeObjectURL(url)
  }, [data, imageId])
  // The same photo read again stays on screen (the same <img>) until its new copy takes its place; another photo
  // waits for its own bytes.
  if (shown && data && shown.imageId === imageId) return { status: 'ready', url: shown.url }
  if (photo.status !== 'error') return { status: 'loading' }
  return { status: 'error', code: photo.error instanceof SkinError ? photo.error.code : null }
}
