/** Files the workstation writes: lengths that hold byte for byte, and text that comes back in every code page. */
import { describe, expect, it } from 'vitest'
import { readGdt } from './readGdt'
import type { GdtCharset, GdtRecord } from './types'
import { writeGdt } from './writeGdt'

const charsets: GdtCharset[] = ['7bit', 'cp437', 'iso8859-1', 'iso8859-15', 'windows-1252']
const german = 'Müller-Lüdenscheidt, Jürgen; Größe Äpfel Öl Übel ß'

const record: GdtRecord = {
  type: '6310',
  fields: [
    { id: '8000', value: '6310' },
    { id: '8315', value: 'PVS1' },
    { id: '8316', value: 'SKIN' },
    { id: '3000', value: '4711' },
    { id: '3101', value: 'Müller' },
    { id: '6220', value: german },
  ],
}

/** The file's lines, split at CR LF by hand: each line's bytes and the number its first three bytes say. */
function linesOf(bytes: Uint8Array): { length: number; said: number; id: string; content: Buffer }[] {
  const buffer = Buffer.from(bytes)
  const lines = []
  let start = 0
  for (
    let end = buffer.indexOf('\r\n', 0, 'latin1');
    end >= 0;
    end = buffer.indexOf('\r\n', start, 'latin1')
  ) {
    const line = buffer.subarray(start, end + 2)
    lines.push({
      length: line.length,
      said: Number(line.subarray(0, 3).toString('latin1')),
      id: line.subarray(3, 7).toString('latin1'),
      content: line.subarray(7, line.length - 2),
    })
    start = end + 2
  }
  expect(start).toBe(buffer.length)
  return lines
}

describe('writeGdt', () => {
  it.each(charsets)(
    '%s: every line’s length field is its byte length, and 8100 is the file’s size',
    (charset) => {
      const bytes = writeGdt(record, { charset, version: '2.10' })
      const lines = linesOf(bytes)
      for (const line of lines) expect(line.said).toBe(line.length)
      expect(lines.reduce((sum, line) => sum + line.length, 0)).toBe(bytes.length)
      expect(lines[1]?.id).toBe('8100')
      expect(lines[1]?.content.toString('latin1')).toMatch(/^\d{5}$/)
      expect(Number(lines[1]?.content.toString('latin1'))).toBe(bytes.length)
    },
  )

  it.each(charsets)('%s: reads back what it wrote, umlauts and ß', (charset) => {
    const reading = readGdt(writeGdt(record, { charset, version: '2.10' }))
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    expect(reading.record.fields.find((field) => field.id === '6220')?.value).toBe(german)
    expect(reading.record.fields.find((field) => field.id === '3101')?.value).toBe('Müller')
  })

  it.each([
    ['7bit', '1', 'ü', [0x7d]],
    ['cp437', '2', 'ü', [0x81]],
    ['iso8859-1', '3', 'ü', [0xfc]],
    ['windows-1252', '3', '€', [0x80]],
    ['iso8859-15', '4', '€', [0xa4]],
  ] as const)('%s: 9206 is %s, and %s is the page’s byte', (charset, code, text, expected) => {
    const lines = linesOf(
      writeGdt({ type: '6310', fields: [{ id: '6220', value: text }] }, { charset, version: '2.10' }),
    )
    expect(lines.find((line) => line.id === '9206')?.content.toString('latin1')).toBe(code)
    expect([...(lines.find((line) => line.id === '6220')?.content ?? [])]).toEqual(expected)
  })

  it('7-bit puts the German letters in DIN 66003’s places and nothing above 0x7F', () => {
    const bytes = writeGdt(
      { type: '6310', fields: [{ id: '3101', value: 'ÄÖÜäöüß§' }] },
      { charset: '7bit', version: '2.10' },
    )
    expect(bytes.every((byte) => byte < 0x80)).toBe(true)
    expect(Buffer.from(bytes).toString('latin1')).toContain('3101[\\]{|}~@\r\n')
  })

  it('writes a character the page lacks without its accent, or as ?', () => {
    const write = (charset: GdtCharset) => {
      const reading = readGdt(
        writeGdt(
          { type: '6310', fields: [{ id: '3101', value: 'Renée Łoś €5' }] },
          { charset, version: '2.10' },
        ),
      )
      return reading.ok ? reading.record.fields.find((field) => field.id === '3101')?.value : reading.problem
    }
    expect(write('7bit')).toBe('Renee ?os ?5')
    expect(write('cp437')).toBe('Renée ?os ?5')
    expect(write('iso8859-1')).toBe('Renée ?os ?5')
    expect(write('iso8859-15')).toBe('Renée ?os €5')
  })

  it('puts 8000, 8100, the 8315/8316 head, then 9206 and 9218 from the options, then the rest in order', () => {
    const withOld = {
      ...record,
      fields: [...record.fields, { id: '9206', value: '1' }, { id: '8100', value: '1' }],
    }
    const lines = linesOf(writeGdt(withOld, { charset: 'cp437', version: '3.0' }))
    expect(lines.map((line) => line.id)).toEqual([
      '8000',
      '8100',
      '8315',
      '8316',
      '9206',
      '9218',
      '3000',
      '3101',
      '6220',
    ])
    expect(lines[5]?.content.toString('latin1')).toBe('03.00')
    expect(readGdt(writeGdt(record, { charset: 'cp437', version: '3.0' }))).toMatchObject({
      ok: true,
      version: '3.0',
    })
  })

  it('writes a value with a line break or other control character on one line', () => {
    const bytes = writeGdt(
      { type: '6310', fields: [{ id: '6220', value: 'eins\r\nzwei\tdrei' }] },
      { charset: 'cp437', version: '2.10' },
    )
    const reading = readGdt(bytes)
    expect(reading.ok && reading.record.fields.at(-1)?.value).toBe('eins  zwei drei')
  })

  it('refuses a value too long for a line rather than writing a wrong length', () => {
    const long = { type: '6310', fields: [{ id: '6305', value: 'x'.repeat(991) }] }
    expect(() => writeGdt(long, { charset: 'cp437', version: '2.10' })).toThrow(RangeError)
    const fits = { type: '6310', fields: [{ id: '6305', value: 'x'.repeat(990) }] }
    expect(linesOf(writeGdt(fits, { charset: 'cp437', version: '2.10' })).at(-1)?.length).toBe(999)
  })
})
