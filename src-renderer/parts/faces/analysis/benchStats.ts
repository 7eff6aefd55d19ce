/**
 * Figures for the browser benches only, exposed when the page was opened with `?bench` and nowhere otherwise:
 * frames analysed so far (`window.__guidanceStats`, tests/bench/guidance.bench.ts), and when each stored photo
 * was measured (`window.__photoMeasures`, tests/bench/alignment.bench.ts).
 */
type GuidanceStats = { frames: number; since: number }
/** `decoded`: when the analysis-size copy was ready (the rest is the face model). */
type PhotoMeasure = { start: number; decoded: number; end: number; width: number; height: number }

declare global {
  interface Window {
    __guidanceStats?: GuidanceStats
    __photoMeasures?: PhotoMeasure[]
  }
}

const enabled = new URLSearchParams(location.search).has('bench')

export function countAnalysedFrame(): void {
  if (!enabled) return
  window.__guidanceStats ??= { frames: 0, since: performance.now() }
  window.__guidanceStats.frames++
}

export function recordPhotoMeasure(measure: PhotoMeasure): void {
  if (!enabled) return
  window.__photoMeasures ??= []
  window.__photoMeasures.push(measure)
}
