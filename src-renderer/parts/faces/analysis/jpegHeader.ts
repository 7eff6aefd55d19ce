/**
 * The size and EXIF orientation of a JPEG from its header, without decoding it: the markers up to the frame
 * header (SOF), and the orientation tag of the Exif APP1 segment when there is one. Null for anything that is not
 * a readable JPEG (the caller then decodes the photo the slow, general way). Pure.
 */
export type JpegHeader = { width: number; height: number; orientation: number }

const u16 = (b: Uint8Array, i: number, little = false) =>
  little ? (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) : ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u32 = (b: Uint8Array, i: number, little: boolean) =>
  little ? u16(b, i, true) + u16(b, i + 2, true) * 65536 : u16(b, i) * 65536 + u16(b, i + 2)

/** The orientation tag (0x0112) of IFD0 in an Exif segment's TIFF data at `tiff`, or 1. */
function exifOrientation(b: Uint8Array, tiff: number, end: number): number {
  const order = u16(b, tiff)
  if (order !== 0x4949 && order !== 0x4d4d) return 1
  const little = order === 0x4949
  const ifd = tiff + u32(b, tiff + 4, little)
  if (ifd + 2 > end) return 1
  const count = u16(b, ifd, little)
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12
    if (entry + 12 > end) return 1
    if (u16(b, entry, little) === 0x0112) {
      const value = u16(b, entry + 8, little)
      return value >= 1 && value <= 8 ? value : 1
    }
  }
  return 1
}

/** Start-of-frame markers (baseline, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

export function readJpegHeader(b: Uint8Array): JpegHeader | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null
  let orientation = 1
  let i = 2
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] ?? 0
    if (marker === 0xff) {
      i++
      continue
    }
    const length = u16(b, i + 2)
    const body = i + 4
    const end = Math.min(b.length, i + 2 + length)
    if (length < 2) return null
    if (marker === 0xe1 && end - body > 6 && u32(b, body, false) === 0x45786966 && u16(b, body + 4) === 0) {
      orientation = exifOrientation(b, body + 6, end)
    } else if (isFrameHeader(marker)) {
      if (body + 5 > b.length) return null
      const height = u16(b, body + 1)
      const width = u16(b, body + 3)
      return width > 0 && height > 0 ? { width, height, orientation } : null
    } else if (marker === 0xda || marker === 0xd9) {
      return null
    }
    i += 2 + length
  }
  return null
}
