/** Whether a dropped photo file is whole (its type comes from src-shared/domain/photoType). Pure. */
import type { PhotoType } from '../../../../src-shared/domain/photoType'

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
