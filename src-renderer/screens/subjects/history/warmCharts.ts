/**
 * Runs the history charts' code once, on a canvas nobody sees, while the page is idle: the subject screen's chunk
 * is loaded ahead while a list is shown (shell/OpenScreen.tsx), and the first history drawn after a start was
 * drawn with cold code (chart.js, its date adapter and plugins, our configuration: compiled on first use), most of
 * the difference between the first open of a subject after a start and the next (docs/PERFORMANCE.md section 1).
 * A chart on an OffscreenCanvas touches no element and no canvas of the page.
 */
import { chartConfig } from './chartConfig'
import { dateLocaleFor } from './chartLocale'
import { Chart } from './chartSetup'
import type { NumericSeries } from './series'
import { CHARTS_WARMED } from './warmMark'

const DAY = 86_400_000

function warmOnce(): void {
  const points = Array.from({ length: 12 }, (_, i) => ({
    time: Date.UTC(2026, 0, 1) + i * 7 * DAY,
    imageId: `warm-${i}`,
    capturedAt: new Date(Date.UTC(2026, 0, 1) + i * 7 * DAY).toISOString(),
    version: null,
    value: 40 + (i % 5) * 3,
  }))
  const series: NumericSeries = {
    kind: 'numeric',
    techName: 'warm',
    name: 'warm',
    units: null,
    isScore: true,
    points,
  }
  const text = () => ''
  const config = chartConfig(
    series,
    points.map((p) => p.value),
    dateLocaleFor('en'),
    {
      measured: '',
      smoothed: '',
      versionFrom: text,
      band: text,
      date: text,
      number: String,
      poorPhoto: text,
    },
    () => undefined,
  )
  const canvas = new OffscreenCanvas(640, 240) as unknown as HTMLCanvasElement
  new Chart(canvas, config).destroy()
}

/**
 * Once per page (shell/OpenScreen.tsx calls it while a list is shown and the page is idle); nothing without an
 * OffscreenCanvas (tests' DOMs). A warm-up that fails costs the first history its speed, nothing else.
 */
let warmed = false
export function warmCharts(): void {
  if (warmed || typeof OffscreenCanvas === 'undefined') return
  warmed = true
  try {
    warmOnce()
    // for the profiles and tests/e2e/history-cost.test.ts: the code ran, and when
    performance.mark(CHARTS_WARMED)
  } catch {
    // nothing to do: the first history compiles the code itself
  }
}
