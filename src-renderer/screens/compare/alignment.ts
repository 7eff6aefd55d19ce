/**
 * The after photo's move onto the before one (src-shared/domain/faceAlignment.ts, the one place main's
 * before/after sheet shares) as a CSS transform of its layer, in percent of the frame. Pure.
 */
import type { Alignment } from '../../../src-shared/domain/faceAlignment'

/** The alignment as a CSS transform of the layer (its transform-origin the centre, as the photos' is). */
export function alignmentCss(move: Alignment): string {
  const percent = (share: number) => `${(share * 100).toFixed(4)}%`
  return `translate(${percent(move.dx)}, ${percent(move.dy)}) rotate(${move.rotation.toFixed(6)}rad) scale(${move.scale.toFixed(6)})`
}
