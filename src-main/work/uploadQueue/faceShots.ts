/**
 * A capture's photos' FaceShots (as the capture screen measured them, issue 28) go with their images once the
 * images are known: kept in the cache beside the images, so the subject's history can say how comparable each
 * photo is with the first. Idempotent: a step run again writes the same rows.
 */
import type { SubjectMediaStore } from '../../store/cache/subjectMedia'

export function keepFaceShots(
  media: SubjectMediaStore,
  subjectId: string,
  sides: readonly { faceShot: string | null; imageId: string | null | undefined }[],
): void {
  for (const { faceShot, imageId } of sides)
    if (faceShot && imageId) media.putFaceShot(imageId, subjectId, faceShot)
}
