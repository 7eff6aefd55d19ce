/** How the photos of a capture change: camera shots, files arriving and read, side changes, removals. Pure. */
import type { CaptureSide } from '../../../src-shared/contract'
import type { Photo } from './photoSet'

/** A drop that brought more files than there was room for: which were kept and which were left out. */
export type DropNotice = { kept: string[]; refused: string[]; limit: number }

export type PhotoSetState = { photos: Photo[]; notice: DropNotice | null }

export type PhotoSetAction =
  | { type: 'shot'; photo: Photo }
  | { type: 'dropped'; photos: Photo[]; notice: DropNotice | null }
  | { type: 'read'; photo: Photo }
  | { type: 'side'; id: string; side: CaptureSide }
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
      // A photo removed while it was being read stays removed.
      return { ...state, photos: state.photos.map((p) => (p.id === action.photo.id ? action.photo : p)) }
    case 'side':
      return {
        ...state,
        photos: state.photos.map((p) => (p.id === action.id ? { ...p, side: action.side } : p)),
      }
    case 'remove':
      return { ...state, photos: state.photos.filter((p) => p.id !== action.id) }
  }
}
