/**
 * The treatments on a history chart's time axis: a Chart.js plugin that draws, after the datasets, a thin dashed
 * line and a small triangle on the axis at each treatment's date (treatments on one day share a mark), and, while
 * the pointer rests on a mark's triangle, a box with what was done (the mark's tooltip). Drawn straight on the
 * canvas in one pass: no annotation objects, no dataset, no DOM per mark (the history-render bench: 50 marks
 * on each of the charts of 1,000 results). The same treatments are rows of the chart's table (ChartTable).
 */
import type { Chart, ChartEvent, Plugin } from 'chart.js'

export type TreatmentMark = {
  /** Where the mark stands (ms): the day's first treatment. */
  time: number
  /** The day in words (the box's first line, the table's date). */
  day: string
  /** What was done that day, a line each. */
  lines: readonly string[]
}

export const MARK_COLOUR = '#9a3412'

/** Treatments by day: one mark a day, at its first treatment, its lines in the order given. Pure. */
export function marksByDay(
  treatments: readonly { performedAt: string; text: string }[],
  dayText: (time: number) => string,
): TreatmentMark[] {
  const days = new Map<number, { time: number; lines: string[] }>()
  for (const treatment of treatments) {
    const time = Date.parse(treatment.performedAt)
    if (Number.isNaN(time)) continue
    const at = new Date(time)
    const day = new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime()
    const mark = days.get(day) ?? { time, lines: [] }
    mark.time = Math.min(mark.time, time)
    mark.lines.push(treatment.text)
    days.set(day, mark)
  }
  return [...days.values()]
    .sort((a, b) => a.time - b.time)
    .map(({ time, lines }) => ({ time, day: dayText(time), lines }))
}

const TRIANGLE = 6
const HIT = 7

/**
 * The plugin for one chart's marks (`marksNow`: the marks as they are now, read at each draw); `onDrawn` hears
 * where (x and the axis's y, in CSS pixels of the canvas) the marks inside the axis were drawn.
 */
export function treatmentMarksPlugin(
  marksNow: () => readonly TreatmentMark[],
  onDrawn?: (pixels: readonly (readonly [number, number])[]) => void,
): Plugin<'line'> {
  let hovered: TreatmentMark | null = null
  const pixelOf = (chart: Chart, mark: TreatmentMark) => chart.scales.x?.getPixelForValue(mark.time) ?? NaN
  return {
    id: 'treatmentMarks',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea } = chart
      const marks = marksNow()
      if (hovered && !marks.includes(hovered)) hovered = null
      ctx.save()
      ctx.strokeStyle = MARK_COLOUR
      ctx.fillStyle = MARK_COLOUR
      ctx.lineWidth = 1
      ctx.setLineDash([3, 3])
      ctx.globalAlpha = 0.55
      ctx.beginPath()
      const xs: number[] = []
      for (const mark of marks) {
        const x = pixelOf(chart as Chart, mark)
        if (!(x >= chartArea.left && x <= chartArea.right)) continue
        xs.push(x)
        ctx.moveTo(x, chartArea.top)
        ctx.lineTo(x, chartArea.bottom)
      }
      ctx.stroke()
      ctx.globalAlpha = 1
      ctx.setLineDash([])
      ctx.beginPath()
      for (const x of xs) {
        ctx.moveTo(x, chartArea.bottom - TRIANGLE)
        ctx.lineTo(x - TRIANGLE / 1.4, chartArea.bottom)
        ctx.lineTo(x + TRIANGLE / 1.4, chartArea.bottom)
        ctx.closePath()
      }
      ctx.fill()
      ctx.restore()
      onDrawn?.(xs.map((x) => [x, chartArea.bottom] as const))
    },
    // The mark's box instead of the points' tooltip while the pointer is on a mark, over everything else.
    beforeTooltipDraw: () => (hovered ? false : undefined),
    afterDraw(chart) {
      if (!hovered) return
      chart.ctx.save()
      drawLabel(chart as Chart, pixelOf(chart as Chart, hovered), [hovered.day, ...hovered.lines])
      chart.ctx.restore()
    },
    afterEvent(chart, args) {
      const event: ChartEvent = args.event
      const before = hovered
      if (event.type === 'mouseout' || event.x === null || event.y === null) hovered = null
      else {
        const { bottom } = chart.chartArea
        const near = event.y >= bottom - TRIANGLE - HIT && event.y <= bottom + HIT
        hovered = near
          ? (marksNow().find((m) => Math.abs(pixelOf(chart as Chart, m) - (event.x ?? 0)) <= HIT) ?? null)
          : null
      }
      if (hovered !== before) args.changed = true
    },
  }
}

/** The mark's box: its lines over the chart, beside the mark, kept inside the chart. */
function drawLabel(chart: Chart, x: number, lines: readonly string[]): void {
  const { ctx, chartArea } = chart
  ctx.font = '12px system-ui, sans-serif'
  const width = Math.max(...lines.map((l) => ctx.measureText(l).width)) + 12
  const height = lines.length * 16 + 8
  const left = Math.min(Math.max(x - width / 2, chartArea.left), chartArea.right - width)
  const top = chartArea.bottom - TRIANGLE - height - 4
  ctx.fillStyle = 'rgba(27, 37, 40, 0.92)'
  ctx.fillRect(left, top, width, height)
  ctx.fillStyle = '#ffffff'
  ctx.textBaseline = 'top'
  lines.forEach((line, i) => ctx.fillText(line, left + 6, top + 4 + i * 16))
}
