/**
 * A compared photo's FaceShot: the same `images.original` answer the slider shows (one read for both), measured
 * by the face-guidance worker once per photo while the compare is open (an image's photo never changes, so a
 * fresh read of it is not measured again), once the slider has drawn it (`shown`): the photos show first, and
 * the measuring does not compete with their decoding for the two cores of a clinic PC. `none`: the photo could
 * not be read or measured, or has no face.
 */
import { useEffect, useRef, useState } from 'react'
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import { measurePhoto } from '../../parts/faces/analysis/photoShot'
import { useChannel } from '../../data/useChannel'
import { usePhotoPlace } from '../../parts/results/photoPlace'

export type MeasuredPhoto = { status: 'measuring' } | { status: 'none' } | { status: 'ready'; shot: FaceShot }

export function usePhotoShot(imageId: string, shown: boolean): MeasuredPhoto {
  const place = usePhotoPlace()
  const photo = useChannel('images.original', { imageId, ...place })
  const latest = useRef(photo.data)
  useEffect(() => {
    latest.current = photo.data
  })
  const loaded = photo.data !== undefined && shown
  const [measured, setMeasured] = useState<{ imageId: string; shot: FaceShot | null } | null>(null)
  useEffect(() => {
    const data = latest.current
    if (!loaded || !data) return
    let live = true
    measurePhoto(data.bytes, data.mediaType).then(
      (m) => live && setMeasured({ imageId, shot: m.shot }),
      () => live && setMeasured({ imageId, shot: null }),
    )
    return () => {
      live = false
    }
  }, [imageId, loaded])
  if (measured?.imageId === imageId) {
    return measured.shot ? { status: 'ready', shot: measured.shot } : { status: 'none' }
  }
  return photo.status === 'error' ? { status: 'none' } : { status: 'measuring' }
}
