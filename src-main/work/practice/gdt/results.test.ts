/** The 6310 a visit sends the PVS: the fields issue 43 lists, in a file that reads back. */
import { describe, expect, it } from 'vitest'
import { readGdt } from './readGdt'
import { resultRecord, wrapText } from './results'
import { writeGdt } from './writeGdt'

const input = {
  receiver: 'PVS1',
  sender: 'SKIN',
  patientNumber: '4711',
  findings:
    'Hautbild insgesamt unauffällig. Erweiterte Poren an Stirn und Nase, leichte Rötung der Wangen; sonst ohne Befund.',
  tests: [
    { ident: 'PORES', name: 'Poren', value: '42,5', unit: 'Punkte' },
    { ident: 'REDNESS', name: 'Rötung', value: '17', unit: '' },
  ],
  pdf: { path: 'C:\\GDT\\SKIN-4711-20240305.pdf', description: 'Hautanalyse 05.03.2024' },
  measuredAt: new Date(2024, 2, 5, 14, 3, 9),
}

const idsAndValues = (record: ReturnType<typeof resultRecord>) =>
  record.fields.map((f) => `${f.id} ${f.value}`)

describe('resultRecord', () => {
  it('is a 6310 with receiver, sender, patient, date and time, findings, one test per metric and the PDF', () => {
    const record = resultRecord(input)
    expect(record.type).toBe('6310')
    expect(idsAndValues(record)).toEqual([
      '8000 6310',
      '8315 PVS1',
      '8316 SKIN',
      '3000 4711',
      '6200 05032024',
      '6201 140309',
      '6220 Hautbild insgesamt unauffällig. Erweiterte Poren an Stirn',
      '6220 und Nase, leichte Rötung der Wangen; sonst ohne Befund.',
      '8410 PORES',
      '8411 Poren',
      '8420 42,5',
      '8421 Punkte',
      '8410 REDNESS',
      '8411 Rötung',
      '8420 17',
      '6302 1',
      '6303 PDF',
      '6304 Hautanalyse 05.03.2024',
      '6305 C:\\GDT\\SKIN-4711-20240305.pdf',
    ])
  })

  it('leaves the file fields out without a PDF', () => {
    const ids = resultRecord({ ...input, pdf: null }).fields.map((field) => field.id)
    expect(ids.filter((id) => id >= '6302' && id <= '6305')).toEqual([])
  })

  it('written, carries the header fields 8000, 8100, 8315/8316, 9206, 9218 and reads back whole', () => {
    const bytes = writeGdt(resultRecord(input), { charset: 'cp437', version: '2.10' })
    const reading = readGdt(bytes)
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    expect(reading.record.fields.slice(0, 6).map((field) => field.id)).toEqual([
      '8000',
      '8100',
      '8315',
      '8316',
      '9206',
      '9218',
    ])
    expect(Number(reading.record.fields[1]?.value)).toBe(bytes.length)
    expect(reading.record.fields.slice(6)).toEqual(resultRecord(input).fields.slice(3))
  })
})

describe('wrapText', () => {
  it('breaks between words, splits a word longer than a line, keeps paragraphs apart', () => {
    expect(wrapText('eins zwei drei', 9)).toEqual(['eins zwei', 'drei'])
    expect(wrapText('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl'])
    expect(wrapText('a\n\nb  c', 60)).toEqual(['a', 'b c'])
    expect(wrapText('   ', 60)).toEqual([])
  })

  it('never splits a character in two', () => {
    expect(wrapText('😀😀😀', 2)).toEqual(['😀😀', '😀'])
  })
})
