import type { ApplicationDefinition } from '../applications/catalog'

export type DialectName = 'spec' | 'documented'

export type Json = Record<string, unknown>

/** What a documented dataset record adds (computed only where the dialect shows it). */
export interface DatasetDetails {
  connected_applications: readonly { id: string; application_id: string; tech_name: string; name: string }[]
  expire_images_after_days: number | null
  clean_images_as_soon_as_ready: boolean
}

/** The user a sign-in answers for. */
export interface SignedInUser {
  id: string
  /** The user's stable integer id. */
  seq: number
  username: string
  company_id: string
}

export interface SignIn {
  /** Where the sign-in is answered; the other dialect's address is an unknown route. */
  path: string
  /** The username must be an e-mail address. */
  emailUsername: boolean
  /** The answer to a successful sign-in: `access` is the session token, `refresh` an opaque string. */
  answer(user: SignedInUser, tokens: { access: string; refresh: string }): Json
}

/** A stored result as the dialect writes its `result`. */
export interface StoredResult {
  is_ok: number
  /** JSON text of the result object (spec 2.2). */
  result: string
}

/**
 * What one dialect says: how records are written (routes build the spec record and hand it over) and the few
 * rules in which the real service's documentation differs from the spec. Only `src-service/dialect/` and the
 * routes know these differences.
 */
export interface Dialect {
  name: DialectName
  /** Images get analysed by Face Skin Metrics without being attached first (spec: every dataset). */
  analysesUnattached: boolean
  /** A body sent chunked (no Content-Length) is read; documented: read as empty, as Django REST Framework does. */
  readsChunkedBodies: boolean
  signIn: SignIn
  /** A private token's (API key's) id as records show it and `DELETE /api/v1/auth/private_tokens/{id}/` takes it. */
  privateTokenId(key: { id: string; seq: number }): string | number
  /** The query parameters a subject list takes its search term from, the first one present winning. */
  subjectSearchParams: readonly string[]
  /** The applications the marketplace lists, in order (a beta one only where the operator enabled it). */
  applications: readonly ApplicationDefinition[]
  /** A subject's results: the pagination envelope, or a bare array of all of them. */
  subjectResults: 'page' | 'array'
  /**
   * Where originals are served: `api` at `GET /images/{iid}/original/` with the API key; `storage` only by the
   * signed, expiring links of the storage host (storage/storageHost.ts), the API route being absent.
   */
  originals: 'api' | 'storage'
  /** Datasets take and show `expire_images_after_days` and `clean_images_as_soon_as_ready`. */
  imagePolicies: boolean
  dataset(record: Json, details: () => DatasetDetails): Json
  subject(record: Json & { biological_sex: string | null }, company: { id: string; name: string }): Json
  /** A subject create or update body as the routes read it: `biological_sex` as a tech name (male|female|other). */
  subjectBody(body: unknown): unknown
  batch(record: Json): Json
  /** `storageUrl`: the original's signed URL on the storage host (documented), else null. */
  image(record: Json & { side_id: number; light_id: number }, storageUrl: string | null): Json
  application(record: Json, definition: ApplicationDefinition): Json
  /**
   * The JSON text of a record's `result` (the hot path: records are spliced, never parsed again): the stored
   * object, or in documented `sub_metrics: null` where there are none and a failed record's error text.
   */
  resultJson(row: StoredResult): string
}
