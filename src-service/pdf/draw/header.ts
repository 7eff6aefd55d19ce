import type { PreparedPhoto } from '../photo'
import { COLORS, CONTENT_WIDTH, MARGIN, PAGE, SIZES } from '../theme'
import { drawRule, drawText, measureText, type DrawContext } from './context'

const PHOTO_BOX = { width: 150, height: 188 }
const COLUMN_GAP = 16

/** Page 1: company, title, the subject's facts on the left and the photo on the right. */
export function drawHeader(ctx: DrawContext, photo: PreparedPhoto | null): void {
  const { doc, model } = ctx
  const { strings } = model
  doc.rect(0, 0, PAGE.width, 6).fill(COLORS.accent)
  ctx.y = 34
  ctx.y += drawText(ctx, model.companyName, MARGIN, ctx.y, {
    weight: 'bold',
    size: 9.5,
    color: COLORS.accent,
  })
  ctx.y += 2
  ctx.y += drawText(ctx, strings.title, MARGIN, ctx.y, {
    weight: 'bold',
    size: SIZES.title,
    color: COLORS.ink,
  })
  ctx.y += 10
  drawRule(ctx, ctx.y)
  ctx.y += 18

  const top = ctx.y
  const photoBottom = drawPhoto(ctx, photo, top)
  const factsBottom = drawSubject(ctx, top, CONTENT_WIDTH - PHOTO_BOX.width - 28)
  ctx.y = Math.max(photoBottom, factsBottom) + 6
}

function drawSubject(ctx: DrawContext, top: number, width: number): number {
  const { model } = ctx
  const { strings } = model
  let y = top
  y += drawText(ctx, strings.subjectHeading.toLocaleUpperCase(ctx.locale), MARGIN, y, {
    weight: 'bold',
    size: SIZES.label,
    color: COLORS.muted,
    characterSpacing: 0.8,
  })
  y += 4
  y += drawText(ctx, model.subjectName, MARGIN, y, { weight: 'bold', size: 17, color: COLORS.ink, width })
  y += 14
  const columnWidth = (width - COLUMN_GAP) / 2
  const facts = model.subjectFacts
  for (let index = 0; index < facts.length; index += 2) {
    const row = facts.slice(index, index + 2)
    const single = row.length === 1
    const heights = row.map((fact, column) => {
      const x = MARGIN + column * (columnWidth + COLUMN_GAP)
      const cellWidth = single ? width : columnWidth
      return drawFact(ctx, fact.label, fact.value, x, y, cellWidth)
    })
    y += Math.max(...heights) + 12
  }
  return y
}

function drawFact(
  ctx: DrawContext,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
): number {
  const labelHeight = drawText(ctx, label, x, y, { size: SIZES.label, color: COLORS.muted, width })
  const valueHeight = drawText(ctx, value, x, y + labelHeight + 1, {
    size: SIZES.value,
    color: COLORS.ink,
    width,
  })
  return labelHeight + 1 + valueHeight
}

/** Fits the photo in its box, right-aligned, with rounded corners; returns the bottom edge. */
function drawPhoto(ctx: DrawContext, photo: PreparedPhoto | null, top: number): number {
  const { doc } = ctx
  const right = MARGIN + CONTENT_WIDTH
  if (!photo) {
    const x = right - PHOTO_BOX.width
    doc.roundedRect(x, top, PHOTO_BOX.width, PHOTO_BOX.height, 8).fill(COLORS.panel)
    const text = ctx.model.strings.photoUnavailable
    const style = { size: SIZES.body, color: COLORS.muted, width: PHOTO_BOX.width, align: 'center' as const }
    drawText(ctx, text, x, top + (PHOTO_BOX.height - measureText(ctx, text, style)) / 2, style)
    return top + PHOTO_BOX.height
  }
  const scale = Math.min(PHOTO_BOX.width / photo.width, PHOTO_BOX.height / photo.height)
  const width = photo.width * scale
  const height = photo.height * scale
  const x = right - width
  doc.save()
  doc.roundedRect(x, top, width, height, 8).clip()
  doc.image(photo.jpeg, x, top, { width, height })
  doc.restore()
  doc.roundedRect(x, top, width, height, 8).lineWidth(0.75).strokeColor(COLORS.rule).stroke()
  return top + height
}
