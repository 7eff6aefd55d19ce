/**
 * The sides of a face a capture photographs, and the one order every list, step and upload shows them in:
 * front, left, right. A front capture takes the front only; a triplet all three. Pure; imports nothing.
 */
export const captureSides = ['front', 'left', 'right'] as const
export type Side = (typeof captureSides)[number]

export const captureModes = ['front', 'triplet'] as const
export type Mode = (typeof captureModes)[number]

const sidesByMode: Readonly<Record<Mode, readonly Side[]>> = {
  front: ['front'],
  triplet: captureSides,
}

/** The photos a capture in this mode needs, in side order. */
export function sidesOfMode(mode: Mode): readonly Side[] {
  return sidesByMode[mode]
}

/** 0 for front, 1 for left, 2 for right: for sorting, and for "step n of 3". */
export function sideRank(side: Side): number {
  return captureSides.indexOf(side)
}

/**
 * Anything with a side, sorted by side order (a stable sort). A photo whose side is not known counts as a
 * front one: a capture of one photo is a front capture.
 */
export function inSideOrder<T>(items: readonly T[], sideOf: (item: T) => Side | null): T[] {
  const rank = (item: T) => sideRank(sideOf(item) ?? 'front')
  return [...items].sort((a, b) => rank(a) - rank(b))
}

/** The side a text names, if it names one of ours. */
export function asSide(value: unknown): Side | null {
  return typeof value === 'string' && (captureSides as readonly string[]).includes(value)
    ? (value as Side)
    : null
}
