/**
 * What a file is, judged by its first bytes and never by its name: the photo types the service takes. The
 * renderer checks a dropped file with it before reading it; main checks every photo again before it is sent.
 * Pure; imports nothing.
 */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp'

/** Bytes needed from the start of a file to tell its type. */
export const SNIFF_BYTES = 12

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; WebP "RIFF" <size> "WEBP". Anything else is not a photo we take. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && PNG_SIGNATURE.every((value, i) => bytes[i] === value)) return 'image/png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp'
  return null
}
