/** The read-through channels of results: an image's results and masks, a subject's history, a photo. */
import { createImageResultsReader } from './imageResultsReader'
import { createOriginalPhotoReader } from './originalPhoto'
import type { ResultsDeps } from './resultsDeps'
import { createSkinAnalysis3Reader } from './skinAnalysis3Reader'
import { createSubjectHistoryReader } from './subjectHistoryReader'

export function createResultsDesk(deps: ResultsDeps) {
  const skinAnalysis3 = createSkinAnalysis3Reader(deps)
  return {
    forImage: createImageResultsReader(deps, skinAnalysis3),
    history: createSubjectHistoryReader(deps, skinAnalysis3),
    original: createOriginalPhotoReader(deps),
    /** Face Skin Analysis 3.0's masks of an image (SVG as the service sent it: the renderer sanitises it). */
    masks: async (imageId: string) => ({ imageId, masks: await skinAnalysis3.masksOf(imageId) }),
    /** Whether the image's kept results are Face Skin Analysis 3.0's. */
    isSkinAnalysis3Image: (imageId: string) => skinAnalysis3.cachedFor(imageId).length > 0,
  }
}
export type ResultsDesk = ReturnType<typeof createResultsDesk>
