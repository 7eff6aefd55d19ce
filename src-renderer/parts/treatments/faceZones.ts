/**
 * Where each face zone is drawn on the face map: its view (front, the patient's left or right profile) and its
 * shape there (an ellipse in a 100 × 130 box). A Record over the contract's FaceZone, so a zone added to the
 * contract is a type error here until it has a place. The patient's left is on the right of the front view.
 */
import type { FaceZone } from '../../../src-shared/contract'

export type FaceView = 'front' | 'left' | 'right'
export type ZoneShape = { view: FaceView; cx: number; cy: number; rx: number; ry: number }

export const zoneShapes: Record<FaceZone, ZoneShape> = {
  forehead: { view: 'front', cx: 50, cy: 22, rx: 22, ry: 8 },
  glabella: { view: 'front', cx: 50, cy: 36, rx: 5, ry: 4 },
  crowsFeetRight: { view: 'front', cx: 17, cy: 45, rx: 4, ry: 6 },
  crowsFeetLeft: { view: 'front', cx: 83, cy: 45, rx: 4, ry: 6 },
  underEyeRight: { view: 'front', cx: 34, cy: 51, rx: 8, ry: 3.5 },
  underEyeLeft: { view: 'front', cx: 66, cy: 51, rx: 8, ry: 3.5 },
  nose: { view: 'front', cx: 50, cy: 60, rx: 5, ry: 9 },
  cheekRight: { view: 'front', cx: 26, cy: 67, rx: 9, ry: 8 },
  cheekLeft: { view: 'front', cx: 74, cy: 67, rx: 9, ry: 8 },
  nasolabialRight: { view: 'front', cx: 39, cy: 77, rx: 3, ry: 7 },
  nasolabialLeft: { view: 'front', cx: 61, cy: 77, rx: 3, ry: 7 },
  lips: { view: 'front', cx: 50, cy: 87, rx: 9, ry: 4 },
  marionetteRight: { view: 'front', cx: 37, cy: 95, rx: 3, ry: 5 },
  marionetteLeft: { view: 'front', cx: 63, cy: 95, rx: 3, ry: 5 },
  chin: { view: 'front', cx: 50, cy: 103, rx: 9, ry: 5 },
  neck: { view: 'front', cx: 50, cy: 123, rx: 13, ry: 5 },
  templeLeft: { view: 'left', cx: 42, cy: 34, rx: 8, ry: 8 },
  jawlineLeft: { view: 'left', cx: 45, cy: 98, rx: 16, ry: 5 },
  templeRight: { view: 'right', cx: 58, cy: 34, rx: 8, ry: 8 },
  jawlineRight: { view: 'right', cx: 55, cy: 98, rx: 16, ry: 5 },
}

export const faceViews: readonly FaceView[] = ['front', 'right', 'left']

/** Every zone, in the order the face map and the lists show them (the contract's order). */
export const allZones = Object.keys(zoneShapes) as FaceZone[]

/** The zones of one view. */
export const zonesOf = (view: FaceView): FaceZone[] => allZones.filter((z) => zoneShapes[z].view === view)
