/**
 * The parser process's sheet job (issue 45): each pair's photos aligned, cut and re-encoded with no metadata
 * (sheetPixels.ts), then the page drawn (sheetPdf.ts). Bytes in, PDF bytes out; a photo that cannot be read is
 * `image_unreadable` with its side. Only the parser process loads this file: main loads neither sharp nor pdfkit (issue 41).
 */
import { AppFailure } from '../appFailureError'
import type { SheetDrawing } from './sheetDrawing'
import { pairImages } from './sheetPixels'
import { drawSheet } from './sheetPdf'

export async function makeSheetPdf(sheet: SheetDrawing): Promise<Uint8Array> {
  const images = []
  // one pair at a time: each holds two decoded photos
  for (const pair of sheet.pairs) {
    try {
      images.push(await pairImages(pair))
    } catch (e) {
      throw new AppFailure(
        'image_unreadable',
        { side: pair.side },
        null,
        e instanceof Error ? e.message : String(e),
      )
    }
  }
  return drawSheet(sheet, images)
}
