import {
  acneApplication,
  algorithmsVersions,
  skinAnalysis3Application,
  skinMetricsApplication,
} from '../applications/catalog'
import { imageTypes } from '../imageTypes'
import { sideTechName } from '../images/sides'
import { parseTimestamp } from '../time'
import { sexIdInBody, sexItem } from './biologicalSexes'
import type { Dialect, StoredResult } from './dialectTypes'

/** `2025-10-08T20:00:33.000Z`: ISO-8601 with milliseconds and Z, as the documented records write time. */
function iso(value: unknown): unknown {
  if (typeof value !== 'string') return value
  return parseTimestamp(value)?.toISOString() ?? value
}

const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A failed record's `result` is its error text (the stored object is parsed only on this rare path). */
function resultJson(row: StoredResult): string {
  if (row.is_ok === 1) return row.result.replaceAll('"sub_metrics":[]', '"sub_metrics":null')
  const stored: unknown = JSON.parse(row.result)
  const error = typeof stored === 'object' && stored !== null && 'error' in stored ? stored.error : null
  return JSON.stringify(typeof error === 'string' ? error : 'Internal error')
}

/** The real service as its public documentation shows it (docs.saas.haut.ai; service-gaps.md). */
export const documentedDialect: Dialect = {
  name: 'documented',
  analysesUnattached: false,
  originals: 'storage',
  imagePolicies: true,
  readsChunkedBodies: false,
  signIn: {
    path: '/api/v1/auth/login/',
    emailUsername: true,
    answer: (user, tokens) => ({
      id: user.seq,
      email: user.username,
      username: user.username,
      company_id: user.company_id,
      token_access: tokens.access,
      access_token: tokens.access,
      refresh_token: tokens.refresh,
      is_verified: true,
      profile: {
        metadata: null,
        full_name: '',
        kyc_enabled: false,
        terms_payment_accepted_at: null,
        terms_and_policy_accepted_at: null,
        feature_flags: {},
      },
    }),
  },
  privateTokenId: (key) => key.seq,
  subjectSearchParams: ['q'],
  applications: [skinMetricsApplication, skinAnalysis3Application, acneApplication],
  subjectResults: 'array',
  dataset: (record, details) => {
    const type = imageTypes.find((candidate) => candidate.tech_name === record.image_type_tech_name)
    return {
      ...record,
      image_type: type ? { id: type.id, name: type.name, tech_name: type.tech_name } : null,
      ...details(),
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
  application: (record, definition) => ({
    ...record,
    is_enabled: null,
    algorithms_versions: algorithmsVersions(definition),
  }),
  resultJson,
}
