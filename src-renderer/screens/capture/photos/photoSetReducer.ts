/** How the photos of a capture change: camera shots, files arriving and read, side changes, removals. Pure. */
import type { CaptureSide } from '../../../../src-shared/contract'
import type { Photo } from './photoSet'

/** A drop that brought more files than there was room for: which were kept and which were left out. */
export type DropNotice = { kept: string[]; refused: string[]; limit: number }

export type PhotoSetState = { photos: Photo[]; notice: DropNotice | null }

export type PhotoSetAction =
  | { type: 'shot'; photo: Photo }
  | { type: 'dropped'; photos: Photo[]; notice: DropNotice | null }
  /** A file was read; `suggested` is the side its head pose suggests (null: no face to tell). */
  | { type: 'read'; photo: Photo; suggested: CaptureSide | null }
  | { type: 'side'; id: string; side: CaptureSide }
  | { type: 'accept'; id: string; accepted: boolean }
  | { type: 'remove'; id: string }

export const emptyPhotoSet: PhotoSetState = { photos: [], notice: null }

export function photoSetReducer(state: PhotoSetState, action: PhotoSetAction): PhotoSetState {
  switch (action.type) {
    case 'shot':
      // A retake replaces the camera's earlier shot of that side.
      return {
        ...state,
        photos: [
          ...state.photos.filter((p) => !(p.source === 'camera' && p.side === action.photo.side)),
          action.photo,
        ],
      }
    case 'dropped':
      return { photos: [...state.photos, ...action.photos], notice: action.notice }
    case 'read':
      return { ...state, photos: placeRead(state.photos, action.photo, action.suggested) }
    case 'side':
      return {
        ...state,
        photos: state.photos.map((p) =>
          p.id === action.id ? { ...p, side: action.side, sideFrom: 'operator' as const } : p,
        ),
      }
    case 'accept':
      return {
        ...state,
        photos: state.photos.map((p) => (p.id === action.id ? { ...p, acceptedAnyway: action.accepted } : p)),
      }
    case 'remove':
      return { ...state, photos: state.photos.filter((p) => p.id !== action.id) }
  }
}

/**
 * A file read: it takes the side its face suggests when that side is free, or held only by another file's
 * guess (which then takes this one's side); otherwise it keeps its side. The operator's choice made while it
 * was read stands. A photo removed while it was being read stays removed.
 */
function placeRead(photos: readonly Photo[], read: Photo, suggested: CaptureSide | null): Photo[] {
  const current = photos.find((p) => p.id === read.id)
  if (!current) return [...photos]
  const keep = { ...read, side: current.side, sideFrom: current.sideFrom }
  if (current.sideFrom === 'operator' || suggested === null || suggested === current.side) {
    const settled = suggested === current.side && current.sideFrom === 'guess' ? 'face' : keep.sideFrom
    return photos.map((p) => (p.id === read.id ? { ...keep, sideFrom: settled } : p))
  }
  const holder = photos.find((p) => p.id !== read.id && p.side === suggested)
  if (holder && holder.sideFrom !== 'guess') return photos.map((p) => (p.id === read.id ? keep : p))
  return photos.map((p) =>
    p.id === read.id
      ? { ...read, side: suggested, sideFrom: 'face' as const }
      : p.id === holder?.id
        ? { ...p, side: current.side }
        : p,
  )
}
