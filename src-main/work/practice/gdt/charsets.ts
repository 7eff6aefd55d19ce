/**
 * GDT's code pages (field 9206) as bytes: iconv-lite for the 8-bit pages, DIN 66003 (the German reference version of
 * 7-bit ASCII, where Ä Ö Ü ä ö ü ß § take the places of [ \ ] { | } ~ @) for 7-bit. Sources: docs/GDT.md.
 */
import iconv from 'iconv-lite'
import type { GdtCharset, GdtVersion } from './types'

/** 9206's value for each code page we write; ISO 8859-1 and Windows-1252 share 3 ("ANSI CP 1252"). */
const codeOf: Record<GdtCharset, string> = {
  '7bit': '1',
  cp437: '2',
  'iso8859-1': '3',
  'windows-1252': '3',
  'iso8859-15': '4',
}

const iconvName: Record<Exclude<GdtCharset, '7bit'>, string> = {
  cp437: 'cp437',
  'iso8859-1': 'iso-8859-1',
  'iso8859-15': 'iso-8859-15',
  'windows-1252': 'windows-1252',
}

/** DIN 66003: the 7-bit byte each German letter takes, and back. */
const din66003: ReadonlyMap<string, number> = new Map([
  ['§', 0x40],
  ['Ä', 0x5b],
  ['Ö', 0x5c],
  ['Ü', 0x5d],
  ['ä', 0x7b],
  ['ö', 0x7c],
  ['ü', 0x7d],
  ['ß', 0x7e],
])
const din66003Back: ReadonlyMap<number, string> = new Map(
  [...din66003].map(([letter, byte]) => [byte, letter]),
)

export function charsetCode(charset: GdtCharset): string {
  return codeOf[charset]
}

/**
 * The code page a file is in, from its 9206 and its bytes; null when 9206 names none we know. Without 9206, GDT 2.10's
 * standard code page (IBM CP 437) or, for a 3.x file, ISO 8859-15. Code 3 reads as Windows-1252 when a byte in
 * 0x80–0x9F shows it (those are control codes in ISO 8859-1), else as ISO 8859-1.
 */
export function charsetOf(
  code: string | null,
  version: GdtVersion | null,
  content: Uint8Array,
): GdtCharset | null {
  switch (code?.trim() ?? null) {
    case null:
    case '':
      return version === '3.0' ? 'iso8859-15' : 'cp437'
    case '1':
      return '7bit'
    case '2':
      return 'cp437'
    case '3':
      return content.some((byte) => byte >= 0x80 && byte <= 0x9f) ? 'windows-1252' : 'iso8859-1'
    case '4':
      return 'iso8859-15'
    default:
      return null
  }
}

/** The text of a field's bytes, or null when a byte has no character in the code page. */
export function decodeText(bytes: Uint8Array, charset: GdtCharset): string | null {
  if (charset === '7bit') {
    if (bytes.some((byte) => byte >= 0x80)) return null
    return Array.from(bytes, (byte) => din66003Back.get(byte) ?? String.fromCharCode(byte)).join('')
  }
  const text = iconv.decode(Buffer.from(bytes), iconvName[charset])
  return text.includes('\uFFFD') ? null : text
}

function encodeOne(character: string, charset: GdtCharset): Uint8Array | null {
  if (charset === '7bit') {
    const german = din66003.get(character)
    if (german !== undefined) return Uint8Array.of(german)
    const code = character.codePointAt(0) ?? 0x80
    return code < 0x80 && !din66003Back.has(code) ? Uint8Array.of(code) : null
  }
  const bytes = iconv.encode(character, iconvName[charset])
  // iconv-lite writes '?' for a character the page lacks: take it only when the character was '?'.
  return bytes.length === 1 && (bytes[0] !== 0x3f || character === '?') ? new Uint8Array(bytes) : null
}

/**
 * A text's bytes in the code page. A character the page lacks loses its accent (é → e) or, failing that, becomes
 * '?': the PVS gets a readable line of the right length rather than no file.
 */
export function encodeText(text: string, charset: GdtCharset): Uint8Array {
  const out: number[] = []
  for (const character of text) {
    const bytes =
      encodeOne(character, charset) ??
      encodeOne(character.normalize('NFD').replace(/\p{M}/gu, '').slice(0, 1), charset) ??
      Uint8Array.of(0x3f)
    out.push(...bytes)
  }
  return Uint8Array.from(out)
}
