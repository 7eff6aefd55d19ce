/**
 * GDT's line format as bytes: LLL FFFF content CR LF, where LLL is the whole line's length in bytes (CR LF included),
 * three digits, and FFFF the field id, four digits (docs/GDT.md, "Lines"). Splitting and building lines; no text.
 */
import type { GdtProblem } from './types'

const CR = 0x0d
const LF = 0x0a
/** DOS's end-of-file mark, which old PVS software still appends. */
const SUB = 0x1a

/** A line's field id and its content's bytes (still in the file's code page). */
export interface RawLine {
  id: string
  content: Uint8Array
}

/** 3 digits of length, 4 of field id, CR LF: the bytes a line has beside its content. */
export const LINE_OVERHEAD = 9
/** The longest line three digits can count. */
export const MAX_LINE = 999

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes)

function withoutEndOfFileMark(bytes: Uint8Array): Uint8Array {
  return bytes.at(-1) === SUB ? bytes.subarray(0, -1) : bytes
}

/** Nothing but blanks, line ends, NULs or the end-of-file mark: a file that was created but not yet written. */
function isBlank(bytes: Uint8Array): boolean {
  return bytes.every((byte) => byte === 0x20 || byte === CR || byte === LF || byte === 0 || byte === SUB)
}

function lineAt(bytes: Uint8Array, start: number, end: number, number: number): RawLine | GdtProblem {
  const line = bytes.subarray(start, end)
  const head = line.subarray(0, 7)
  if (line.length < 7 || !head.every((byte) => isDigit(byte))) return { code: 'malformed', line: number }
  if (line.subarray(7).some((byte) => byte === CR || byte === LF)) return { code: 'malformed', line: number }
  if (Number(ascii(line.subarray(0, 3))) !== line.length + 2) return { code: 'lineLength', line: number }
  return { id: ascii(line.subarray(3, 7)), content: line.subarray(7) }
}

/**
 * A file's lines, each checked: its head is 7 digits, its length field its byte length, and it ends in CR LF. A last
 * line without CR LF is a file still being written (`truncated`); a file of blanks is `empty`.
 */
export function splitLines(file: Uint8Array): RawLine[] | GdtProblem {
  const bytes = withoutEndOfFileMark(file)
  if (isBlank(bytes)) return { code: 'empty' }
  const lines: RawLine[] = []
  let start = 0
  for (let at = 0; at < bytes.length - 1; at++) {
    if (bytes[at] !== CR || bytes[at + 1] !== LF) continue
    const line = lineAt(bytes, start, at, lines.length + 1)
    if ('code' in line) return line
    lines.push(line)
    start = at + 2
    at++
  }
  if (start === bytes.length) return lines
  // What follows the last CR LF: the start of a line still being written, or lines that end in LF alone.
  // A CR as the very last byte is a CR LF half written.
  const rest = bytes.subarray(start, bytes.at(-1) === CR ? -1 : undefined)
  return rest.includes(LF) || rest.includes(CR)
    ? { code: 'malformed', line: lines.length + 1 }
    : { code: 'truncated' }
}

/** One line's bytes: its length field counts the whole line. Throws when the content cannot fit in 999 bytes. */
export function lineBytes(id: string, content: Uint8Array): Uint8Array {
  if (!/^\d{4}$/.test(id)) throw new RangeError('A GDT field id is four digits.')
  const length = content.length + LINE_OVERHEAD
  if (length > MAX_LINE) throw new RangeError(`GDT field ${id} is longer than a line can hold.`)
  const line = new Uint8Array(length)
  line.set(Uint8Array.from(`${String(length).padStart(3, '0')}${id}`, (c) => c.charCodeAt(0)))
  line.set(content, 7)
  line.set([CR, LF], length - 2)
  return line
}
