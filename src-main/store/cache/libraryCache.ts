/**
 * Datasets and subjects as last read from the service, in the contract's shapes: each record, and each page
 * answer by its exact arguments. Offline, a page never asked for is built from the records, so a clinic can
 * still find a patient by name.
 *
 * The rows and pages it reads are libraryRows.ts; the kept subjects' writes and change numbers rosterRows.ts.
 */
import type { z } from 'zod'
import { Dataset, Subject } from '../../../src-shared/contract'
import type { CacheDb } from './cacheDb'
import {
  PageAnswer,
  pageOf,
  parsed,
  record,
  searchKey,
  type Cached,
  type PageChannel,
  type Paging,
  type RecordRow,
} from './libraryRows'
import { rosterRows } from './rosterRows'

export {
  searchKey,
  type Cached,
  type PageAnswer,
  type PageChannel,
  type Paging,
  type SubjectRow,
} from './libraryRows'

export function createLibraryCache(cache: CacheDb) {
  const upsertDataset = cache.prepare<[string, string, string, string]>(
    `INSERT INTO datasets (id, name_key, json, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name_key = excluded.name_key, json = excluded.json,
       fetched_at = excluded.fetched_at`,
  )
  const upsertPage = cache.prepare<[string, string, string, string]>(
    `INSERT INTO page_answers (channel, args, json, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (channel, args) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at`,
  )
  const oneDataset = cache.prepare<[string], RecordRow>('SELECT json, fetched_at FROM datasets WHERE id = ?')
  const oneSubject = cache.prepare<[string, string], RecordRow>(
    'SELECT json, fetched_at FROM subjects WHERE id = ? AND dataset_id = ?',
  )
  const onePage = cache.prepare<[string, string], RecordRow>(
    'SELECT json, fetched_at FROM page_answers WHERE channel = ? AND args = ?',
  )
  const datasetsTotal = cache.prepare<[], { n: number; oldest: string | null }>(
    'SELECT COUNT(*) AS n, MIN(fetched_at) AS oldest FROM datasets',
  )
  const datasetRows = cache.prepare<[number, number], RecordRow>(
    'SELECT json, fetched_at FROM datasets ORDER BY name_key, id LIMIT ? OFFSET ?',
  )
  const subjectsKnown = cache.prepare<[string], { n: number; oldest: string | null }>(
    'SELECT COUNT(*) AS n, MIN(fetched_at) AS oldest FROM subjects WHERE dataset_id = ?',
  )
  const subjectsTotal = cache.prepare<[string, string], { n: number; oldest: string | null }>(
    `SELECT COUNT(*) AS n, MIN(fetched_at) AS oldest FROM subjects
     WHERE dataset_id = ? AND instr(name_key, ?) > 0`,
  )
  const subjectRows = cache.prepare<[string, string, number, number], RecordRow>(
    `SELECT json, fetched_at FROM subjects WHERE dataset_id = ? AND instr(name_key, ?) > 0
     ORDER BY name_key, id LIMIT ? OFFSET ?`,
  )
  const everySubject = cache.prepare<[], RecordRow>('SELECT json, fetched_at FROM subjects')
  const offsetOf = (paging: Paging) => (paging.page - 1) * paging.pageSize

  const putDatasets = cache.transaction((list: readonly Dataset[], at: string) => {
    for (const d of list) upsertDataset.run(d.id, searchKey(d.name), JSON.stringify(d), at)
  })
  return {
    ...rosterRows(cache),
    putDatasets: (list: readonly Dataset[], at: Date) => putDatasets(list, at.toISOString()),
    /** Every kept subject of every dataset. */
    allSubjects(): Subject[] {
      return everySubject
        .all()
        .map((row) => parsed(Subject, row.json))
        .filter((s): s is Subject => s !== null)
    },
    dataset: (datasetId: string) => record(Dataset, oneDataset.get(datasetId)),
    subject: (datasetId: string, subjectId: string) => record(Subject, oneSubject.get(subjectId, datasetId)),
    putPage<T>(channel: PageChannel, args: object, answer: PageAnswer<T>, at: Date) {
      upsertPage.run(channel, JSON.stringify(args), JSON.stringify(answer), at.toISOString())
    },
    page<T extends z.ZodType>(channel: PageChannel, args: object, item: T) {
      return record(PageAnswer(item), onePage.get(channel, JSON.stringify(args)))
    },
    /** Every cached dataset, by name; null when none is. */
    datasetsPage(paging: Paging): Cached<PageAnswer<Dataset>> | null {
      const total = datasetsTotal.get()
      if (!total?.oldest) return null
      const rows = datasetRows.all(paging.pageSize, offsetOf(paging))
      return { value: pageOf(rows, Dataset, total.n, paging), fetchedAt: total.oldest }
    },
    /** The dataset's cached subjects whose name contains `search`, by name; null when none of it is cached. */
    subjectsPage(datasetId: string, search: string, paging: Paging): Cached<PageAnswer<Subject>> | null {
      const known = subjectsKnown.get(datasetId)
      if (!known?.oldest) return null
      const key = searchKey(search.trim())
      const total = subjectsTotal.get(datasetId, key)
      const rows = subjectRows.all(datasetId, key, paging.pageSize, offsetOf(paging))
      return { value: pageOf(rows, Subject, total?.n ?? 0, paging), fetchedAt: total?.oldest ?? known.oldest }
    },
  }
}
export type LibraryCache = ReturnType<typeof createLibraryCache>
