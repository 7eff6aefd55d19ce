/**
 * A parameter's mask on one photo, as SVG in the photo's own pixels (`viewBox` = its size, so the SVG lies on
 * the photo when both fill the same box): drawn from where the analysis found what the parameter counts. One
 * `<path>` per mask keeps the document small however many pores there are.
 */
import type { MaskedParameter } from '../analysis/results/skinAnalysis3'
import type { FaceFeatures } from '../processing/analysisTypes'

const f = (v: number) => String(Math.round(v * 10) / 10)

/** A circle as a path: two half arcs. */
const circle = (x: number, y: number, r: number) =>
  `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0z`

function shapes(parameter: MaskedParameter, features: FaceFeatures, stroke: number): string {
  switch (parameter) {
    case 'redness': {
      const d = features.redness.map(([x, y, w, h]) => `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`)
      return `<path class="redness" fill="#e5484d" fill-opacity="0.55" d="${d.join('')}"/>`
    }
    case 'pigmentation': {
      const d = features.spots.map(([x, y, r]) => circle(x, y, r + stroke))
      return `<path class="spots" fill="none" stroke="#8d4b1f" stroke-width="${f(stroke)}" d="${d.join('')}"/>`
    }
    case 'pores': {
      const d = features.pores.map(([x, y, r]) => circle(x, y, Math.max(r, stroke)))
      return `<path class="pores" fill="#0090ff" fill-opacity="0.8" d="${d.join('')}"/>`
    }
    case 'pimples': {
      const ring = (pustule: 0 | 1) =>
        features.lesions.filter((l) => l[3] === pustule).map(([x, y, r]) => circle(x, y, r + 2 * stroke))
      return (
        `<path class="papules" fill="none" stroke="#d6409f" stroke-width="${f(stroke)}" d="${ring(0).join('')}"/>` +
        `<path class="pustules" fill="none" stroke="#ffc53d" stroke-width="${f(stroke)}" d="${ring(1).join('')}"/>`
      )
    }
  }
}

export function maskSvg(parameter: MaskedParameter, features: FaceFeatures): string {
  const { width, height } = features
  // lines about 1.5 px on a 1000 px wide view of the photo
  const stroke = Math.max(1, Math.max(width, height) / 700)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}" data-parameter="${parameter}">${shapes(parameter, features, stroke)}</svg>`
  )
}
