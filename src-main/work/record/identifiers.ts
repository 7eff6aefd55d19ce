/**
 * The names the workstation gives what it sends to a record system (FHIR R4, issue 44): its own code systems and
 * identifier systems, and a stable identifier per resource made from the service's ids, so that sending a visit
 * again finds what the first send created (`ifNoneExist`) instead of making a second copy. Pure.
 *
 * The systems are URNs the workstation owns (no web domain is claimed); a record system stores them as given.
 */
import { createHash } from 'node:crypto'

const base = 'urn:skin-analysis-workstation:fhir'

/** The app-owned code systems: a metric's code is its tech name, an analysis is its algorithm family. */
export const codeSystems = {
  metric: `${base}:CodeSystem:metric`,
  analysis: `${base}:CodeSystem:analysis`,
  view: `${base}:CodeSystem:view`,
  document: `${base}:CodeSystem:document`,
} as const

/** The identifier systems of what the workstation creates (the Patient's is the clinic's MRN system). */
export const identifierSystems = {
  media: `${base}:image`,
  observation: `${base}:metric-result`,
  report: `${base}:report`,
  document: `${base}:report-document`,
} as const

export const terminology = {
  snomed: 'http://snomed.info/sct',
  faceStructure: { code: '89545001', display: 'Face structure' },
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  mediaType: 'http://terminology.hl7.org/CodeSystem/media-type',
  ucum: 'http://unitsofmeasure.org',
} as const

export interface StableIdentifier {
  system: string
  value: string
}

/** A value made of the service's ids: each part kept to the characters ids have, joined with dots. */
export function identifierValue(...parts: readonly string[]): string {
  return parts.map((part) => part.replace(/[^A-Za-z0-9_-]/g, '_')).join('.')
}

/** The search that finds the resource with this identifier (a transaction entry's `ifNoneExist`). */
export function ifNoneExist({ system, value }: StableIdentifier): string {
  return `identifier=${encodeURIComponent(system)}|${encodeURIComponent(value)}`
}

/**
 * The entry's `fullUrl`: a name-based UUID (RFC 9562 version 5 layout, SHA-1) of the identifier, so the same
 * resource has the same placeholder in every send of it.
 */
export function fullUrlOf({ system, value }: StableIdentifier): string {
  const hash = createHash('sha1').update(`${system}|${value}`).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return `urn:uuid:${uuid}`
}
