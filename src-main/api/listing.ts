import type { z } from 'zod'
import type { HttpClient, Query } from './http'
import { collect, followPages, pageItems } from './pagination'
import { rawList } from './records'

/**
 * Every item of a list the spec does not say is paginated: a plain JSON array, or the pagination envelope
 * (spec 2.3), whose `next` links are then followed to the end. Items are read one by one (see pageItems).
 */
export async function listAllItems<S extends z.ZodType>(
  http: HttpClient,
  path: string,
  reader: S,
  options: { signal?: AbortSignal; pageSize?: number; query?: Query } = {},
): Promise<z.output<S>[]> {
  const first = await http.request('GET', path, rawList, {
    query: { ...options.query, page_size: options.pageSize ?? 100 },
    signal: options.signal,
  })
  if (Array.isArray(first)) return pageItems(http, path, reader, first)
  return collect(followPages(http, path, reader, first))
}
