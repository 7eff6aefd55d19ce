/**
 * "Make the sheet": each chosen side's two photos measured by the face model (the same measure compare aligns
 * by, one photo after the other: a clinic PC has two cores), then `sheets.make`. Main aligns, crops and draws.
 */
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import type { Side } from '../../../src-shared/domain/sides'
import type { SavedReport, SheetCrop, SheetPurpose } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { measurePhoto } from '../faces/analysis/photoShot'
import type { SheetCapture } from './sheetChoices'
import { sheetNames } from './sheetNames'

/** A photo's face as compare measures it; null when it cannot be read or has no face (shown as taken). */
export type MeasureFace = (imageId: string) => Promise<FaceShot | null>

/** Where the making is: so many of the photos measured, or main making the PDF. */
export type SheetProgress = { step: 'measuring'; done: number; of: number } | { step: 'making' }

export type SheetRequest = {
  datasetId: string
  subjectId: string
  subjectName: string | null
  before: SheetCapture
  after: SheetCapture
  sides: readonly Side[]
  purpose: SheetPurpose
  crop: SheetCrop
  locale: string
}

/** The measure compare uses, of a photo read through `images.original` (the kept copy offline). */
export function storedFaceMeasure(datasetId: string, subjectId: string): MeasureFace {
  return async (imageId) => {
    try {
      const photo = await skin.images.original({ imageId, datasetId, subjectId })
      return (await measurePhoto(photo.bytes, photo.mediaType)).shot
    } catch {
      return null
    }
  }
}

export async function makeSheet(
  request: SheetRequest,
  measure: MeasureFace,
  onProgress: (progress: SheetProgress) => void,
): Promise<SavedReport> {
  const photos = request.sides.flatMap((side) => {
    const before = request.before.photos[side]
    const after = request.after.photos[side]
    return before && after ? [{ side, before: before.imageId, after: after.imageId }] : []
  })
  const of = photos.length * 2
  let done = 0
  const measured = async (imageId: string) => {
    onProgress({ step: 'measuring', done, of })
    const shot = await measure(imageId)
    done += 1
    return shot
  }
  const pairs = []
  for (const photo of photos) {
    const beforeShot = await measured(photo.before)
    const afterShot = await measured(photo.after)
    pairs.push({
      side: photo.side,
      beforeImageId: photo.before,
      afterImageId: photo.after,
      beforeShot,
      afterShot,
    })
  }
  onProgress({ step: 'making' })
  return skin.sheets.make({
    datasetId: request.datasetId,
    subjectId: request.subjectId,
    subjectName: request.subjectName,
    before: { key: request.before.key, at: request.before.at },
    after: { key: request.after.key, at: request.after.at },
    pairs,
    purpose: request.purpose,
    crop: request.purpose === 'marketing' ? request.crop : 'face',
    locale: request.locale,
    names: sheetNames(request.locale),
  })
}
