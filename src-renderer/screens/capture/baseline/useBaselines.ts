/**
 * The ghosts of a capture: for each side the mode takes, the patient's last analysed photo of it, loaded and
 * measured when the capture screen opens, so moving to the next side asks nothing more of main or the service.
 * The photo comes through `images.original` (the workstation's kept copy when there is one, so it works
 * offline); the patient's visits through `history.forSubject` (cached, so it works offline too).
 */
import { useEffect, useRef, useState } from 'react'
import type { CaptureMode, CaptureSide, Visit } from '../../../../src-shared/contract'
import { sidesOfMode } from '../../../../src-shared/domain/sides'
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import { useChannel } from '../../../data/useChannel'
import type { SubjectTarget } from '../../../store/navigation'
import { measurePhoto } from '../../../parts/faces/analysis/photoShot'
import { baselineVisit } from './baselineVisit'

export type Baseline =
  | { status: 'loading' }
  /** No earlier analysed photo of this side (a first visit, or only failed analyses). */
  | { status: 'none' }
  /** The photo could not be read (not kept and the service unreachable, or deleted there). */
  | { status: 'unavailable'; visit: Visit }
  /** `shot` null: the face model found no face in it (shown, but not matched against). */
  | { status: 'ready'; visit: Visit; url: string; shot: FaceShot | null }

export type Baselines = Record<CaptureSide, Baseline>

function useBaseline(target: SubjectTarget, visit: Visit | null | undefined): Baseline {
  const imageId = visit?.imageId ?? null
  const args = imageId ? { imageId, datasetId: target.datasetId, subjectId: target.subjectId } : null
  const photo = useChannel('images.original', args)
  const latest = useRef(photo.data)
  useEffect(() => {
    latest.current = photo.data
  })
  const loaded = photo.data !== undefined
  // Once per photo: a fresh read of the same photo (its record read again) neither reloads nor re-measures it.
  const [shown, setShown] = useState<{ imageId: string; url: string; shot: FaceShot | null } | null>(null)
  useEffect(() => {
    const data = latest.current
    if (!imageId || !loaded || !data) return
    let live = true
    const url = URL.createObjectURL(new Blob([new Uint8Array(data.bytes)], { type: data.mediaType }))
    measurePhoto(data.bytes, data.mediaType).then(
      (measured) => live && setShown({ imageId, url, shot: measured.shot }),
      // The face model did not run or the photo did not decode: shown as is, not matched against.
      () => live && setShown({ imageId, url, shot: null }),
    )
    return () => {
      live = false
      URL.revokeObjectURL(url)
    }
  }, [imageId, loaded])
  if (visit === undefined) return { status: 'loading' }
  if (visit === null) return { status: 'none' }
  if (shown?.imageId === visit.imageId) return { status: 'ready', visit, url: shown.url, shot: shown.shot }
  if (photo.status === 'error') return { status: 'unavailable', visit }
  return { status: 'loading' }
}

export function useBaselines(target: SubjectTarget, mode: CaptureMode): Baselines {
  const history = useChannel('history.forSubject', {
    datasetId: target.datasetId,
    subjectId: target.subjectId,
    since: null,
  })
  const sides = sidesOfMode(mode)
  // undefined: not known yet; a history that cannot be read leaves no ghost rather than a spinner.
  const visitOf = (side: CaptureSide): Visit | null | undefined =>
    !sides.includes(side)
      ? null
      : history.data
        ? baselineVisit(history.data.visits, side)
        : history.status === 'error'
          ? null
          : undefined
  return {
    front: useBaseline(target, visitOf('front')),
    left: useBaseline(target, visitOf('left')),
    right: useBaseline(target, visitOf('right')),
  }
}
