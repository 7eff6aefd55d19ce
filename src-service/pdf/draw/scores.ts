import { bandColor, SCORE_BANDS } from '../bands'
import type { ReportModel } from '../model'
import { COLORS, CONTENT_TOP, CONTENT_WIDTH, MARGIN, SIZES } from '../theme'
import {
  drawRule,
  drawSectionHeading,
  drawText,
  ensureSpace,
  measureText,
  textWidth,
  type DrawContext,
} from './context'

type Score = ReportModel['scores'][number]

const ROW_HEIGHT = 38
const NAME_WIDTH = 132
const VALUE_WIDTH = 34
const GAP = 14
const BAR_HEIGHT = 9

/** One row per 0–100 score of the face: name, banded bar with a marker, value, band chip; then the legend. */
export function drawScores(ctx: DrawContext): void {
  const { scores, strings } = ctx.model
  if (scores.length === 0) return
  drawSectionHeading(ctx, strings.scoresHeading, ROW_HEIGHT * Math.min(scores.length, 2))
  const chipWidth = Math.max(...SCORE_BANDS.map((b) => textWidth(ctx, strings.bands[b.band], chipStyle))) + 20
  const barX = MARGIN + NAME_WIDTH + GAP
  const barWidth = CONTENT_WIDTH - NAME_WIDTH - VALUE_WIDTH - chipWidth - 3 * GAP
  for (const [index, score] of scores.entries()) {
    ensureSpace(ctx, ROW_HEIGHT)
    if (index > 0 && ctx.y > CONTENT_TOP) drawRule(ctx, ctx.y)
    drawScoreRow(ctx, score, { barX, barWidth, chipWidth })
    ctx.y += ROW_HEIGHT
  }
  drawRule(ctx, ctx.y)
  ctx.y += 8
  drawLegend(ctx, barX, barWidth)
}

const chipStyle = { weight: 'bold' as const, size: 8 }

function drawScoreRow(
  ctx: DrawContext,
  score: Score,
  layout: { barX: number; barWidth: number; chipWidth: number },
): void {
  const { doc } = ctx
  const middle = ctx.y + ROW_HEIGHT / 2
  const nameStyle = { weight: 'bold' as const, size: 10.5, color: COLORS.ink, width: NAME_WIDTH }
  drawText(ctx, score.label, MARGIN, middle - measureText(ctx, score.label, nameStyle) / 2, nameStyle)

  drawBandedBar(ctx, layout.barX, middle - BAR_HEIGHT / 2, layout.barWidth)
  const markerX = layout.barX + (Math.min(Math.max(score.value, 0), 100) / 100) * layout.barWidth
  doc.circle(markerX, middle, 6).lineWidth(2).fillAndStroke(bandColor(score.band), COLORS.white)

  const valueX = layout.barX + layout.barWidth + GAP
  const valueStyle = {
    weight: 'bold' as const,
    size: 15,
    color: COLORS.ink,
    width: VALUE_WIDTH,
    align: 'right' as const,
  }
  drawText(
    ctx,
    score.valueText,
    valueX,
    middle - measureText(ctx, score.valueText, valueStyle) / 2,
    valueStyle,
  )

  const chipX = valueX + VALUE_WIDTH + GAP
  doc.roundedRect(chipX, middle - 9, layout.chipWidth, 18, 9).fill(bandColor(score.band))
  const style = { ...chipStyle, color: COLORS.white, width: layout.chipWidth, align: 'center' as const }
  drawText(ctx, score.bandLabel, chipX, middle - measureText(ctx, score.bandLabel, style) / 2, style)
}

/** The 0–100 track, tinted by band so the marker's position reads at a glance. */
function drawBandedBar(ctx: DrawContext, x: number, y: number, width: number): void {
  const { doc } = ctx
  doc.save()
  doc.roundedRect(x, y, width, BAR_HEIGHT, BAR_HEIGHT / 2).clip()
  for (const band of SCORE_BANDS) {
    const from = x + (band.from / 100) * width
    doc.rect(from, y, ((band.to - band.from) / 100) * width, BAR_HEIGHT).fill(band.tint)
  }
  doc.restore()
}

/** Ticks at the band edges under the bar column, then the bands' names and colours. */
function drawLegend(ctx: DrawContext, barX: number, barWidth: number): void {
  const { strings } = ctx.model
  ensureSpace(ctx, 40)
  const tickStyle = { size: 7, color: COLORS.muted, width: 24, align: 'center' as const }
  for (const edge of [0, 30, 50, 70, 80, 90, 100]) {
    drawText(ctx, String(edge), barX + (edge / 100) * barWidth - 12, ctx.y, tickStyle)
  }
  ctx.y += 14
  let x = MARGIN
  const labelStyle = { size: SIZES.small, color: COLORS.text }
  for (const band of [...SCORE_BANDS].reverse()) {
    const range = band.from === 0 ? `0–${band.to}` : `${band.from + 1}–${band.to}`
    const label = `${strings.bands[band.band]} ${range}`
    const width = textWidth(ctx, label, labelStyle) + 12
    if (x + width > MARGIN + CONTENT_WIDTH) {
      x = MARGIN
      ctx.y += 13
    }
    ctx.doc.roundedRect(x, ctx.y + 2, 7, 7, 2).fill(band.color)
    drawText(ctx, label, x + 10, ctx.y, { ...labelStyle, width: width })
    x += width + 10
  }
  ctx.y += 14
  ctx.y += drawText(ctx, strings.scoresNote, MARGIN, ctx.y, { size: SIZES.small, color: COLORS.muted })
}
