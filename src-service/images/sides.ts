/** Image sides of spec and service-gaps: 1 = front, 2 = right, 3 = left. */
export const sides = { front: 1, right: 2, left: 3 } as const

export type SideTechName = keyof typeof sides
export type SideId = (typeof sides)[SideTechName]

export const sideIds: readonly SideId[] = [sides.front, sides.right, sides.left]

export function sideTechName(sideId: number): SideTechName | null {
  for (const [name, id] of Object.entries(sides)) if (id === sideId) return name as SideTechName
  return null
}

/** Light types: only regular light (1). */
export const lightIds = [1] as const
export const defaultLightId = 1
