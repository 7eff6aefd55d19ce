/** Single values kept with the cache: when the service last answered, the last capture options. */
import type { z } from 'zod'
import { CaptureOptions, DatasetAnalysis as DatasetAnalysisSchema } from '../../../src-shared/contract'
import type { CacheDb } from './cacheDb'

/** Survives "clear cache": it is about the connection, not a copy of anyone's records. */
export const LAST_ONLINE_AT = 'last_online_at'
/** Survives "clear cache" too: the company's name, as the service's records last gave it. */
export const COMPANY_NAME = 'company_name'
/** Survives "clear cache" too: how the service writes a subject's sex, and the ids it takes (JSON). */
export const SEX_BOOK = 'biological_sex_book'
const CAPTURE_OPTIONS = 'capture_options'
const SUBJECTS_INDEXED_AT = 'subjects_indexed_at'

type CaptureOptions = z.infer<typeof CaptureOptions>
type DatasetAnalysis = z.infer<typeof DatasetAnalysisSchema>
const datasetAnalysisKey = (datasetId: string) => `dataset_analysis:${datasetId}`

export interface CacheMeta {
  lastOnlineAt(): string | null
  setLastOnlineAt(at: Date): void
  companyName(): string | null
  setCompanyName(name: string): void
  /** JSON kept for work/account/sexBook.ts, or null. */
  sexBook(): string | null
  setSexBook(json: string): void
  captureOptions(): CaptureOptions | null
  setCaptureOptions(options: CaptureOptions): void
  /** A dataset's analysis as last read (capture works offline, triplets too where its analysis takes them). */
  datasetAnalysis(datasetId: string): DatasetAnalysis | null
  setDatasetAnalysis(datasetId: string, analysis: DatasetAnalysis): void
  /** When every dataset's subjects were last read whole (for the search over all datasets). */
  subjectsIndexedAt(): string | null
  setSubjectsIndexedAt(at: Date | null): void
}

function parsedValue<S extends z.ZodType>(json: string | null, schema: S): z.output<S> | null {
  if (json === null) return null
  try {
    const parsed = schema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function createCacheMeta(cache: CacheDb): CacheMeta {
  const select = cache.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?')
  const upsert = cache.prepare<[string, string]>(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  )
  const get = (key: string) => select.get(key)?.value ?? null
  return {
    lastOnlineAt: () => get(LAST_ONLINE_AT),
    setLastOnlineAt(at) {
      // A late answer to a request of an account just closed has nowhere to go, and needs none.
      if (cache.open) upsert.run(LAST_ONLINE_AT, at.toISOString())
    },
    companyName: () => get(COMPANY_NAME),
    setCompanyName(name) {
      if (cache.open) upsert.run(COMPANY_NAME, name)
    },
    sexBook: () => get(SEX_BOOK),
    setSexBook(json) {
      if (cache.open) upsert.run(SEX_BOOK, json)
    },
    subjectsIndexedAt: () => get(SUBJECTS_INDEXED_AT),
    setSubjectsIndexedAt(at) {
      if (at === null) cache.prepare('DELETE FROM meta WHERE key = ?').run(SUBJECTS_INDEXED_AT)
      else upsert.run(SUBJECTS_INDEXED_AT, at.toISOString())
    },
    captureOptions: () => parsedValue(get(CAPTURE_OPTIONS), CaptureOptions),
    setCaptureOptions: (options) => void upsert.run(CAPTURE_OPTIONS, JSON.stringify(options)),
    datasetAnalysis: (datasetId) => parsedValue(get(datasetAnalysisKey(datasetId)), DatasetAnalysisSchema),
    setDatasetAnalysis(datasetId, analysis) {
      if (cache.open) upsert.run(datasetAnalysisKey(datasetId), JSON.stringify(analysis))
    },
  }
}
