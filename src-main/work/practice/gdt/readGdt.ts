/**
 * Reading a GDT file: its lines checked (lines.ts), its code page found (9206, charsets.ts), every field decoded, and
 * its 8100 held to the file's size. Strict about the form, tolerant of what the form allows: unknown fields are kept,
 * a missing 9206 means the standard's default. Which requests we act on is requestOf's question, not this one's.
 */
import { charsetOf, decodeText } from './charsets'
import { FIELD } from './fieldIds'
import { splitLines, type RawLine } from './lines'
import type { GdtCharset, GdtField, GdtProblem, GdtRecord, GdtVersion } from './types'

export type GdtReading =
  | { ok: true; record: GdtRecord; charset: GdtCharset; version: GdtVersion | null }
  | { ok: false; problem: GdtProblem }

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes)

/** 9218's "02.10" (or 3.5's 0001 "3.5") as the version we know, or null. */
export function versionOf(text: string | null): GdtVersion | null {
  const value = text?.trim() ?? ''
  if (/^0?2\.1/.test(value)) return '2.10'
  if (/^0?3\.\d/.test(value)) return '3.0'
  return null
}

const first = (lines: RawLine[], id: string) => lines.find((line) => line.id === id)

/** UTF-8 in a file that says it is in an 8-bit page: every high byte in a valid multi-byte sequence. */
function looksLikeUtf8(lines: RawLine[]): boolean {
  const high = lines.filter((line) => line.content.some((byte) => byte >= 0x80))
  if (high.length === 0) return false
  const strict = new TextDecoder('utf-8', { fatal: true })
  return high.every((line) => {
    try {
      strict.decode(line.content)
      return true
    } catch {
      return false
    }
  })
}

function fieldsOf(lines: RawLine[], charset: GdtCharset): GdtField[] | null {
  const fields: GdtField[] = []
  for (const line of lines) {
    const value = decodeText(line.content, charset)
    if (value === null) return null
    fields.push({ id: line.id, value })
  }
  return fields
}

/** 8100 as the file's length: shorter than it says is a file still being written; not five digits is malformed. */
function lengthProblem(lines: RawLine[], fileSize: number): GdtProblem | null {
  const index = lines.findIndex((line) => line.id === FIELD.recordLength)
  const line = lines[index]
  if (line === undefined) return null
  const text = ascii(line.content).trim()
  if (!/^\d{1,5}$/.test(text)) return { code: 'malformed', line: index + 1 }
  return Number(text) > fileSize ? { code: 'truncated' } : null
}

function recordProblem(lines: RawLine[]): GdtProblem | null {
  if (lines[0]?.id !== FIELD.recordType) return { code: 'malformed', line: 1 }
  // One record per file: a second 8000 is a second record, which GDT does not send.
  const second = lines.findIndex((line, index) => index > 0 && line.id === FIELD.recordType)
  return second > 0 ? { code: 'malformed', line: second + 1 } : null
}

export function readGdt(bytes: Uint8Array): GdtReading {
  const lines = splitLines(bytes)
  if (!Array.isArray(lines)) return { ok: false, problem: lines }
  const problem = recordProblem(lines) ?? lengthProblem(lines, bytes.length)
  if (problem) return { ok: false, problem }
  const versionLine = first(lines, FIELD.version) ?? first(lines, FIELD.descriptionVersion)
  const version = versionOf(versionLine ? ascii(versionLine.content) : null)
  const charsetLine = first(lines, FIELD.charset)
  const code = charsetLine ? ascii(charsetLine.content).trim() : null
  const content = Uint8Array.from(lines.flatMap((line) => Array.from(line.content)))
  const charset = charsetOf(code, version, content)
  if (charset === null || (charset !== '7bit' && looksLikeUtf8(lines))) {
    return { ok: false, problem: { code: 'charset', value: code ?? '' } }
  }
  const fields = fieldsOf(lines, charset)
  if (fields === null) return { ok: false, problem: { code: 'charset', value: code ?? '' } }
  return { ok: true, record: { type: fields[0]?.value.trim() ?? '', fields }, charset, version }
}
