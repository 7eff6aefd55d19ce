/**
 * Frames analysed so far, for tests/bench/guidance.bench.ts only: exposed as `window.__guidanceStats` when the
 * page was opened with `?bench`, and nowhere otherwise.
 */
type GuidanceStats = { frames: number; since: number }

declare global {
  interface Window {
    __guidanceStats?: GuidanceStats
  }
}

const enabled = new URLSearchParams(location.search).has('bench')

export function countAnalysedFrame(): void {
  if (!enabled) return
  window.__guidanceStats ??= { frames: 0, since: performance.now() }
  window.__guidanceStats.frames++
}
