/** What a file really is, judged by its bytes rather than its name. Pure. */

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp'

/** Bytes needed from the start of a file to tell its type. */
export const SNIFF_BYTES = 12

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

/** JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; WebP "RIFF" <size> "WEBP". Anything else is not a photo we take. */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'image/webp'
  return null
}

/** How far from the end an end marker may sit (cameras append extra data after the image). */
const TAIL_BYTES = 64 * 1024

function hasJpegEnd(bytes: Uint8Array): boolean {
  const stop = Math.max(1, bytes.length - TAIL_BYTES)
  for (let i = bytes.length - 1; i >= stop; i--) if (bytes[i] === 0xd9 && bytes[i - 1] === 0xff) return true
  return false
}

function hasPngEnd(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - TAIL_BYTES)
  for (let i = bytes.length - 4; i >= from; i--) {
    if (bytes[i] === 0x49 && bytes[i + 1] === 0x45 && bytes[i + 2] === 0x4e && bytes[i + 3] === 0x44)
      return true
  }
  return false
}

function hasWebpEnd(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false
  const size =
    ((bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16) | ((bytes[7] ?? 0) << 24)) >>> 0
  return bytes.length >= size + 8
}

/**
 * False when the file stops before its image does (an interrupted copy or download): a JPEG without its end
 * marker, a PNG without IEND, a WebP shorter than its RIFF header says. Browsers often show such files half
 * grey without an error, so this is checked before decoding.
 */
export function isComplete(bytes: Uint8Array, type: PhotoType): boolean {
  if (type === 'image/jpeg') return hasJpegEnd(bytes)
  if (type === 'image/png') return hasPngEnd(bytes)
  return hasWebpEnd(bytes)
}
