/**
 * Smoothing of a main metric over a subject's images (spec 4.3, service-gaps.md "Smoothed metrics"), as a pure
 * function: the history charts draw it (offline too), and a client test checks it against the service's
 * `smoothed_metrics`.
 */
export type SmoothingMethod = 'mean' | 'linear_regression'

export interface TimedValue {
  /** Capture time, milliseconds since the epoch. */
  time: number
  value: number
}

const DAY_MS = 86_400_000
/** Floating-point noise is ignored before rounding down: 29.999999999 is 30, not 29. */
const EPSILON = 1e-9

const floorValue = (value: number) => Math.floor(value + EPSILON)

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** Least squares of value against time, evaluated at `at`; all times equal (then every x is exactly 0) → the mean. */
function regressionAt(window: readonly TimedValue[], at: number): number {
  const xs = window.map((point) => (point.time - at) / DAY_MS)
  const ys = window.map((point) => point.value)
  const meanX = mean(xs)
  const meanY = mean(ys)
  let sxx = 0
  let sxy = 0
  xs.forEach((x, i) => {
    sxx += (x - meanX) ** 2
    sxy += (x - meanX) * ((ys[i] ?? meanY) - meanY)
  })
  if (sxx === 0) return meanY
  return meanY - (sxy / sxx) * meanX
}

/**
 * The smoothed value of every point, in the order given. A point's window is the point itself plus up to `n`
 * earlier points (by time; equal times keep the order given), and with `windowDays` only those at most that
 * many days older. `mean`: the window's average; `linear_regression`: the least-squares line of value against
 * time at the point's time. Both rounded down (20, 40, 25 → 28).
 */
export function smoothSeries(
  points: readonly TimedValue[],
  method: SmoothingMethod,
  n: number,
  windowDays?: number,
): number[] {
  const order = points.map((_, i) => i).sort((a, b) => (points[a]?.time ?? 0) - (points[b]?.time ?? 0))
  const sorted = order.map((i) => points[i] as TimedValue)
  const smoothed = new Array<number>(points.length)
  sorted.forEach((point, k) => {
    const oldest = windowDays === undefined ? -Infinity : point.time - windowDays * DAY_MS
    const window: TimedValue[] = [point]
    for (let j = k - 1; j >= 0 && window.length <= n; j--) {
      const earlier = sorted[j] as TimedValue
      if (earlier.time < oldest) break
      window.push(earlier)
    }
    const value = method === 'mean' ? mean(window.map((p) => p.value)) : regressionAt(window, point.time)
    smoothed[order[k] as number] = floorValue(value)
  })
  return smoothed
}

/**
 * `smoothSeries` within each version of the analysis apart (points measured by Face Skin Metrics 2.0 and by Face
 * Skin Analysis 3.0 are defined differently, so one never smooths the other), in the order given.
 */
export function smoothByVersion(
  points: readonly (TimedValue & { version: string | null })[],
  method: SmoothingMethod,
  n: number,
): number[] {
  const out = new Array<number>(points.length)
  const groups = new Map<string | null, number[]>()
  points.forEach((point, i) => {
    const group = groups.get(point.version)
    if (group) group.push(i)
    else groups.set(point.version, [i])
  })
  for (const indexes of groups.values()) {
    const smoothed = smoothSeries(
      indexes.map((i) => points[i] as TimedValue),
      method,
      n,
    )
    indexes.forEach((i, k) => (out[i] = smoothed[k] ?? 0))
  }
  return out
}
