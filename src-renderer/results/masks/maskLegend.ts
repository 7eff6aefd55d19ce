/** The parameters that can be shown on the photo, in the order their toggles appear; others follow by name. */
export const KNOWN_MASKS = ['redness', 'pigmentation', 'pores', 'pimples'] as const

export function maskOrder(parameters: readonly string[]): string[] {
  const rank = (p: string) => {
    const i = (KNOWN_MASKS as readonly string[]).indexOf(p)
    return i < 0 ? KNOWN_MASKS.length : i
  }
  return [...parameters].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** Opacity of the masks when first shown, in percent. */
export const DEFAULT_MASK_OPACITY = 70
