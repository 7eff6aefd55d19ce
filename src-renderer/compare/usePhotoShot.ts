/**
 * A compared photo's FaceShot: the same `images.original` answer the slider shows (one read for both), measured
 * by the face-guidance worker. `none`: the photo could not be read or measured, or shows no face.
 */
import { useEffect, useState } from 'react'
import type { FaceShot } from '../../src-shared/domain/faceMatch'
import { measurePhoto } from '../capture/analysis/photoShot'
import { useChannel } from '../data/useChannel'
import { usePhotoPlace } from '../results/photoPlace'

export type MeasuredPhoto = { status: 'measuring' } | { status: 'none' } | { status: 'ready'; shot: FaceShot }

export function usePhotoShot(imageId: string): MeasuredPhoto {
  const place = usePhotoPlace()
  const photo = useChannel('images.original', { imageId, ...place })
  const data = photo.data
  const [measured, setMeasured] = useState<{ bytes: Uint8Array; shot: FaceShot | null } | null>(null)
  useEffect(() => {
    if (!data) return
    let live = true
    measurePhoto(data.bytes, data.mediaType).then(
      (m) => live && setMeasured({ bytes: data.bytes, shot: m.shot }),
      () => live && setMeasured({ bytes: data.bytes, shot: null }),
    )
    return () => {
      live = false
    }
  }, [data])
  if (photo.status === 'error') return { status: 'none' }
  if (!measured || !data || measured.bytes !== data.bytes) return { status: 'measuring' }
  return measured.shot ? { status: 'ready', shot: measured.shot } : { status: 'none' }
}
