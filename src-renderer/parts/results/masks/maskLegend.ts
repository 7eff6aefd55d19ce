import type { PreparedMask } from './prepareMask'

/** The parameters that can be shown on the photo, in the order their toggles appear; others follow by name. */
export const KNOWN_MASKS = ['redness', 'pigmentation', 'pores', 'pimples'] as const

export function maskOrder(parameters: readonly string[]): string[] {
  const rank = (p: string) => {
    const i = (KNOWN_MASKS as readonly string[]).indexOf(p)
    return i < 0 ? KNOWN_MASKS.length : i
  }
  return [...parameters].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/**
 * The masks two photos offer together (compare): one entry per parameter, in the legend's order, a drawable one
 * where either photo has it, else the one that could not be drawn (so its note is shown).
 */
export function unionOfMasks(...lists: (readonly PreparedMask[])[]): PreparedMask[] {
  const byParameter = new Map<string, PreparedMask>()
  for (const mask of lists.flat()) {
    const known = byParameter.get(mask.parameter)
    if (!known || (!known.ok && mask.ok)) byParameter.set(mask.parameter, mask)
  }
  return maskOrder([...byParameter.keys()]).flatMap((p) => {
    const mask = byParameter.get(p)
    return mask ? [mask] : []
  })
}

/** Opacity of the masks when first shown, in percent. */
export const DEFAULT_MASK_OPACITY = 70
