import type { ReportModel } from '../model'
import { COLORS, CONTENT_WIDTH, MARGIN, SIZES } from '../theme'
import { drawRule, drawSectionHeading, drawText, ensureSpace, measureText, type DrawContext } from './context'

type Table = ReportModel['details'][number]

const AREA_WIDTH = 130
const VALUE_WIDTH = 100
const CELL_PADDING = 8
const ROW_PADDING = 4

/** Per algorithm, a small table of its sub-metrics and of its results on other areas than the face. */
export function drawDetails(ctx: DrawContext): void {
  const { details, strings } = ctx.model
  if (details.length === 0) return
  drawSectionHeading(ctx, strings.detailsHeading, 60)
  drawColumnHeads(ctx)
  for (const table of details) drawTable(ctx, table)
}

function columns(): { metric: number; area: number; value: number; metricWidth: number } {
  const metricWidth = CONTENT_WIDTH - AREA_WIDTH - VALUE_WIDTH - 2 * CELL_PADDING
  return {
    metric: MARGIN + CELL_PADDING,
    area: MARGIN + CELL_PADDING + metricWidth,
    value: MARGIN + CONTENT_WIDTH - CELL_PADDING - VALUE_WIDTH,
    metricWidth: metricWidth - CELL_PADDING,
  }
}

function drawColumnHeads(ctx: DrawContext): void {
  const { strings } = ctx.model
  const col = columns()
  const style = { weight: 'bold' as const, size: SIZES.small, color: COLORS.muted, characterSpacing: 0.5 }
  const upper = (text: string): string => text.toLocaleUpperCase(ctx.locale)
  drawText(ctx, upper(strings.metricColumn), col.metric, ctx.y, { ...style, width: col.metricWidth })
  drawText(ctx, upper(strings.areaColumn), col.area, ctx.y, { ...style, width: AREA_WIDTH - CELL_PADDING })
  drawText(ctx, upper(strings.valueColumn), col.value, ctx.y, {
    ...style,
    width: VALUE_WIDTH,
    align: 'right',
  })
  ctx.y += 14
}

function drawTable(ctx: DrawContext, table: Table): void {
  const col = columns()
  const headingStyle = { weight: 'bold' as const, size: 10, color: COLORS.ink }
  const cellStyle = { size: SIZES.body, color: COLORS.text }
  const rowHeight = (row: Table['rows'][number]): number =>
    Math.max(
      measureText(ctx, row.metric, { ...cellStyle, width: col.metricWidth }),
      measureText(ctx, row.area, { ...cellStyle, width: AREA_WIDTH - CELL_PADDING }),
    ) +
    2 * ROW_PADDING
  const first = table.rows[0]
  ensureSpace(ctx, 26 + (first ? rowHeight(first) : 0))
  ctx.y += 6
  ctx.y += drawText(ctx, table.heading, MARGIN, ctx.y, headingStyle) + 3
  drawRule(ctx, ctx.y, COLORS.ink, 0.5)
  for (const [index, row] of table.rows.entries()) {
    const height = rowHeight(row)
    ensureSpace(ctx, height)
    if (index % 2 === 1) ctx.doc.rect(MARGIN, ctx.y, CONTENT_WIDTH, height).fill(COLORS.zebra)
    const top = ctx.y + ROW_PADDING
    drawText(ctx, row.metric, col.metric, top, { ...cellStyle, width: col.metricWidth })
    drawText(ctx, row.area, col.area, top, {
      ...cellStyle,
      color: COLORS.muted,
      width: AREA_WIDTH - CELL_PADDING,
    })
    drawText(ctx, row.value, col.value, top, {
      ...cellStyle,
      weight: 'bold',
      color: COLORS.ink,
      width: VALUE_WIDTH,
      align: 'right',
    })
    ctx.y += height
  }
  drawRule(ctx, ctx.y)
  ctx.y += 6
}
