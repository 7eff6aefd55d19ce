import { COLORS, CONTENT_WIDTH, MARGIN, PAGE, SIZES } from '../theme'
import { drawText, measureText, type DrawContext } from './context'

const PAGE_NUMBER_WIDTH = 110

/** After layout: on every page the disclaimer and "page n of m"; from page 2 a running header. */
export function drawPageFrames(ctx: DrawContext): void {
  const { doc } = ctx
  const range = doc.bufferedPageRange()
  const pages = range.count
  for (let index = range.start; index < range.start + pages; index += 1) {
    doc.switchToPage(index)
    // Text below the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0
    if (index > range.start) drawRunningHeader(ctx)
    drawFooter(ctx, index - range.start + 1, pages)
  }
}

function drawRunningHeader(ctx: DrawContext): void {
  const { doc, model } = ctx
  doc.rect(0, 0, PAGE.width, 4).fill(COLORS.accent)
  const text = `${model.strings.title} · ${model.subjectName}`
  drawText(ctx, text, MARGIN, 22, { size: SIZES.small, color: COLORS.muted, singleLine: true })
  doc
    .moveTo(MARGIN, 38)
    .lineTo(MARGIN + CONTENT_WIDTH, 38)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke()
}

function drawFooter(ctx: DrawContext, page: number, pages: number): void {
  const { doc, model } = ctx
  const top = PAGE.height - 56
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + CONTENT_WIDTH, top)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke()
  const disclaimerStyle = { size: 7, color: COLORS.muted, width: CONTENT_WIDTH - PAGE_NUMBER_WIDTH - 16 }
  drawText(ctx, model.strings.disclaimer, MARGIN, top + 8, disclaimerStyle)
  const label = model.strings.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages))
  const pageStyle = {
    size: SIZES.small,
    color: COLORS.text,
    width: PAGE_NUMBER_WIDTH,
    align: 'right' as const,
  }
  const x = MARGIN + CONTENT_WIDTH - PAGE_NUMBER_WIDTH
  drawText(
    ctx,
    label,
    x,
    top + 8 + (measureText(ctx, model.strings.disclaimer, disclaimerStyle) - 10) / 2,
    pageStyle,
  )
}
