/**
 * STAND-IN for engineer 1's GDT codec (issue 43), so main's part runs and is tested until the codec lands: the
 * lead replaces this file with theirs on merge. The API is the one the lead fixed; the reading and writing here
 * cover the line format only (LLLFFFF…CRLF, 8100, 9206's three classic code pages), nothing more.
 */
import iconv from 'iconv-lite'

export type GdtVersion = '2.10' | '3.0'
export type GdtCharset = '7bit' | 'cp437' | 'iso8859-1' | 'iso8859-15' | 'windows-1252'
export interface GdtField {
  id: string
  value: string
}
export interface GdtRecord {
  type: string
  fields: GdtField[]
}
export type GdtProblem =
  | { code: 'empty' }
  | { code: 'truncated' }
  | { code: 'lineLength'; line: number }
  | { code: 'malformed'; line: number }
  | { code: 'unknownType'; type: string }
  | { code: 'charset'; value: string }
  | { code: 'noPatient' }

const codePages: Record<GdtCharset, string> = {
  '7bit': 'ascii',
  cp437: 'cp437',
  'iso8859-1': 'iso88591',
  'iso8859-15': 'iso885915',
  'windows-1252': 'win1252',
}
const charsetOf9206: Record<string, GdtCharset> = { '1': '7bit', '2': 'cp437', '3': 'iso8859-1' }
const code9206: Record<GdtCharset, string> = {
  '7bit': '1',
  cp437: '2',
  'iso8859-1': '3',
  'iso8859-15': '3',
  'windows-1252': '3',
}
const requestTypes = new Set(['6301', '6302', '6311'])

type Line = { id: string; raw: Uint8Array }
type Read = { ok: true; record: GdtRecord; charset: GdtCharset; version: GdtVersion | null }

function splitLines(bytes: Uint8Array): Line[] | GdtProblem {
  const lines: Line[] = []
  let start = 0
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue
    const line = bytes.subarray(start, i)
    const head = Buffer.from(line.subarray(0, 7)).toString('latin1')
    if (!/^\d{7}$/.test(head)) return { code: 'malformed', line: lines.length + 1 }
    if (Number(head.slice(0, 3)) !== line.length + 2) return { code: 'lineLength', line: lines.length + 1 }
    lines.push({ id: head.slice(3, 7), raw: line.subarray(7) })
    start = i + 2
    i++
  }
  return start === bytes.length ? lines : { code: 'truncated' }
}

export function readGdt(bytes: Uint8Array): Read | { ok: false; problem: GdtProblem } {
  if (bytes.length === 0) return { ok: false, problem: { code: 'empty' } }
  const lines = splitLines(bytes)
  if (!Array.isArray(lines)) return { ok: false, problem: lines }
  const text = (raw: Uint8Array) => Buffer.from(raw).toString('latin1')
  const code = text(lines.find((l) => l.id === '9206')?.raw ?? new Uint8Array([0x32]))
  const charset = charsetOf9206[code]
  if (!charset) return { ok: false, problem: { code: 'charset', value: code } }
  if (charset === '7bit' && lines.some((l) => l.raw.some((b) => b > 0x7f)))
    return { ok: false, problem: { code: 'charset', value: code } }
  const length = lines.find((l) => l.id === '8100')
  if (length && Number(text(length.raw)) > bytes.length) return { ok: false, problem: { code: 'truncated' } }
  const fields = lines.map((l) => ({ id: l.id, value: iconv.decode(Buffer.from(l.raw), codePages[charset]) }))
  const type = fields.find((f) => f.id === '8000')?.value ?? ''
  const versionText = fields.find((f) => f.id === '9218')?.value ?? null
  const version: GdtVersion | null =
    versionText === null ? null : versionText.startsWith('3') ? '3.0' : '2.10'
  return { ok: true, record: { type, fields: fields.filter((f) => f.id !== '8000') }, charset, version }
}

export function writeGdt(
  record: GdtRecord,
  options: { charset: GdtCharset; version: GdtVersion },
): Uint8Array {
  const encode = (id: string, value: string) => {
    const body = iconv.encode(value, codePages[options.charset])
    const head = Buffer.from(`${String(body.length + 9).padStart(3, '0')}${id}`, 'latin1')
    return Buffer.concat([head, body, Buffer.from('\r\n', 'latin1')])
  }
  const rest = record.fields
    .filter((f) => !['8000', '8100', '9206', '9218'].includes(f.id))
    .map((f) => encode(f.id, f.value))
  const head = [
    encode('9206', code9206[options.charset]),
    encode('9218', options.version === '3.0' ? '03.00' : '02.10'),
  ]
  const first = encode('8000', record.type)
  const without =
    first.length + head.reduce((n, b) => n + b.length, 0) + rest.reduce((n, b) => n + b.length, 0)
  const total = without + encode('8100', '00000').length
  return new Uint8Array(
    Buffer.concat([first, encode('8100', String(total).padStart(5, '0')), ...head, ...rest]),
  )
}

export type PracticeRequest = {
  kind: 'examination' | 'masterData' | 'showData'
  receiver: string | null
  sender: string | null
  patientNumber: string
  lastName: string | null
  firstName: string | null
  birthDate: string | null
  sex: 'female' | 'male' | 'diverse' | 'unknown' | null
}

const kinds = { '6302': 'examination', '6301': 'masterData', '6311': 'showData' } as const
const sexes: Record<string, PracticeRequest['sex']> = {
  '1': 'male',
  '2': 'female',
  M: 'male',
  W: 'female',
  D: 'diverse',
  X: 'unknown',
  U: 'unknown',
}

export function requestOf(record: GdtRecord): PracticeRequest | { problem: GdtProblem } {
  if (!requestTypes.has(record.type)) return { problem: { code: 'unknownType', type: record.type } }
  const field = (id: string) => record.fields.find((f) => f.id === id)?.value.trim() || null
  const patientNumber = field('3000')
  if (!patientNumber) return { problem: { code: 'noPatient' } }
  const born = field('3103')
  return {
    kind: kinds[record.type as keyof typeof kinds],
    receiver: field('8315'),
    sender: field('8316'),
    patientNumber,
    lastName: field('3101'),
    firstName: field('3102'),
    birthDate:
      born && /^\d{8}$/.test(born) ? `${born.slice(4)}-${born.slice(2, 4)}-${born.slice(0, 2)}` : null,
    sex: sexes[field('3110') ?? ''] ?? null,
  }
}

export interface ResultTest {
  ident: string
  name: string
  value: string
  unit: string
}

export function resultRecord(input: {
  receiver: string
  sender: string
  patientNumber: string
  findings: string
  tests: ResultTest[]
  pdf: { path: string; description: string } | null
  measuredAt: Date
}): GdtRecord {
  const at = input.measuredAt
  const two = (n: number) => String(n).padStart(2, '0')
  const fields: GdtField[] = [
    { id: '8315', value: input.receiver },
    { id: '8316', value: input.sender },
    { id: '3000', value: input.patientNumber },
    { id: '6200', value: `${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}` },
    { id: '6201', value: `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}` },
  ]
  for (const t of input.tests)
    fields.push(
      { id: '8410', value: t.ident },
      { id: '8411', value: t.name },
      { id: '8420', value: t.value },
      { id: '8421', value: t.unit },
    )
  fields.push({ id: '6220', value: input.findings })
  if (input.pdf)
    fields.push(
      { id: '6302', value: '1' },
      { id: '6303', value: 'PDF' },
      { id: '6304', value: input.pdf.description },
      { id: '6305', value: input.pdf.path },
    )
  return { type: '6310', fields }
}
