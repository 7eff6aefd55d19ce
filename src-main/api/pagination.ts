import type { z } from 'zod'
import { ApiError } from './errors'
import type { HttpClient, Query } from './http'
import { rawPage, readItems, type RawPage } from './records'

export interface PaginateOptions {
  query?: Query
  pageSize?: number
}

export interface ReadPageOptions extends PaginateOptions {
  page?: number
}

export interface PageSlice<T> {
  count: number
  page: number
  pageSize: number
  next: boolean
  previous: boolean
  results: T[]
}

/** The items of one page `reader` accepts; the others are reported to the client's dropped-records listener. */
export function pageItems<S extends z.ZodType>(
  http: HttpClient,
  path: string,
  reader: S,
  items: readonly unknown[],
): z.output<S>[] {
  const read = readItems(reader, items)
  if (read.dropped.length > 0) http.reportDropped('GET', path, read.dropped)
  return read.items
}

/** Yields every item of a paginated list, following the service's `next` links to the end. */
export async function* paginate<S extends z.ZodType>(
  http: HttpClient,
  path: string,
  reader: S,
  options: PaginateOptions = {},
): AsyncGenerator<z.output<S>, void, undefined> {
  const first = await http.get(path, rawPage, {
    query: { ...options.query, page_size: options.pageSize },
  })
  yield* followPages(http, path, reader, first)
}

/** The items of a first page, then of every page its `next` links lead to; a link seen twice is an error. */
export async function* followPages<S extends z.ZodType>(
  http: HttpClient,
  path: string,
  reader: S,
  first: RawPage,
): AsyncGenerator<z.output<S>, void, undefined> {
  const followed = new Set<string>()
  let page = first
  for (;;) {
    yield* pageItems(http, path, reader, page.results)
    const next = page.next
    if (next === null || next === undefined || next === '') return
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
    page = await http.getUrl(next, rawPage)
  }
}

function pageSizeFromLink(link: string | null | undefined): number | null {
  if (link === null || link === undefined || link === '') return null
  try {
    const size = Number(new URL(link).searchParams.get('page_size'))
    return Number.isInteger(size) && size > 0 ? size : null
  } catch {
    return null
  }
}

/** Reads one page by number. `pageSize` is the size the service used when its links tell it. */
export async function readPage<S extends z.ZodType>(
  http: HttpClient,
  path: string,
  reader: S,
  options: ReadPageOptions = {},
): Promise<PageSlice<z.output<S>>> {
  const page = options.page ?? 1
  const answer = await http.get(path, rawPage, {
    query: { ...options.query, page, page_size: options.pageSize },
  })
  const linked = pageSizeFromLink(answer.next) ?? pageSizeFromLink(answer.previous)
  const results = pageItems(http, path, reader, answer.results)
  return {
    count: answer.count,
    page,
    pageSize: linked ?? options.pageSize ?? answer.results.length,
    next: typeof answer.next === 'string' && answer.next !== '',
    previous: typeof answer.previous === 'string' && answer.previous !== '',
    results,
  }
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}
