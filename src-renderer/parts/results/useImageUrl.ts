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
  const [shown, setShown] = useState<{ bytes: Uint8Array; url: string } | null>(null)
  const data = photo.data
  useEffect(() => {
    if (!data) return
    const url = URL.createObjectURL(new Blob([new Uint8Array(data.bytes)], { type: data.mediaType }))
    setShown({ bytes: data.bytes, url })
    return () => URL.revokeObjectURL(url)
  }, [data])
  if (shown && data && shown.bytes === data.bytes) return { status: 'ready', url: shown.url }
  if (photo.status !== 'error') return { status: 'loading' }
  return { status: 'error', code: photo.error instanceof SkinError ? photo.error.code : null }
}
