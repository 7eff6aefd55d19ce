import { COLORS, CONTENT_WIDTH, MARGIN, SIZES } from '../theme'
import { drawSectionHeading, drawText, ensureSpace, measureText, type DrawContext } from './context'

/** Said plainly when the photo has no successful result at all. */
export function drawNoResults(ctx: DrawContext): void {
  const { model } = ctx
  if (model.scores.length > 0 || model.findings.length > 0 || model.details.length > 0) return
  ctx.y += 16
  const style = { size: SIZES.value, color: COLORS.muted }
  ensureSpace(ctx, measureText(ctx, model.strings.noResults, style))
  ctx.y += drawText(ctx, model.strings.noResults, MARGIN, ctx.y, style)
}

/** Results with is_ok false: which analysis, and why (spec 2.2). */
export function drawFailures(ctx: DrawContext): void {
  const { failures, strings } = ctx.model
  const [first] = failures
  if (!first) return
  const textWidth = CONTENT_WIDTH - 24
  const labelStyle = { weight: 'bold' as const, size: SIZES.body, color: COLORS.danger, width: textWidth }
  const errorStyle = { size: SIZES.body, color: COLORS.text, width: textWidth }
  const boxHeight = (failure: (typeof failures)[number]): number =>
    measureText(ctx, failure.label, labelStyle) + measureText(ctx, failure.error, errorStyle) + 14
  drawSectionHeading(ctx, strings.failedHeading, boxHeight(first))
  for (const failure of failures) {
    const height = boxHeight(failure)
    ensureSpace(ctx, height)
    ctx.doc.save()
    ctx.doc.roundedRect(MARGIN, ctx.y, CONTENT_WIDTH, height, 5).clip()
    ctx.doc.rect(MARGIN, ctx.y, CONTENT_WIDTH, height).fill(COLORS.dangerSoft)
    ctx.doc.rect(MARGIN, ctx.y, 3, height).fill(COLORS.danger)
    ctx.doc.restore()
    const labelHeight = drawText(ctx, failure.label, MARGIN + 14, ctx.y + 7, labelStyle)
    drawText(ctx, failure.error, MARGIN + 14, ctx.y + 7 + labelHeight, errorStyle)
    ctx.y += height + 6
  }
  ctx.y -= 6
}

/** Who issued the report and exactly which image and algorithm snapshot it shows. */
export function drawTechnical(ctx: DrawContext): void {
  const { model } = ctx
  const { strings } = model
  const facts = [
    { label: strings.company, value: model.companyName },
    { label: strings.imageId, value: model.imageId },
    { label: strings.revision, value: model.revisions.length > 0 ? model.revisions.join(', ') : '—' },
  ]
  const labelWidth = 150
  const valueWidth = CONTENT_WIDTH - labelWidth
  const labelStyle = { size: SIZES.label, color: COLORS.muted, width: labelWidth - 10 }
  const valueStyle = { size: SIZES.label, color: COLORS.ink, width: valueWidth }
  const height = facts.reduce((sum, fact) => sum + measureText(ctx, fact.value, valueStyle) + 4, 0)
  drawSectionHeading(ctx, strings.technicalHeading, height)
  for (const fact of facts) {
    drawText(ctx, fact.label, MARGIN, ctx.y, labelStyle)
    ctx.y += drawText(ctx, fact.value, MARGIN + labelWidth, ctx.y, valueStyle) + 4
  }
}
