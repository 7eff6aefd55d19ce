/** The shots a capture sends: one per side, in side order, each with the warnings it was taken with. Pure. */
import type { Shot } from '../../../src-preload/contract'
import { photoWarnings, sideOrder, type Photo } from '../photos/photoSet'

export function shotsOf(photos: readonly Photo[]): Shot[] {
  return [...photos]
    .sort((a, b) => sideOrder.indexOf(a.side) - sideOrder.indexOf(b.side))
    .flatMap((photo) =>
      photo.bytes
        ? [
            {
              side: photo.side,
              source: photo.source,
              fileName: photo.fileName,
              bytes: photo.bytes,
              warnings: photoWarnings(photo).map((warning) => warning.name),
            },
          ]
        : [],
    )
}
