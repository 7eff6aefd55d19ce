/** Medians by histogram: exact to HISTOGRAM_STEP, linear time, no sorting. */

export const HISTOGRAM_STEP = 0.01
const LO = -160
const HI = 160
const BINS = Math.round((HI - LO) / HISTOGRAM_STEP) + 1

export class MedianHistogram {
  private readonly bins = new Uint32Array(BINS)
  private n = 0

  add(v: number) {
    const k = Math.min(BINS - 1, Math.max(0, Math.round((v - LO) / HISTOGRAM_STEP)))
    this.bins[k] = (this.bins[k] ?? 0) + 1
    this.n++
  }

  /** The lower median (value of the ⌈n/2⌉-th smallest, to the bin); 0 when empty. */
  median(): number {
    if (this.n === 0) return 0
    const target = Math.ceil(this.n / 2)
    let seen = 0
    for (let k = 0; k < BINS; k++) {
      seen += this.bins[k] ?? 0
      if (seen >= target) return LO + k * HISTOGRAM_STEP
    }
    return HI
  }
}
