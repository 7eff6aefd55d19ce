/**
 * A treatment's fields checked before they are kept (issue 45): what the contract's shape cannot say. Each problem
 * is `treatment_invalid` with the field it is about (the dialog puts the message there); the fields come back
 * trimmed, with an injectable's zones taken from its doses. Pure.
 */
import type { TreatmentFields } from '../../../src-shared/contract'
import { AppFailure } from '../appFailure'

const invalid = (field: string) => new AppFailure('treatment_invalid', {}, field)

/** A real calendar day (2026-02-30 is not one). */
function isDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day
}

/** What each kind cannot do without. */
function checkDetails(fields: TreatmentFields): TreatmentFields {
  const { details } = fields
  switch (details.kind) {
    case 'injectable': {
      if (fields.product === '') throw invalid('product')
      const zones = details.doses.map((dose) => dose.zone)
      if (new Set(zones).size !== zones.length) throw invalid('doses')
      return { ...fields, zones }
    }
    case 'energy':
      if (details.device === '') throw invalid('device')
      return fields
    case 'peel':
      if (fields.product === '') throw invalid('product')
      return fields
    case 'homeCare':
      if (fields.product === '' && details.routine === '') throw invalid('product')
      for (const field of ['from', 'to'] as const) {
        const day = details[field]
        if (day !== null && !isDay(day)) throw invalid(field)
      }
      if (details.from !== null && details.to !== null && details.to < details.from) throw invalid('to')
      return fields
  }
}

/** The fields as they are kept; throws the first problem. */
export function checkedTreatment(fields: TreatmentFields): TreatmentFields {
  const at = Date.parse(fields.performedAt)
  if (fields.performedAt.trim() === '' || Number.isNaN(at)) throw invalid('performedAt')
  if (fields.expiry !== null) {
    if (!isDay(fields.expiry)) throw invalid('expiry')
    // a product past its expiry on the day it was used is refused: a typo, or a lot that must not be used
    if (fields.expiry < new Date(at).toISOString().slice(0, 10)) throw invalid('expiry')
  }
  if (new Set(fields.zones).size !== fields.zones.length) throw invalid('zones')
  return checkDetails({ ...fields, performedAt: new Date(at).toISOString() })
}
