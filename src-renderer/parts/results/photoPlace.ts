/**
 * Whose photos a screen shows: the subject its screen is about. `images.original` takes it along, so main can
 * find an image's record (and its link) even when it has not read that subject's visits yet.
 */
import { createContext, useContext } from 'react'

export interface PhotoPlace {
  datasetId: string
  subjectId: string
}

export const PhotoPlaceContext = createContext<PhotoPlace | null>(null)

export function usePhotoPlace(): PhotoPlace | null {
  return useContext(PhotoPlaceContext)
}
