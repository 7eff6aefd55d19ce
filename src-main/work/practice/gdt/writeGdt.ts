/**
 * Writing a GDT file: 8000 first, 8100 second (the file's length in bytes, five digits, its own line counted), the
 * record's fields in its order with 9206 and 9218 from the options after the 8315/8316 head, each line's length its
 * byte length in the chosen code page. Control characters in a value become spaces: a value is one line.
 */
import { charsetCode, encodeText } from './charsets'
import { FIELD } from './fieldIds'
import { lineBytes, LINE_OVERHEAD } from './lines'
import type { GdtCharset, GdtField, GdtRecord, GdtVersion } from './types'

export interface GdtWriteOptions {
  charset: GdtCharset
  version: GdtVersion
}

/** 9218's text for each version. */
export const VERSION_TEXT: Record<GdtVersion, string> = { '2.10': '02.10', '3.0': '03.00' }

/** 8100's line: 3 digits, 4 of id, 5 of length, CR LF. */
const LENGTH_LINE = LINE_OVERHEAD + 5
const MAX_FILE = 99_999

const written = new Set<string>([FIELD.recordType, FIELD.recordLength, FIELD.charset, FIELD.version])

/** The fields between 8100 and the rest: the record's leading 8315/8316, then 9206 and 9218. */
function orderedFields(record: GdtRecord, options: GdtWriteOptions): GdtField[] {
  const rest = record.fields.filter((field) => !written.has(field.id))
  let head = 0
  while (head < rest.length && [FIELD.receiver, FIELD.sender].includes(rest[head]?.id as '8315')) head++
  return [
    ...rest.slice(0, head),
    { id: FIELD.charset, value: charsetCode(options.charset) },
    { id: FIELD.version, value: VERSION_TEXT[options.version] },
    ...rest.slice(head),
  ]
}

const oneLine = (value: string) => value.replace(/\p{Cc}/gu, ' ')

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** The file's bytes. Throws a RangeError for a field too long for a line or a file too long for 8100's five digits. */
export function writeGdt(record: GdtRecord, options: GdtWriteOptions): Uint8Array {
  const line = (id: string, value: string) => lineBytes(id, encodeText(oneLine(value), options.charset))
  const typeLine = line(FIELD.recordType, record.type)
  const body = orderedFields(record, options).map((field) => line(field.id, field.value))
  const size = typeLine.length + LENGTH_LINE + body.reduce((sum, part) => sum + part.length, 0)
  if (size > MAX_FILE) throw new RangeError('A GDT file is at most 99999 bytes (field 8100 has five digits).')
  const lengthLine = line(FIELD.recordLength, String(size).padStart(5, '0'))
  return concat([typeLine, lengthLine, ...body])
}
