/** An analysed photo as a Blob URL (fetched through `images.original`), revoked when no longer shown. */
import { useEffect, useState } from 'react'
import { skin } from '../bridge/skin'

export type ImageUrl = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' }

export function useImageUrl(imageId: string | null): ImageUrl {
  const [state, setState] = useState<{ imageId: string | null; image: ImageUrl }>({
    imageId,
    image: { status: 'loading' },
  })
  useEffect(() => {
    if (!imageId) return
    let url: string | null = null
    let current = true
    skin.images.original({ imageId }).then(
      ({ bytes, mediaType }) => {
        if (!current) return
        url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: mediaType }))
        setState({ imageId, image: { status: 'ready', url } })
      },
      () => current && setState({ imageId, image: { status: 'error' } }),
    )
    return () => {
      current = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [imageId])
  return state.imageId === imageId ? state.image : { status: 'loading' }
}
