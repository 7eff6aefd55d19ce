/**
 * How the service writes its records. `spec` (the demo's): the shapes of skin-analysis-api.md and the choices
 * of service-gaps.md. `documented`: the shapes the real service's public documentation shows (service-gaps.md,
 * "The real service's documented records"), so the client is tested against both. Routes build the spec
 * record and hand it to the dialect; only this folder knows the differences.
 */
import {
  acneApplication,
  skinAnalysis3Application,
  skinMetricsApplication,
  type ApplicationDefinition,
} from '../applications/catalog'
import { imageTypes } from '../imageTypes'
import { sideTechName } from '../images/sides'
import { parseTimestamp } from '../time'
import { sexIdInBody, sexItem } from './biologicalSexes'

export type DialectName = 'spec' | 'documented'
export const dialectNames: readonly DialectName[] = ['spec', 'documented']

type Json = Record<string, unknown>

export interface Dialect {
  name: DialectName
  /** Images get analysed by Face Skin Metrics without being attached first (spec: every dataset). */
  analysesUnattached: boolean
  /** The query parameters a subject list takes its search term from, the first one present winning. */
  subjectSearchParams: readonly string[]
  /** The applications the marketplace lists, in order (a beta one only where the operator enabled it). */
  applications: readonly ApplicationDefinition[]
  dataset(
    record: Json,
    connected: readonly { id: string; application_id: string; tech_name: string; name: string }[],
  ): Json
  subject(record: Json & { biological_sex: string | null }, company: { id: string; name: string }): Json
  /** A subject create or update body as the routes read it: `biological_sex` as a tech name (male|female|other). */
  subjectBody(body: unknown): unknown
  batch(record: Json): Json
  /** `storageUrl`: the original's signed URL on the storage host (documented), else null. */
  image(record: Json & { side_id: number; light_id: number }, storageUrl: string | null): Json
  application(record: Json): Json
  /** A result record already serialised (the hot path): `sub_metrics: []` becomes null in documented. */
  resultJson(json: string): string
}

/** `2025-10-08T20:00:33.000Z`: ISO-8601 with milliseconds and Z, as the documented records write time. */
function iso(value: unknown): unknown {
  if (typeof value !== 'string') return value
  return parseTimestamp(value)?.toISOString() ?? value
}

const spec: Dialect = {
  name: 'spec',
  analysesUnattached: true,
  subjectSearchParams: ['q', 'search'],
  applications: [skinMetricsApplication, acneApplication],
  dataset: (record) => record,
  subject: (record) => record,
  subjectBody: (body) => body,
  batch: (record) => record,
  image: (record) => record,
  application: (record) => record,
  resultJson: (json) => json,
}

const documented: Dialect = {
  name: 'documented',
  analysesUnattached: false,
  subjectSearchParams: ['q'],
  applications: [skinMetricsApplication, skinAnalysis3Application, acneApplication],
  dataset: (record, connected) => {
    const type = imageTypes.find((candidate) => candidate.tech_name === record.image_type_tech_name)
    return {
      ...record,
      image_type: type ? { id: type.id, name: type.name, tech_name: type.tech_name } : null,
      connected_applications: connected,
      creation_time: iso(record.creation_time),
    }
  },
  subject: (record, company) => ({
    ...record,
    biological_sex: sexItem(record.biological_sex),
    company,
    promote_image_id: null,
    creation_time: iso(record.creation_time),
  }),
  subjectBody: sexIdInBody,
  batch: (record) => ({ ...record, creation_time: iso(record.creation_time) }),
  image: (record, storageUrl) => {
    const { side_id: sideId, light_id: lightId, ...rest } = record
    const side = sideTechName(sideId) ?? 'unknown'
    const light = lightId === 1 ? 'regular' : 'unknown'
    const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
    return {
      ...rest,
      side: { id: sideId, name: title(side), tech_name: side },
      light: { id: lightId, name: title(light), tech_name: light },
      image_type: { id: 1, name: 'Selfie', tech_name: 'selfie' },
      side_name: title(side),
      side_tech_name: side,
      light_name: title(light),
      light_tech_name: light,
      image_type_name: 'Selfie',
      image_type_tech_name: 'selfie',
      creation_time: iso(record.creation_time),
      quality_score: null,
      quality_feedback: null,
      quality_result: null,
      quality_issues: [],
      problems: [],
      urls: { original: storageUrl },
    }
  },
  application: (record) => ({ ...record, is_enabled: null }),
  resultJson: (json) => json.replaceAll('"sub_metrics":[]', '"sub_metrics":null'),
}

export function dialectNamed(name: DialectName): Dialect {
  return name === 'documented' ? documented : spec
}
