/**
 * The shots a capture sends: one per side, in side order, each with the warnings it was taken with, and
 * `override` when the operator sent it although a blocking check failed. Pure.
 */
import type { Shot } from '../../../../src-shared/contract'
import { inSideOrder } from '../../../../src-shared/domain/sides'
import { OVERRIDE_WARNING } from '../../../../src-shared/contractValues'
import { faceShotOf } from '../../../parts/faces/guidance/faceShot'
import { blockingWarnings, photoWarnings, type Photo } from '../photos/photoSet'

export function shotsOf(photos: readonly Photo[]): Shot[] {
  return inSideOrder(photos, (photo) => photo.side).flatMap((photo) =>
    photo.bytes
      ? [
          {
            side: photo.side,
            source: photo.source,
            fileName: photo.fileName,
            bytes: photo.bytes,
            // Kept with the image, for the history's comparability (issue 28).
            faceShot: photo.faceShot ?? (photo.analysis ? faceShotOf(photo.analysis) : null),
            warnings: [
              ...photoWarnings(photo).map((warning) => warning.name),
              ...(photo.acceptedAnyway && blockingWarnings(photo).length > 0 ? [OVERRIDE_WARNING] : []),
            ],
          },
        ]
      : [],
  )
}
