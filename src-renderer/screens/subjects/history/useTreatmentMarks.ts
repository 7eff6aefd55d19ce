/**
 * A history chart's treatment marks (treatmentMarks.ts): the plugin to give the chart when it is made, and the
 * chart to redraw when the treatments are read again, so new marks never make the chart anew. The figure says
 * how many marks were drawn and where (`data-treatment-marks`, `data-treatment-pixels`: tests hover one, as a
 * canvas has no element per mark).
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { Chart } from 'chart.js'
import { treatmentMarksPlugin, type TreatmentMark } from './treatmentMarks'

export function useTreatmentMarks(marks: readonly TreatmentMark[], box: RefObject<HTMLElement | null>) {
  const marksRef = useRef(marks)
  const chartRef = useRef<Chart | null>(null)
  useEffect(() => {
    marksRef.current = marks
    chartRef.current?.draw()
  }, [marks])
  const plugin = useCallback(
    () =>
      treatmentMarksPlugin(
        () => marksRef.current,
        (pixels) => {
          box.current?.setAttribute('data-treatment-marks', String(pixels.length))
          box.current?.setAttribute(
            'data-treatment-pixels',
            pixels.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(';'),
          )
        },
      ),
    [box],
  )
  return { plugin, chartRef }
}
