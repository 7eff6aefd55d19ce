/**
 * Keeps a v3 batch's masks on this computer: each parameter's SVG per side, fetched from its link (a storage
 * host, without the key) or taken as given, stored per side's image. Kept as text, never parsed here: the
 * renderer sanitises it (DOMPurify's SVG profile) before drawing it. A mask larger than MAX_MASK_BYTES, or one that
 * does not look like SVG, is left out (the parameter then shows without "show where"), never the results.
 */
import type { CaptureSide } from '../../../src-shared/contract'
import { V3_SIDES, type SkinAnalysis3Api, type SkinAnalysis3Results } from '../../api'
import type { ImageMasksStore, StoredMask } from '../../store/cache/imageMasks'

/** A mask is a few kilobytes of paths; anything near this is not one. */
export const MAX_MASK_BYTES = 2 * 1024 * 1024

const looksLikeSvg = (text: string) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)

export async function keepMasks(
  results: SkinAnalysis3Results,
  images: Partial<Record<CaptureSide, string>>,
  ctx: { api: { skinAnalysis3: SkinAnalysis3Api }; masks: ImageMasksStore; signal: AbortSignal },
): Promise<void> {
  for (const side of V3_SIDES) {
    const imageId = images[side]
    if (!imageId) continue
    const kept: StoredMask[] = []
    for (const parameter of results.parameters) {
      const source = parameter.masks[side]
      if (!source) continue
      const svg =
        source.kind === 'inline' ? source.svg : await ctx.api.skinAnalysis3.maskSvg(source.url, ctx.signal)
      if (Buffer.byteLength(svg, 'utf8') <= MAX_MASK_BYTES && looksLikeSvg(svg))
        kept.push({ parameter: parameter.name, svg })
    }
    ctx.masks.put(imageId, kept)
  }
}
