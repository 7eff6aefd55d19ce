/** The photos of the open capture, with the file reading and the thumbnails' object URLs looked after. */
import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { freeSide, splitDrop, suggestSide, maxPhotos, type Photo } from './photoSet'
import { emptyPhotoSet, photoSetReducer, type PhotoSetState } from './photoSetReducer'
import { readPhotoFile } from './readPhotoFile'

export type PhotoSet = PhotoSetState & {
  addShot: (photo: Photo) => void
  addFiles: (files: File[]) => void
  setSide: (id: string, side: CaptureSide) => void
  /** The operator's "send anyway" for a photo a blocking check stopped. */
  accept: (id: string, accepted: boolean) => void
  remove: (id: string) => void
}

let nextId = 1
export const newPhotoId = () => `photo-${nextId++}`

function placeholderFor(file: File, side: CaptureSide): Photo {
  return {
    id: newPhotoId(),
    source: 'file',
    fileName: file.name,
    side,
    status: 'reading',
    bytes: null,
    previewUrl: null,
    width: null,
    height: null,
    analysis: null,
    overridden: [],
    problem: null,
    sideFrom: 'guess',
    acceptedAnyway: false,
  }
}

export function usePhotoSet(mode: CaptureMode): PhotoSet {
  const [state, dispatch] = useReducer(photoSetReducer, emptyPhotoSet)
  const current = useRef(state)
  const modeRef = useRef(mode)
  useEffect(() => {
    current.current = state
    modeRef.current = mode
  })

  // Thumbnails live as long as their photo; whatever is left goes with the screen.
  const urls = useRef(new Set<string>())
  useEffect(() => {
    const live = new Set(state.photos.map((p) => p.previewUrl).filter((u): u is string => u !== null))
    for (const url of urls.current) if (!live.has(url)) URL.revokeObjectURL(url)
    urls.current = live
  }, [state.photos])
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), [])

  const addFiles = useCallback((files: File[]) => {
    const mode = modeRef.current
    const existing = current.current.photos
    const { kept, refused } = splitDrop(existing.length, files, mode)
    const placeholders: Photo[] = []
    for (const file of kept)
      placeholders.push(placeholderFor(file, freeSide([...existing, ...placeholders], mode)))
    const notice = refused.length
      ? { kept: kept.map((f) => f.name), refused: refused.map((f) => f.name), limit: maxPhotos(mode) }
      : null
    dispatch({ type: 'dropped', photos: placeholders, notice })
    placeholders.forEach((placeholder, i) => {
      const file = kept[i]
      if (!file) return
      void readPhotoFile(file, placeholder).then((photo) => {
        const stillWanted = current.current.photos.some((p) => p.id === photo.id)
        if (!stillWanted && photo.previewUrl) URL.revokeObjectURL(photo.previewUrl)
        const mode = modeRef.current
        const suggested =
          mode === 'front' || photo.analysis ? suggestSide(photo.analysis, mode, photo.side) : null
        dispatch({ type: 'read', photo, suggested })
      })
    })
  }, [])

  return {
    ...state,
    addShot: useCallback((photo: Photo) => dispatch({ type: 'shot', photo }), []),
    addFiles,
    setSide: useCallback((id: string, side: CaptureSide) => dispatch({ type: 'side', id, side }), []),
    remove: useCallback((id: string) => dispatch({ type: 'remove', id }), []),
    accept: useCallback((id: string, accepted: boolean) => dispatch({ type: 'accept', id, accepted }), []),
  }
}
