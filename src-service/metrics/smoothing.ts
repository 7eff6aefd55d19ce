/** Smoothing of a main metric over an image and the images before it (spec 4.3, service-gaps.md). */
export type SmoothingMethod = 'mean' | 'linear_regression'

export const smoothingMethods: readonly SmoothingMethod[] = ['mean', 'linear_regression']

export interface Sample {
  value: number
  /** Capture time, milliseconds since the epoch. */
  time: number
}

/** Tolerance for floating-point noise before rounding down: 29.999999999 is 30, not 29. */
const epsilon = 1e-9

/** Rounds down (toward −∞), ignoring floating-point noise. */
export function floorValue(value: number): number {
  return Math.floor(value + epsilon)
}

/** The average of the values, rounded down: 20, 40, 25 → 28. */
export function smoothMean(values: readonly number[]): number {
  if (values.length === 0) throw new Error('Nothing to smooth')
  return floorValue(values.reduce((sum, value) => sum + value, 0) / values.length)
}

/**
 * The least-squares line of value against time over the samples, evaluated at `at`, rounded down. One
 * sample gives its own value; samples that all share one time (no slope can be fitted) give their mean.
 */
export function smoothLinearRegression(samples: readonly Sample[], at: number): number {
  if (samples.length === 0) throw new Error('Nothing to smooth')
  const day = 86_400_000
  const xs = samples.map((sample) => (sample.time - at) / day)
  const ys = samples.map((sample) => sample.value)
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length
  let sxx = 0
  let sxy = 0
  xs.forEach((x, i) => {
    sxx += (x - meanX) ** 2
    sxy += (x - meanX) * ((ys[i] ?? 0) - meanY)
  })
  if (sxx < 1e-12) return floorValue(meanY)
  return floorValue(meanY + (sxy / sxx) * (0 - meanX))
}

/** Smooths the window (the image itself and the earlier samples) at the image's time. */
export function smoothSeries(method: SmoothingMethod, window: readonly Sample[], at: number): number {
  return method === 'mean'
    ? smoothMean(window.map((sample) => sample.value))
    : smoothLinearRegression(window, at)
}
