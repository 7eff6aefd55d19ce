/** The read-through channels of results: an image's results and masks, a subject's history, a photo. */
import { createSubjectMediaStore } from '../../store/cache/subjectMedia'
import { createImageResultsReader } from './imageResultsReader'
import { createOriginalPhotoReader } from './originalPhoto'
import type { ResultsDeps } from './resultsDeps'
import { createSkinAnalysis3Reader } from './skinAnalysis3Reader'
import { createSubjectHistoryReader } from './subjectHistoryReader'

export function createResultsDesk(deps: ResultsDeps) {
  const skinAnalysis3 = createSkinAnalysis3Reader(deps)
  const media = createSubjectMediaStore(deps.cache)
  return {
    forImage: createImageResultsReader(deps, skinAnalysis3),
    history: createSubjectHistoryReader(deps, skinAnalysis3),
    original: createOriginalPhotoReader(deps),
    /** Face Skin Analysis 3.0's masks of an image (SVG as the service sent it: the renderer sanitises it). */
    masks: async (imageId: string) => ({ imageId, masks: await skinAnalysis3.masksOf(imageId) }),
    /** Whether the image's kept results are Face Skin Analysis 3.0's. */
    isSkinAnalysis3Image: (imageId: string) => skinAnalysis3.cachedFor(imageId).length > 0,
    /** Whose photo an image is, as last read from the service (for its audit entry); null when not known here. */
    imageOwner(imageId: string): { subjectId: string; datasetId: string | null } | null {
      const image = media.image(imageId)
      return image && { subjectId: image.subjectId, datasetId: image.datasetId }
    },
  }
}
export type ResultsDesk = ReturnType<typeof createResultsDesk>
