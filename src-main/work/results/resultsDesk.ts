/** The three read-through channels of results: an image's results, a subject's history, a photo. */
import { createImageResultsReader } from './imageResultsReader'
import { createOriginalPhotoReader } from './originalPhoto'
import type { ResultsDeps } from './resultsDeps'
import { createSubjectHistoryReader } from './subjectHistoryReader'

export function createResultsDesk(deps: ResultsDeps) {
  return {
    forImage: createImageResultsReader(deps),
    history: createSubjectHistoryReader(deps),
    original: createOriginalPhotoReader(deps),
  }
}
export type ResultsDesk = ReturnType<typeof createResultsDesk>
