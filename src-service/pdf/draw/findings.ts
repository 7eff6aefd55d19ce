import { COLORS, CONTENT_WIDTH, MARGIN, SIZES } from '../theme'
import { drawSectionHeading, drawText, ensureSpace, measureText, type DrawContext } from './context'

const COLUMNS = 3
const GAP = 10
const PADDING = 10

/** Category metrics (skin tone, acne class) and counts of the face, as a grid of labelled cards. */
export function drawFindings(ctx: DrawContext): void {
  const { findings, strings } = ctx.model
  if (findings.length === 0) return
  const cardWidth = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS
  const innerWidth = cardWidth - 2 * PADDING
  const labelStyle = { size: SIZES.label, color: COLORS.muted, width: innerWidth }
  const valueStyle = { weight: 'bold' as const, size: 13, color: COLORS.ink, width: innerWidth }
  const rows: Array<typeof findings> = []
  for (let index = 0; index < findings.length; index += COLUMNS)
    rows.push(findings.slice(index, index + COLUMNS))
  const rowHeight = (row: typeof findings): number =>
    Math.max(
      ...row.map((f) => measureText(ctx, f.label, labelStyle) + 3 + measureText(ctx, f.value, valueStyle)),
    ) +
    2 * PADDING

  drawSectionHeading(ctx, strings.findingsHeading, rowHeight(rows[0] ?? []))
  for (const row of rows) {
    const height = rowHeight(row)
    ensureSpace(ctx, height)
    for (const [column, finding] of row.entries()) {
      const x = MARGIN + column * (cardWidth + GAP)
      ctx.doc.save()
      ctx.doc.roundedRect(x, ctx.y, cardWidth, height, 6).clip()
      ctx.doc.rect(x, ctx.y, cardWidth, height).fill(COLORS.panel)
      ctx.doc.rect(x, ctx.y, 3, height).fill(COLORS.accent)
      ctx.doc.restore()
      ctx.doc.roundedRect(x, ctx.y, cardWidth, height, 6).lineWidth(0.75).strokeColor(COLORS.rule).stroke()
      const labelHeight = drawText(ctx, finding.label, x + PADDING, ctx.y + PADDING, labelStyle)
      drawText(ctx, finding.value, x + PADDING, ctx.y + PADDING + labelHeight + 3, valueStyle)
    }
    ctx.y += height + GAP
  }
  ctx.y -= GAP
}
