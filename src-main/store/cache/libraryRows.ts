/**
 * What the library cache's parts share: the kept records' rows and pages as the contract's shapes, read
 * tolerantly (JSON that no longer fits is absent), and names compared as searches compare them.
 */
import { z } from 'zod'
import { PageOf } from '../../../src-shared/contract'

export type PageChannel = 'datasets.list' | 'subjects.list'

export interface Cached<T> {
  value: T
  fetchedAt: string
}

export const PageAnswer = <T extends z.ZodType>(item: T) =>
  PageOf(item).omit({ fromCache: true, fetchedAt: true })
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
export function parsed<T extends z.ZodType>(schema: T, json: string): z.output<T> | null {
  try {
    const result = schema.safeParse(JSON.parse(json))
    return result.success ? result.data : null
  } catch {
    return null
  }
}

export interface RecordRow {
  json: string
  fetched_at: string
}

/** A kept subject's row as the roster index reads it (work/library/rosterIndex.ts). */
export interface SubjectRow extends RecordRow {
  id: string
  dataset_id: string
}

export function pageOf<T>(
  rows: RecordRow[],
  schema: z.ZodType<T>,
  total: number,
  paging: Paging,
): PageAnswer<T> {
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

/** A kept record in the contract's shape, with when it was read; null when absent or no longer fitting. */
export const record = <T extends z.ZodType>(
  schema: T,
  row: RecordRow | undefined,
): Cached<z.output<T>> | null => {
  const value = row ? parsed(schema, row.json) : null
  return row && value !== null ? { value, fetchedAt: row.fetched_at } : null
}
