/** Image sides as the service numbers them (service-gaps.md, Images): 1 = front, 2 = right, 3 = left. */
export type ImageSide = 'front' | 'right' | 'left'

export const sideIds: Readonly<Record<ImageSide, number>> = { front: 1, right: 2, left: 3 }

export function sideOfId(sideId: number): ImageSide | null {
  if (sideId === sideIds.front) return 'front'
  if (sideId === sideIds.right) return 'right'
  if (sideId === sideIds.left) return 'left'
  return null
}

/** Light types: 1 = regular light, the only one the workstation takes. */
export const REGULAR_LIGHT_ID = 1
