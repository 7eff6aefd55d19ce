import { fontFor, type FontWeight } from '../fonts'
import type { ReportModel } from '../model'
import { COLORS, CONTENT_BOTTOM, CONTENT_TOP, CONTENT_WIDTH, MARGIN, SIZES } from '../theme'

/** The document, what to print, and the vertical cursor the sections advance. */
export interface DrawContext {
  doc: PDFKit.PDFDocument
  locale: string
  model: ReportModel
  y: number
}

export interface TextStyle {
  weight?: FontWeight
  size?: number
  color?: string
  width?: number
  align?: 'left' | 'center' | 'right'
  characterSpacing?: number
  lineGap?: number
  /** One line only, cut with an ellipsis. */
  singleLine?: boolean
}

function applyStyle(ctx: DrawContext, text: string, style: TextStyle): PDFKit.Mixins.TextOptions {
  ctx.doc
    .font(fontFor(ctx.locale, style.weight ?? 'regular', text))
    .fontSize(style.size ?? SIZES.body)
    .fillColor(style.color ?? COLORS.text)
  const options: PDFKit.Mixins.TextOptions = {
    width: style.width ?? CONTENT_WIDTH,
    align: style.align ?? 'left',
    characterSpacing: style.characterSpacing ?? 0,
    lineGap: style.lineGap ?? 1,
  }
  return style.singleLine ? { ...options, height: ctx.doc.currentLineHeight(), ellipsis: true } : options
}

export function measureText(ctx: DrawContext, text: string, style: TextStyle): number {
  return ctx.doc.heightOfString(text, applyStyle(ctx, text, style))
}

export function textWidth(ctx: DrawContext, text: string, style: TextStyle): number {
  const options = applyStyle(ctx, text, style)
  return ctx.doc.widthOfString(text, { characterSpacing: options.characterSpacing })
}

/** Draws text at (x, y) and returns its height. */
export function drawText(ctx: DrawContext, text: string, x: number, y: number, style: TextStyle): number {
  const options = applyStyle(ctx, text, style)
  const height = ctx.doc.heightOfString(text, options)
  ctx.doc.text(text, x, y, options)
  return height
}

/** Starts a new page when `height` does not fit below the cursor. */
export function ensureSpace(ctx: DrawContext, height: number): void {
  if (ctx.y + height <= CONTENT_BOTTOM) return
  ctx.doc.addPage()
  ctx.y = CONTENT_TOP
}

export function drawRule(ctx: DrawContext, y: number, color: string = COLORS.rule, width = 0.75): void {
  ctx.doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke()
}

/** A section title with a rule under it; keeps `firstBlock` points of content on the same page. */
export function drawSectionHeading(ctx: DrawContext, title: string, firstBlock: number): void {
  ctx.y += 14
  ensureSpace(ctx, 30 + firstBlock)
  const height = drawText(ctx, title, MARGIN, ctx.y, {
    weight: 'bold',
    size: SIZES.section,
    color: COLORS.accent,
  })
  ctx.y += height + 4
  drawRule(ctx, ctx.y, COLORS.accent, 1)
  ctx.y += 10
}
