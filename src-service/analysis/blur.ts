/**
 * Normalised (masked) box blur: the mean of `values` over the mask pixels of a (2r+1)² window, so pixels
 * outside the skin never bleed into skin statistics. `passes` > 1 repeats the box (2 ≈ triangle kernel).
 */

function boxSum(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length)
  for (let y = 0; y < height; y++) {
    const row = y * width
    let sum = 0
    for (let x = 0; x < Math.min(r, width); x++) sum += src[row + x] ?? 0
    for (let x = 0; x < width; x++) {
      if (x + r < width) sum += src[row + x + r] ?? 0
      if (x - r - 1 >= 0) sum -= src[row + x - r - 1] ?? 0
      tmp[row + x] = sum
    }
  }
  // vertical pass row by row with a running sum per column (cache friendly)
  const out = new Float32Array(src.length)
  const col = new Float64Array(width)
  for (let y = 0; y < Math.min(r, height); y++) {
    for (let x = 0; x < width; x++) col[x] = (col[x] ?? 0) + (tmp[y * width + x] ?? 0)
  }
  for (let y = 0; y < height; y++) {
    const add = y + r < height ? (y + r) * width : -1
    const drop = y - r - 1 >= 0 ? (y - r - 1) * width : -1
    const row = y * width
    for (let x = 0; x < width; x++) {
      let c = col[x] ?? 0
      if (add >= 0) c += tmp[add + x] ?? 0
      if (drop >= 0) c -= tmp[drop + x] ?? 0
      col[x] = c
      out[row + x] = c
    }
  }
  return out
}

export class MaskedBlur {
  private readonly weights = new Map<string, Float32Array>()
  private readonly maskValues: Float32Array

  constructor(
    private readonly mask: Uint8Array,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.maskValues = Float32Array.from(mask, (m) => (m ? 1 : 0))
  }

  private repeat(src: Float32Array, r: number, passes: number): Float32Array {
    let out = src
    for (let i = 0; i < passes; i++) out = boxSum(out, this.width, this.height, r)
    return out
  }

  private weight(r: number, passes: number): Float32Array {
    const key = `${r}:${passes}`
    let w = this.weights.get(key)
    if (!w) {
      w = this.repeat(this.maskValues, r, passes)
      this.weights.set(key, w)
    }
    return w
  }

  /** Mean of `values` over mask pixels near each pixel; 0 where the window holds no mask pixel. */
  blur(values: Float32Array, r: number, passes = 1): Float32Array {
    const masked = new Float32Array(values.length)
    for (let i = 0; i < values.length; i++) masked[i] = this.mask[i] ? (values[i] ?? 0) : 0
    const sums = this.repeat(masked, r, passes)
    const w = this.weight(r, passes)
    for (let i = 0; i < sums.length; i++) {
      const wi = w[i] ?? 0
      sums[i] = wi > 1e-6 ? (sums[i] ?? 0) / wi : 0
    }
    return sums
  }
}
