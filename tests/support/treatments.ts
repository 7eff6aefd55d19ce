/** Treatments for tests: a laser pass on both cheeks, as the treatment dialog records one. */
import type { TreatmentFields } from '../../src-shared/contract'

export function aLaserTreatment(performedAt: string, over: Partial<TreatmentFields> = {}): TreatmentFields {
  return {
    performedAt,
    visitKey: null,
    product: '',
    lot: '',
    expiry: null,
    zones: ['cheekLeft', 'cheekRight'],
    skinType: null,
    notes: '',
    details: {
      kind: 'energy',
      device: 'Nd:YAG 1064',
      wavelengthNm: 1064,
      fluenceJcm2: 12,
      spotMm: 6,
      pulseMs: 3,
      passes: 2,
      testSpot: false,
    },
    ...over,
  }
}
