/** Which records are requests, and what a request's fields say: 3000, names, 3103's date, 3110 in 2.10 and 3.x. */
import { describe, expect, it } from 'vitest'
import { birthDateOf, requestOf, sexOf } from './requests'
import type { GdtField, GdtRecord } from './types'

const recordOf = (type: string, ...fields: GdtField[]): GdtRecord => ({
  type,
  fields: [{ id: '8000', value: type }, ...fields],
})
const patient = { id: '3000', value: '4711' }

describe('requestOf', () => {
  it.each([
    ['6302', 'examination'],
    ['6301', 'masterData'],
    ['6311', 'showData'],
  ])('%s is a request: %s', (type, kind) => {
    expect(requestOf(recordOf(type, patient))).toMatchObject({ kind, patientNumber: '4711' })
  })

  it.each(['6310', '6300', '0020', 'abcd', ''])('unknownType: %j is not a request we read', (type) => {
    expect(requestOf(recordOf(type, patient))).toEqual({ problem: { code: 'unknownType', type } })
  })

  it.each([
    ['no 3000', []],
    ['a blank 3000', [{ id: '3000', value: '   ' }]],
  ])('noPatient: %s', (_, fields) => {
    expect(requestOf(recordOf('6302', ...fields))).toEqual({ problem: { code: 'noPatient' } })
  })

  it('takes 8315/8316, the names and the patient number trimmed, null where a field is missing', () => {
    const request = requestOf(
      recordOf(
        '6302',
        { id: '8316', value: 'PVS1' },
        { id: '3000', value: ' 0815 ' },
        { id: '3102', value: 'Jürgen ' },
      ),
    )
    expect(request).toEqual({
      kind: 'examination',
      receiver: null,
      sender: 'PVS1',
      patientNumber: '0815',
      lastName: null,
      firstName: 'Jürgen',
      birthDate: null,
      sex: null,
    })
  })
})

describe('birthDateOf (3103, DDMMYYYY)', () => {
  it.each([
    ['12041961', '1961-04-12'],
    ['29022000', '2000-02-29'],
    ['29021961', null],
    ['00001961', null],
    ['31041961', null],
    ['1961-04-12', null],
    ['120461', null],
    [null, null],
  ])('%j → %j', (text, date) => {
    expect(birthDateOf(text)).toBe(date)
  })
})

describe('sexOf (3110)', () => {
  it.each([
    ['1', 'male'],
    ['2', 'female'],
    ['M', 'male'],
    ['W', 'female'],
    ['w', 'female'],
    ['D', 'diverse'],
    ['X', 'unknown'],
    ['9', 'unknown'],
    [null, null],
  ])('%j → %j', (text, sex) => {
    expect(sexOf(text)).toBe(sex)
  })
})
