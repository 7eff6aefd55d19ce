/**
 * The 6310 (data transfer) the workstation sends the PVS once a visit is analysed: receiver and sender, the patient
 * (3000), when it was measured (6200/6201, the workstation's local time), the findings (6220, one line per 60
 * characters), one test per metric (8410 ident, 8411 name, 8420 value, 8421 unit) and the visit's PDF (6302–6305).
 * writeGdt adds 8100, 9206 and 9218.
 */
import { FIELD, RECORD } from './fieldIds'
import type { GdtField, GdtRecord, ResultTest } from './types'

export interface ResultInput {
  receiver: string
  sender: string
  patientNumber: string
  findings: string
  tests: ResultTest[]
  pdf: { path: string; description: string } | null
  measuredAt: Date
}

/** The length of a findings line: GDT 2.1's 6220 holds up to 60 characters. */
export const FINDINGS_LINE = 60

const two = (n: number) => String(n).padStart(2, '0')

/** 6200's DDMMYYYY and 6201's HHMMSS, in the workstation's local time (the PVS's clock is the practice's). */
export function dateTimeFields(at: Date): GdtField[] {
  const date = `${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}`
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`
  return [
    { id: FIELD.date, value: date },
    { id: FIELD.time, value: time },
  ]
}

/** Text in lines of at most `width` characters, broken between words where it can be. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      for (const piece of word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? []) {
        if (line && line.length + 1 + piece.length > width) {
          lines.push(line)
          line = piece
        } else {
          line = line ? `${line} ${piece}` : piece
        }
      }
    }
    if (line) lines.push(line)
  }
  return lines
}

function testFields(test: ResultTest): GdtField[] {
  const fields: GdtField[] = [
    { id: FIELD.testIdent, value: test.ident },
    { id: FIELD.testName, value: test.name },
    { id: FIELD.testValue, value: test.value },
  ]
  return test.unit.trim() ? [...fields, { id: FIELD.testUnit, value: test.unit }] : fields
}

function pdfFields(pdf: ResultInput['pdf']): GdtField[] {
  if (pdf === null) return []
  return [
    { id: FIELD.fileNumber, value: '1' },
    { id: FIELD.fileFormat, value: 'PDF' },
    { id: FIELD.fileDescription, value: pdf.description },
    { id: FIELD.fileReference, value: pdf.path },
  ]
}

export function resultRecord(input: ResultInput): GdtRecord {
  return {
    type: RECORD.result,
    fields: [
      { id: FIELD.recordType, value: RECORD.result },
      { id: FIELD.receiver, value: input.receiver },
      { id: FIELD.sender, value: input.sender },
      { id: FIELD.patientNumber, value: input.patientNumber },
      ...dateTimeFields(input.measuredAt),
      ...wrapText(input.findings, FINDINGS_LINE).map((value) => ({ id: FIELD.findings, value })),
      ...input.tests.flatMap(testFields),
      ...pdfFields(input.pdf),
    ],
  }
}
