/**
 * The treatment dialog's form, pure: what the operator typed (strings, as the inputs hold them) to the contract's
 * TreatmentFields, or the fields that do not hold (each an error key under `treatments.error.`). Numbers are read
 * with a comma or a point ("0,5" in German). Main checks the same again (treatment_invalid); this says it first,
 * beside the field.
 */
import type { FaceZone, Treatment, TreatmentFields, TreatmentKind } from '../../../src-shared/contract'

export type DoseDraft = { amount: string; unit: 'U' | 'ml' }

export type TreatmentDraft = {
  kind: TreatmentKind
  /** A datetime-local input's value (local time, `YYYY-MM-DDTHH:mm:ss`). */
  performedAt: string
  product: string
  lot: string
  expiry: string
  zones: FaceZone[]
  doses: Partial<Record<FaceZone, DoseDraft>>
  skinType: string
  notes: string
  device: string
  wavelengthNm: string
  fluenceJcm2: string
  spotMm: string
  pulseMs: string
  passes: string
  testSpot: boolean
  strength: string
  minutes: string
  routine: string
  from: string
  to: string
}

export type DraftErrors = Partial<Record<string, string>>

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO time as a datetime-local input's value, in this computer's time zone. */
export function localInputValue(iso: string | null, now: Date = new Date()): string {
  const d = iso ? new Date(iso) : now
  const at = Number.isNaN(d.getTime()) ? now : d
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
}

export function emptyDraft(kind: TreatmentKind, performedAt: string | null): TreatmentDraft {
  return {
    kind,
    performedAt: localInputValue(performedAt),
    product: '',
    lot: '',
    expiry: '',
    zones: [],
    doses: {},
    skinType: '',
    notes: '',
    device: '',
    wavelengthNm: '',
    fluenceJcm2: '',
    spotMm: '',
    pulseMs: '',
    passes: '',
    testSpot: false,
    strength: '',
    minutes: '',
    routine: '',
    from: '',
    to: '',
  }
}

const text = (n: number | null) => (n === null ? '' : String(n))

/** A recorded entry back into the form, to change it. */
export function draftOf(treatment: Treatment): TreatmentDraft {
  const draft: TreatmentDraft = {
    ...emptyDraft(treatment.details.kind, treatment.performedAt),
    product: treatment.product,
    lot: treatment.lot,
    expiry: treatment.expiry ?? '',
    zones: [...treatment.zones],
    skinType: treatment.skinType ?? '',
    notes: treatment.notes,
  }
  const d = treatment.details
  if (d.kind === 'injectable') {
    draft.zones = d.doses.map((x) => x.zone)
    for (const dose of d.doses) draft.doses[dose.zone] = { amount: String(dose.amount), unit: dose.unit }
  } else if (d.kind === 'energy') {
    Object.assign(draft, {
      device: d.device,
      wavelengthNm: text(d.wavelengthNm),
      fluenceJcm2: text(d.fluenceJcm2),
      spotMm: text(d.spotMm),
      pulseMs: text(d.pulseMs),
      passes: text(d.passes),
      testSpot: d.testSpot,
    })
  } else if (d.kind === 'peel') {
    Object.assign(draft, { strength: d.strength, minutes: text(d.minutes) })
  } else {
    Object.assign(draft, { routine: d.routine, from: d.from ?? '', to: d.to ?? '' })
  }
  return draft
}

type NumberRule = { max: number; integer?: boolean }

/** A number as typed (comma or point), null when empty; `false` when it is not a positive number within max. */
export function readNumber(value: string, rule: NumberRule): number | null | false {
  const typed = value.trim().replace(',', '.')
  if (typed === '') return null
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(typed)) return false
  const n = Number(typed)
  if (!(n > 0) || n > rule.max || (rule.integer && !Number.isInteger(n))) return false
  return n
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

function optionalNumbers(
  draft: TreatmentDraft,
  rules: Record<string, NumberRule>,
  errors: DraftErrors,
): Record<string, number | null> {
  const values: Record<string, number | null> = {}
  for (const [field, rule] of Object.entries(rules)) {
    const n = readNumber(draft[field as keyof TreatmentDraft] as string, rule)
    if (n === false) errors[field] = 'number'
    values[field] = n === false ? null : n
  }
  return values
}

function detailsOf(draft: TreatmentDraft, errors: DraftErrors): TreatmentFields['details'] {
  if (draft.kind === 'injectable') {
    if (draft.zones.length === 0) errors.zones = 'zonesNeeded'
    const doses = draft.zones.map((zone) => {
      const dose = draft.doses[zone] ?? { amount: '', unit: 'U' }
      const amount = readNumber(dose.amount, { max: 10_000 })
      if (amount === null || amount === false) errors[`dose-${zone}`] = 'amount'
      return { zone, amount: typeof amount === 'number' ? amount : 0, unit: dose.unit }
    })
    return { kind: 'injectable', doses }
  }
  if (draft.kind === 'energy') {
    if (draft.device.trim() === '') errors.device = 'required'
    const n = optionalNumbers(
      draft,
      {
        wavelengthNm: { max: 20_000 },
        fluenceJcm2: { max: 10_000 },
        spotMm: { max: 1_000 },
        pulseMs: { max: 100_000 },
        passes: { max: 100, integer: true },
      },
      errors,
    )
    return {
      kind: 'energy',
      device: draft.device.trim(),
      wavelengthNm: n.wavelengthNm ?? null,
      fluenceJcm2: n.fluenceJcm2 ?? null,
      spotMm: n.spotMm ?? null,
      pulseMs: n.pulseMs ?? null,
      passes: n.passes ?? null,
      testSpot: draft.testSpot,
    }
  }
  if (draft.kind === 'peel') {
    const n = optionalNumbers(draft, { minutes: { max: 600 } }, errors)
    return { kind: 'peel', strength: draft.strength.trim(), minutes: n.minutes ?? null }
  }
  if (draft.from !== '' && !isDay(draft.from)) errors.from = 'date'
  if (draft.to !== '' && !isDay(draft.to)) errors.to = 'date'
  if (isDay(draft.from) && isDay(draft.to) && draft.to < draft.from) errors.to = 'toBeforeFrom'
  return {
    kind: 'homeCare',
    routine: draft.routine.trim(),
    from: isDay(draft.from) ? draft.from : null,
    to: isDay(draft.to) ? draft.to : null,
  }
}

/** The form as the contract's fields, or what does not hold. */
export function fieldsOf(
  draft: TreatmentDraft,
  visitKey: string | null,
): { fields: TreatmentFields; errors: null } | { fields: null; errors: DraftErrors } {
  const errors: DraftErrors = {}
  const at = new Date(draft.performedAt)
  if (draft.performedAt === '' || Number.isNaN(at.getTime())) errors.performedAt = 'date'
  if (draft.product.trim() === '') errors.product = 'required'
  if (draft.expiry !== '' && !isDay(draft.expiry)) errors.expiry = 'date'
  const details = detailsOf(draft, errors)
  if (Object.keys(errors).length > 0) return { fields: null, errors }
  return {
    errors: null,
    fields: {
      performedAt: at.toISOString(),
      visitKey,
      product: draft.product.trim(),
      lot: draft.lot.trim(),
      expiry: draft.expiry === '' ? null : draft.expiry,
      zones: draft.kind === 'injectable' ? [...draft.zones] : draft.zones,
      skinType: (draft.skinType || null) as TreatmentFields['skinType'],
      notes: draft.notes.trim(),
      details,
    },
  }
}
