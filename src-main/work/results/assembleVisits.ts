/** Result records grouped into visits (one per image), with capture time and side from the batch cache. */
import { FaceShotSchema, type ResultRecord, type Visit } from '../../../src-shared/contract'
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import { asSide } from '../../../src-shared/domain/sides'
import type { CachedBatch, CachedImage } from '../../store/cache/subjectMedia'
import { isoFromServiceTime } from './serviceTimes'

export interface VisitMedia {
  images: ReadonlyMap<string, CachedImage>
  batches: ReadonlyMap<string, CachedBatch>
  /** Each photo's FaceShot as JSON, where this workstation measured it. */
  faceShots?: ReadonlyMap<string, string>
}

/** A kept FaceShot, or null when there is none or it does not read as one (a cache from another version). */
function faceShotOf(json: string | undefined): FaceShot | null {
  if (json === undefined) return null
  try {
    const parsed = FaceShotSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Newest capture first; images captured at the same time keep the order the service gave. An image whose batch
 * is unknown falls back to its oldest record's creation time; one with no time at all is left out.
 */
export function assembleVisits(records: readonly ResultRecord[], media: VisitMedia): Visit[] {
  const byImage = new Map<string, ResultRecord[]>()
  for (const record of records) {
    const list = byImage.get(record.image_id)
    if (list) list.push(record)
    else byImage.set(record.image_id, [record])
  }
  const visits: { visit: Visit; at: number }[] = []
  for (const [imageId, results] of byImage) {
    const image = media.images.get(imageId)
    const batch = image ? media.batches.get(image.batchId) : undefined
    const recordTimes = results
      .map((r) => isoFromServiceTime(r.creation_time))
      .filter((t): t is string => t !== null)
      .sort()
    const capturedAt = isoFromServiceTime(batch?.creationTime) ?? recordTimes[0] ?? null
    if (capturedAt === null) continue
    visits.push({
      at: Date.parse(capturedAt),
      visit: {
        imageId,
        batchId: image?.batchId ?? null,
        side: asSide(image?.side),
        capturedAt,
        results,
        faceShot: faceShotOf(media.faceShots?.get(imageId)),
      },
    })
  }
  return visits.sort((a, b) => b.at - a.at).map((v) => v.visit)
}
