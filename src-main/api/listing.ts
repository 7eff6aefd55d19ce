import { z } from 'zod'
import type { HttpClient } from './http'
import { collect, followPages } from './pagination'
import { pageOf } from './schemas'

/**
 * Every item of a list the spec does not say is paginated: a plain JSON array, or the pagination envelope
 * (spec 2.3), whose `next` links are then followed to the end.
 */
export async function listAllItems<S extends z.ZodType>(
  http: HttpClient,
  path: string,
  itemSchema: S,
  options: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<z.output<S>[]> {
  const schema = z.union([z.array(itemSchema), pageOf(itemSchema)])
  const first = await http.request('GET', path, schema, {
    query: { page_size: options.pageSize ?? 100 },
    signal: options.signal,
  })
  if (Array.isArray(first)) return first
  return collect(followPages(http, path, itemSchema, first))
}
