/**
 * When a capture's analysis is complete: skin metrics on every image, and acne on the front image when an acne
 * run applies. Results are found by their technical names, never by position (spec 2.2).
 */
import type { CaptureSide, ResultRecord } from '../../../src-shared/contract'

export interface UploadedSide {
  side: CaptureSide
  imageId: string
}

export function isAcneResult(result: ResultRecord): boolean {
  return /^acne(\.|$)/i.test(result.algorithm_family_tech_name ?? '')
}

export function resultsComplete(
  sides: readonly UploadedSide[],
  resultsByImage: ReadonlyMap<string, readonly ResultRecord[]>,
  expectAcne: boolean,
): boolean {
  return sides.every(({ side, imageId }) => {
    const results = resultsByImage.get(imageId) ?? []
    const skin = results.some((result) => !isAcneResult(result))
    const acne = !expectAcne || side !== 'front' || results.some(isAcneResult)
    return skin && acne
  })
}

/** Results the algorithms could not compute (`is_ok: false`), one entry per side and reason. */
export function rejectedSides(
  sides: readonly UploadedSide[],
  resultsByImage: ReadonlyMap<string, readonly ResultRecord[]>,
): { side: CaptureSide; reason: string }[] {
  const found: { side: CaptureSide; reason: string }[] = []
  for (const { side, imageId } of sides) {
    for (const result of resultsByImage.get(imageId) ?? []) {
      if (result.is_ok) continue
      const reason = result.result.error ?? result.algorithm_family_tech_name ?? 'unknown'
      if (!found.some((entry) => entry.side === side && entry.reason === reason)) found.push({ side, reason })
    }
  }
  return found
}
