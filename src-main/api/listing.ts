import { z } from 'zod'
import { ApiError } from './errors'
import type { HttpClient } from './http'
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
  const items: z.output<S>[] = [...first.results]
  const followed = new Set<string>()
  let next = first.next
  while (typeof next === 'string' && next !== '') {
    if (followed.has(next)) {
      throw new ApiError({
        kind: 'invalid_response',
        status: null,
        method: 'GET',
        path,
        code: 'pagination_loop',
        detail: 'the service returned a next link that was already followed',
      })
    }
    followed.add(next)
    const page = await http.getUrl(next, pageOf(itemSchema))
    items.push(...page.results)
    next = page.next
  }
  return items
}
