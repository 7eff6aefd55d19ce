/** GDT files as a PVS writes them, good and bad, read byte for byte: every problem readGdt can name, and what it forgives. */
import { describe, expect, it } from 'vitest'
import { readGdt } from './readGdt'
import { requestOf } from './requests'

/** A file from hand-written lines: each is LLLFFFF…, bytes as latin1 escapes (\x81 is CP437's ü); CR LF added. */
const file = (...lines: string[]) => Buffer.from(lines.map((line) => `${line}\r\n`).join(''), 'latin1')

/** "Müller, Jürgen", born 12 April 1961, patient 4711, in CP 437 (9206=2): 147 bytes, lengths counted by hand. */
const muellerLines = [
  '01380006302',
  '014810000147',
  '0138315SKIN',
  '0138316PVS1',
  '01092062',
  '014921802.10',
  '01330004711',
  '0153101M\x81ller',
  '0153102J\x81rgen',
  '017310312041961',
  '01031101',
]

describe('readGdt: a CP 437 request for Müller, Jürgen', () => {
  it('reads the file a PVS wrote into the request, umlauts and all', () => {
    const bytes = file(...muellerLines)
    expect(bytes.length).toBe(147)
    const reading = readGdt(bytes)
    expect(reading).toMatchObject({ ok: true, charset: 'cp437', version: '2.10' })
    if (!reading.ok) return
    expect(reading.record.type).toBe('6302')
    expect(requestOf(reading.record)).toEqual({
      kind: 'examination',
      receiver: 'SKIN',
      sender: 'PVS1',
      patientNumber: '4711',
      lastName: 'Müller',
      firstName: 'Jürgen',
      birthDate: '1961-04-12',
      sex: 'male',
    })
  })

  it('keeps fields it does not know, in file order', () => {
    const bytes = file(...muellerLines.slice(0, 1), '0138402ALLG', ...muellerLines.slice(2))
    const reading = readGdt(bytes)
    expect(reading.ok && reading.record.fields.map((field) => field.id)).toEqual([
      '8000',
      '8402',
      '8315',
      '8316',
      '9206',
      '9218',
      '3000',
      '3101',
      '3102',
      '3103',
      '3110',
    ])
  })
})

describe('readGdt: the problems', () => {
  it.each([
    ['no bytes', Buffer.alloc(0)],
    ['blanks and line ends', Buffer.from(' \r\n\r\n', 'latin1')],
    ['NULs of a file created but not written', Buffer.alloc(64)],
  ])('empty: %s', (_, bytes) => {
    expect(readGdt(bytes)).toEqual({ ok: false, problem: { code: 'empty' } })
  })

  it('truncated: the last line has no CR LF (a file still being written)', () => {
    const whole = file(...muellerLines)
    expect(readGdt(whole.subarray(0, whole.length - 1))).toEqual({
      ok: false,
      problem: { code: 'truncated' },
    })
    expect(readGdt(whole.subarray(0, 100))).toEqual({ ok: false, problem: { code: 'truncated' } })
  })

  it('truncated: every line whole, but the file is shorter than its 8100 says', () => {
    const bytes = file(...muellerLines.slice(0, -1))
    expect(bytes.length).toBe(137)
    expect(readGdt(bytes)).toEqual({ ok: false, problem: { code: 'truncated' } })
  })

  it('lineLength: a length field that is not the line’s byte length, with the line’s number', () => {
    const lines = [...muellerLines]
    lines[7] = '0163101M\x81ller'
    expect(readGdt(file(...lines))).toEqual({ ok: false, problem: { code: 'lineLength', line: 8 } })
  })

  it('lineLength: a PVS that counted characters, not bytes, in UTF-8', () => {
    const lines = muellerLines.map((line) => line.replace('\x81', 'Ã¼'))
    expect(readGdt(file(...lines))).toEqual({ ok: false, problem: { code: 'lineLength', line: 8 } })
  })

  it.each([
    ['a head that is not seven digits', ['01380006302', '01x810000147'], 2],
    ['a line too short for its head', ['01380006302', '0138'], 2],
    ['an empty line', ['01380006302', ''], 2],
    ['a first line that is not 8000', ['01330004711', '01380006302'], 1],
    ['a second record in the file', ['01380006302', '01330004711', '01380006302'], 3],
    ['8100 that is not a number', ['01380006302', '0148100abcde'], 2],
  ])('malformed: %s', (_, lines, line) => {
    expect(readGdt(file(...lines))).toEqual({ ok: false, problem: { code: 'malformed', line } })
  })

  it('malformed: lines that end in LF alone', () => {
    const bytes = Buffer.from(muellerLines.map((line) => `${line}\n`).join(''), 'latin1')
    expect(readGdt(bytes)).toEqual({ ok: false, problem: { code: 'malformed', line: 1 } })
  })

  it('malformed: a CR inside a line', () => {
    expect(readGdt(file('01380006302', '0143101Mu\rer'))).toEqual({
      ok: false,
      problem: { code: 'malformed', line: 2 },
    })
  })

  it('charset: 9206 names a code page GDT has not', () => {
    const lines = muellerLines.map((line) => (line === '01092062' ? '01092067' : line))
    expect(readGdt(file(...lines))).toEqual({ ok: false, problem: { code: 'charset', value: '7' } })
  })

  it('charset: a byte above 0x7F in a file that says 7-bit', () => {
    const lines = muellerLines.map((line) => (line === '01092062' ? '01092061' : line))
    expect(readGdt(file(...lines))).toEqual({ ok: false, problem: { code: 'charset', value: '1' } })
  })

  it('charset: a byte Windows-1252 leaves undefined (0x81) in a file that says 3', () => {
    const lines = muellerLines.map((line) => (line === '01092062' ? '01092063' : line))
    expect(readGdt(file(...lines))).toEqual({ ok: false, problem: { code: 'charset', value: '3' } })
  })

  it('charset: UTF-8, its bytes counted right, in a file that says CP 437', () => {
    const utf8 = Buffer.concat(
      muellerLines.map((line) => {
        const text = line.replace('\x81', 'ü')
        const content = Buffer.from(text.slice(3), 'utf8')
        return Buffer.concat([
          Buffer.from(String(content.length + 5).padStart(3, '0')),
          content,
          Buffer.from('\r\n'),
        ])
      }),
    )
    expect(readGdt(utf8)).toEqual({ ok: false, problem: { code: 'charset', value: '2' } })
  })
})

describe('readGdt: tolerant where the standard is', () => {
  it('reads a file without 9206 as CP 437, GDT 2.10’s standard code page', () => {
    const lines = muellerLines
      .filter((line) => line !== '01092062')
      .map((line) => line.replace('00147', '00137'))
    const reading = readGdt(file(...lines))
    expect(reading).toMatchObject({ ok: true, charset: 'cp437' })
    expect(reading.ok && reading.record.fields.find((field) => field.id === '3101')?.value).toBe('Müller')
  })

  it('reads a 3.x file without 9206 as ISO 8859-15', () => {
    const reading = readGdt(file('01380006302', '014921803.00', '0153101M\xfcller', '01330004711'))
    expect(reading).toMatchObject({ ok: true, charset: 'iso8859-15', version: '3.0' })
    expect(reading.ok && reading.record.fields[2]?.value).toBe('Müller')
  })

  it('reads 9206=3 as ISO 8859-1, or Windows-1252 when a byte in 0x80–0x9F shows it', () => {
    const latin = readGdt(file('01380006302', '01092063', '0153101M\xfcller'))
    expect(latin).toMatchObject({ ok: true, charset: 'iso8859-1' })
    const windows = readGdt(file('01380006302', '01092063', '0153101M\xfcller', '0136220\x80 12'))
    expect(windows).toMatchObject({ ok: true, charset: 'windows-1252' })
    expect(windows.ok && windows.record.fields[3]?.value).toBe('€ 12')
  })

  it('ignores a DOS end-of-file mark after the last line', () => {
    const bytes = Buffer.concat([file(...muellerLines), Buffer.from([0x1a])])
    expect(readGdt(bytes)).toMatchObject({ ok: true })
  })

  it('reads any record type: which ones are requests is requestOf’s question', () => {
    const reading = readGdt(file('01380006310', '01330004711'))
    expect(reading).toMatchObject({ ok: true, version: null, record: { type: '6310' } })
  })
})
