/** A treatment's fields checked before they are kept (issue 45): each problem names its field. */
import { describe, expect, it } from 'vitest'
import type { TreatmentFields } from '../../../src-shared/contract'
import { AppFailure } from '../appFailure'
import { checkedTreatment } from './treatmentFields'

const base: TreatmentFields = {
  performedAt: '2026-03-02T10:00:00+01:00',
  visitKey: null,
  product: 'Volufill Deep',
  lot: 'LOT-X',
  expiry: '2026-12-31',
  zones: [],
  skinType: 'II',
  notes: '',
  details: {
    kind: 'injectable',
    doses: [
      { zone: 'chin', amount: 0.5, unit: 'ml' },
      { zone: 'lips', amount: 0.3, unit: 'ml' },
    ],
  },
}

const fieldOf = (fields: TreatmentFields): string | null => {
  try {
    checkedTreatment(fields)
    return null
  } catch (e) {
    expect(e).toBeInstanceOf(AppFailure)
    expect((e as AppFailure).code).toBe('treatment_invalid')
    return (e as AppFailure).field
  }
}

describe('a treatment’s fields', () => {
  it('come back with the time in UTC and an injectable’s zones from its doses', () => {
    const checked = checkedTreatment(base)
    expect(checked.performedAt).toBe('2026-03-02T09:00:00.000Z')
    expect(checked.zones).toEqual(['chin', 'lips'])
  })

  it('refuse a time, an expiry or a day that is none, and an expiry before the treatment', () => {
    expect(fieldOf({ ...base, performedAt: 'yesterday' })).toBe('performedAt')
    expect(fieldOf({ ...base, expiry: '2026-02-30' })).toBe('expiry')
    expect(fieldOf({ ...base, expiry: '2026-03-01' })).toBe('expiry')
    expect(fieldOf({ ...base, expiry: '2026-03-02' })).toBeNull()
    const homeCare = {
      kind: 'homeCare' as const,
      routine: 'SPF 50 each morning',
      from: '2026-03-10',
      to: null,
    }
    expect(fieldOf({ ...base, details: { ...homeCare, from: '2026-13-01' } })).toBe('from')
    expect(fieldOf({ ...base, details: { ...homeCare, to: '2026-03-09' } })).toBe('to')
    expect(fieldOf({ ...base, details: homeCare })).toBeNull()
  })

  it('refuse what each kind cannot do without, and a zone twice', () => {
    expect(fieldOf({ ...base, product: '' })).toBe('product')
    const twice = {
      kind: 'injectable' as const,
      doses: [...(base.details.kind === 'injectable' ? base.details.doses : [])],
    }
    twice.doses.push({ zone: 'chin', amount: 1, unit: 'U' })
    expect(fieldOf({ ...base, details: twice })).toBe('doses')
    const energy = {
      kind: 'energy' as const,
      device: '',
      wavelengthNm: 1064,
      fluenceJcm2: null,
      spotMm: null,
      pulseMs: null,
      passes: 1,
      testSpot: true,
    }
    expect(fieldOf({ ...base, product: '', details: energy })).toBe('device')
    expect(fieldOf({ ...base, product: '', details: { ...energy, device: 'Nd:YAG' } })).toBeNull()
    expect(fieldOf({ ...base, zones: ['chin', 'chin'], details: { ...energy, device: 'Nd:YAG' } })).toBe(
      'zones',
    )
    expect(fieldOf({ ...base, product: '', details: { kind: 'peel', strength: '30 %', minutes: 3 } })).toBe(
      'product',
    )
  })
})
