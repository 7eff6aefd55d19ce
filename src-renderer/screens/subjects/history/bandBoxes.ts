/** The score bands as subtle boxes behind a 0–100 chart (chartjs-plugin-annotation). */
import type { AnnotationOptions } from 'chartjs-plugin-annotation'
import { bands, type BandName } from '../../../../src-shared/domain/scoreBands'

export const bandColours: Record<BandName, string> = {
  bad: 'rgba(196, 64, 52, 0.08)',
  poor: 'rgba(214, 122, 40, 0.08)',
  average: 'rgba(204, 168, 40, 0.08)',
  good: 'rgba(120, 170, 70, 0.08)',
  great: 'rgba(46, 150, 96, 0.09)',
  excellent: 'rgba(11, 107, 107, 0.10)',
}

export function bandBoxes(label: (band: BandName) => string): Record<string, AnnotationOptions> {
  const boxes: Record<string, AnnotationOptions> = {}
  for (const band of bands) {
    boxes[band.name] = {
      type: 'box',
      yMin: band.from,
      yMax: band.to,
      backgroundColor: bandColours[band.name],
      borderWidth: 0,
      drawTime: 'beforeDatasetsDraw',
      label: {
        display: true,
        content: label(band.name),
        position: { x: 'end', y: 'center' },
        color: 'rgba(60, 75, 80, 0.55)',
        font: { size: 10 },
      },
    }
  }
  return boxes
}
