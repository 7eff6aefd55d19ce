/**
 * Datasets and subjects as last read from the service, in the contract's shapes: each record, and each page
 * answer by its exact arguments. Offline, a page never asked for is built from the records, so a clinic can
 * still find a patient by name.
 */
import { z } from 'zod'
import { Dataset, PageOf, Subject } from '../../../src-shared/contract'
import type { CacheDb } from './cacheDb'

export type PageChannel = 'datasets.list' | 'subjects.list'

export interface Cached<T> {
  value: T
  fetchedAt: string
}

const PageAnswer = <T extends z.ZodType>(item: T) => PageOf(item).omit({ fromCache: true, fetchedAt: true })
export type PageAnswer<T> = {
  count: number
  page: number
  pageSize: number
  hasNext: boolean
  hasPrevious: boolean
  results: T[]
}

export interface Paging {
  page: number
  pageSize: number
}

/** Case and accents do not matter when searching by name ("Élodie" is found by "elo"). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Cached JSON that does not parse, or no longer fits the contract, is treated as absent. */
function parsed<T extends z.ZodType>(schema: T, json: string): z.output<T> | null {
  try {
    const result = schema.safeParse(JSON.parse(json))
    return result.success ? result.data : null
  } catch {
    return null
  }
}

interface RecordRow {
  json: string
  fetched_at: string
}

/** A kept subject's row as the roster index reads it (work/library/rosterIndex.ts). */
export interface SubjectRow extends RecordRow {
  id: string
  dataset_id: string
}

function pageOf<T>(rows: RecordRow[], schema: z.ZodType<T>, total: number, paging: Paging): PageAnswer<T> {
  const results = rows.map((row) => parsed(schema, row.json)).filter((item): item is T => item !== null)
  return {
    count: total,
    page: paging.page,
    pageSize: paging.pageSize,
    hasNext: paging.page * paging.pageSize < total,
    hasPrevious: paging.page > 1,
    results,
  }
}

export function createLibraryCache(cache: CacheDb) {
  const upsertDataset = cache.prepare<[string, string, string, string]>(
    `INSERT INTO datasets (id, name_key, json, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name_key = excluded.name_key, json = excluded.json,
       fetched_at = excluded.fetched_at`,
  )
  // `change_seq` moves (to this write's number) only when the copy differs from the one kept: the roster index
  // reads only those again
  const rosterSeq = `(SELECT COALESCE((SELECT seq FROM roster_changes WHERE id = 1), 0) + 1)`
  const upsertSubject = cache.prepare<[string, string, string, string, string]>(
    `INSERT INTO subjects (id, dataset_id, name_key, json, fetched_at, change_seq)
     VALUES (?, ?, ?, ?, ?, ${rosterSeq})
     ON CONFLICT (id) DO UPDATE SET dataset_id = excluded.dataset_id, name_key = excluded.name_key,
       json = excluded.json, fetched_at = excluded.fetched_at,
       change_seq = CASE WHEN subjects.json = excluded.json AND subjects.dataset_id = excluded.dataset_id
         THEN subjects.change_seq ELSE excluded.change_seq END`,
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
  const subjectIdsOf = cache.prepare<[string], { id: string }>('SELECT id FROM subjects WHERE dataset_id = ?')
  const everySubjectId = cache.prepare<[], { id: string }>('SELECT id FROM subjects')
  const subjectRowsSince = cache.prepare<[number], SubjectRow>(
    'SELECT id, dataset_id, json, fetched_at FROM subjects WHERE change_seq > ?',
  )
  const subjectsChanged = cache.prepare<[], { n: number; latest: number | null }>(
    'SELECT (SELECT COUNT(*) FROM subjects) AS n, (SELECT seq FROM roster_changes WHERE id = 1) AS latest',
  )
  /** Ends a write to the roster: the next one takes the next number. */
  const nextRosterWrite = cache.prepare<[]>(
    'INSERT INTO roster_changes (id, seq) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET seq = seq + 1',
  )
  const dropSubject = cache.prepare<[string]>('DELETE FROM subjects WHERE id = ?')
  const dropSubjectPages = cache.prepare<[]>("DELETE FROM page_answers WHERE channel = 'subjects.list'")
  // Retention (issue 29): the roster's copies of patients nobody opened or listed for the period go, as their
  // photos and results do; a patient kept "available offline", or opened within the period, stays.
  const ageOutSubjects = cache.prepare<[string, string]>(
    `DELETE FROM subjects WHERE fetched_at < ?
       AND id NOT IN (SELECT subject_id FROM kept_subjects)
       AND id NOT IN (SELECT subject_id FROM subject_opened WHERE opened_at >= ?)`,
  )
  const ageOutPages = cache.prepare<[string]>(
    "DELETE FROM page_answers WHERE channel = 'subjects.list' AND fetched_at < ?",
  )
  const ageOut = cache.transaction((cutoff: string): number => {
    const dropped = ageOutSubjects.run(cutoff, cutoff).changes
    ageOutPages.run(cutoff)
    nextRosterWrite.run()
    return dropped
  })
  const putDatasets = cache.transaction((list: readonly Dataset[], at: string) => {
    for (const d of list) upsertDataset.run(d.id, searchKey(d.name), JSON.stringify(d), at)
  })
  const putSubjects = cache.transaction((list: readonly Subject[], at: string) => {
    for (const s of list) upsertSubject.run(s.id, s.datasetId, searchKey(s.name), JSON.stringify(s), at)
    nextRosterWrite.run()
  })
  /** A dataset's whole subject list as just read: the listed ones kept, the others (deleted since) dropped. */
  const replaceSubjects = cache.transaction((datasetId: string, list: readonly Subject[], at: string) => {
    const listed = new Set(list.map((s) => s.id))
    for (const { id } of subjectIdsOf.all(datasetId)) if (!listed.has(id)) dropSubject.run(id)
    putSubjects(list, at)
  })
  const forgetSubject = cache.transaction((subjectId: string) => {
    dropSubject.run(subjectId)
    dropSubjectPages.run()
    nextRosterWrite.run()
  })
  const record = <T extends z.ZodType>(schema: T, row: RecordRow | undefined): Cached<z.output<T>> | null => {
    const value = row ? parsed(schema, row.json) : null
    return row && value !== null ? { value, fetchedAt: row.fetched_at } : null
  }
  const offsetOf = (paging: Paging) => (paging.page - 1) * paging.pageSize

  return {
    putDatasets: (list: readonly Dataset[], at: Date) => putDatasets(list, at.toISOString()),
    putSubjects: (list: readonly Subject[], at: Date) => putSubjects(list, at.toISOString()),
    replaceSubjects: (datasetId: string, list: readonly Subject[], at: Date) =>
      replaceSubjects(datasetId, list, at.toISOString()),
    /**
     * Drops the copies of subjects last read from the service before `cutoff` (and pages of subjects as old),
     * except subjects kept offline or opened since; answers how many subjects went.
     */
    ageOut: (cutoff: Date): number => ageOut(cutoff.toISOString()),
    /** Drops a deleted subject, and every kept page of subjects (they may list it). */
    forgetSubject: (subjectId: string) => forgetSubject(subjectId),
    /** How many subjects are kept, and the number of the last write to them (it only grows, but for a clear). */
    subjectsState(): { count: number; latest: number } {
      const row = subjectsChanged.get()
      return { count: row?.n ?? 0, latest: row?.latest ?? 0 }
    },
    /** The rows of subjects added or changed after change number `seq` (0 for all). */
    subjectRowsSince: (seq: number): SubjectRow[] => subjectRowsSince.all(seq),
    /** The ids of every kept subject. */
    subjectIds: (): string[] => everySubjectId.all().map((row) => row.id),
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
