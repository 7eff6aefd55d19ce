/**
 * The one place that knows where the workstation keeps its own facts in a subject's `meta` (any JSON the
 * service stores for us): `patient_id`, the clinic's record number, `consent` {by, at, scopes}, and `workstation_ref`
 * (the outbox write that created it). Reading is tolerant (another app may have written meta); writing keeps every
 * key the workstation does not own.
 */
import {
  consentScopes,
  OPERATOR_NAME_MAX_LENGTH,
  PATIENT_ID_MAX_LENGTH,
  type Consent,
  type ConsentScope,
} from '../../../src-shared/contract'

export const PATIENT_ID_KEY = 'patient_id'
export const CONSENT_KEY = 'consent'
/** The outbox write that created the subject (issue 29): a create whose answer was lost is found again by it. */
export const WORKSTATION_REF_KEY = 'workstation_ref'

type Meta = Record<string, unknown> | null

/** A record number as text (a number is read as its digits); null when absent, empty or too long. */
export function patientIdOf(meta: Meta): string | null {
  const value = meta?.[PATIENT_ID_KEY]
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string') return null
  const trimmed = text.trim()
  return trimmed && trimmed.length <= PATIENT_ID_MAX_LENGTH ? trimmed : null
}

const isScope = (value: unknown): value is ConsentScope =>
  typeof value === 'string' && (consentScopes as readonly string[]).includes(value)

/** The recorded consent; null unless it has a time and at least one scope we know. */
export function consentOf(meta: Meta): Consent | null {
  const value = meta?.[CONSENT_KEY]
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const at = typeof record.at === 'string' && !Number.isNaN(Date.parse(record.at)) ? record.at : null
  const scopes = Array.isArray(record.scopes) ? [...new Set(record.scopes.filter(isScope))] : []
  if (at === null || scopes.length === 0) return null
  const by = typeof record.by === 'string' ? record.by.slice(0, OPERATOR_NAME_MAX_LENGTH) : ''
  return { by, at, scopes: consentScopes.filter((s) => scopes.includes(s)) }
}

/** `meta` with the record number set (or removed when null), every other key kept. */
export function withPatientId(meta: Meta, patientId: string | null): Record<string, unknown> {
  const next = { ...(meta ?? {}) }
  if (patientId === null) delete next[PATIENT_ID_KEY]
  else next[PATIENT_ID_KEY] = patientId
  return next
}

/** `meta` with the consent recorded, every other key kept. */
export function withConsent(meta: Meta, consent: Consent): Record<string, unknown> {
  return { ...(meta ?? {}), [CONSENT_KEY]: consent }
}

/** `meta` with the workstation reference of the create that makes the subject. */
export function withWorkstationRef(meta: Meta, ref: string): Record<string, unknown> {
  return { ...(meta ?? {}), [WORKSTATION_REF_KEY]: ref }
}

/** The workstation reference the subject was created with, or null. */
export function workstationRefOf(meta: Meta): string | null {
  const value = meta?.[WORKSTATION_REF_KEY]
  return typeof value === 'string' ? value : null
}
