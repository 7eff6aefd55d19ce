/** sRGB (8-bit, D65) to CIELAB, one plane per channel. */
import type { RgbImage } from './decode'

export interface LabPlanes {
  width: number
  height: number
  L: Float32Array
  A: Float32Array
  B: Float32Array
}

const LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const c = i / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
})
const WHITE_X = 0.95047
const WHITE_Z = 1.08883
const EPSILON = 216 / 24389
const KAPPA = 24389 / 27

const f = (t: number): number => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116)

export function toLab(image: RgbImage): LabPlanes {
  const n = image.width * image.height
  const L = new Float32Array(n)
  const A = new Float32Array(n)
  const B = new Float32Array(n)
  const d = image.data
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const r = LINEAR[d[j] ?? 0] ?? 0
    const g = LINEAR[d[j + 1] ?? 0] ?? 0
    const b = LINEAR[d[j + 2] ?? 0] ?? 0
    const fx = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE_X)
    const fy = f(0.2126729 * r + 0.7151522 * g + 0.072175 * b)
    const fz = f((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE_Z)
    L[i] = 116 * fy - 16
    A[i] = 500 * (fx - fy)
    B[i] = 200 * (fy - fz)
  }
  return { width: image.width, height: image.height, L, A, B }
}
