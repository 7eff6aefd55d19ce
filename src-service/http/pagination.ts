import type { FastifyRequest } from 'fastify'
import { errorItem, notFound, validationError, type ErrorItem } from './errors'

export const defaultPageSize = 20
export const maxPageSize = 100

/** The envelope of spec §2.3. */
export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

interface PageParams {
  page: number
  pageSize: number
}

function readPositiveInteger(
  params: URLSearchParams,
  name: string,
  fallback: number,
  errors: ErrorItem[],
): number {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  if (!(value >= 1)) {
    errors.push(errorItem('invalid_field_value', 'A positive integer is required.', name))
    return fallback
  }
  return value
}

/** The request's URL as the client addressed it (Host header), so links work whatever the port. */
export function requestUrl(request: FastifyRequest): URL {
  const host = request.headers.host ?? `${request.socket.localAddress}:${request.socket.localPort}`
  return new URL(request.url, `${request.protocol}://${host}`)
}

function readPageParams(url: URL): PageParams {
  const errors: ErrorItem[] = []
  const page = readPositiveInteger(url.searchParams, 'page', 1, errors)
  const pageSize = readPositiveInteger(url.searchParams, 'page_size', defaultPageSize, errors)
  if (errors.length > 0) throw validationError(errors)
  return { page, pageSize: Math.min(pageSize, maxPageSize) }
}

function linkTo(url: URL, page: number, pageSize: number): string {
  const link = new URL(url)
  link.searchParams.set('page', String(page))
  link.searchParams.set('page_size', String(pageSize))
  return link.toString()
}

/**
 * Reads `page` and `page_size` (default 20, clamped to 100), loads one page and wraps it in the
 * envelope with absolute `next`/`previous` links that keep the other query parameters.
 * A page past the last one is `404 not_found` ("Invalid page."), as in Django REST Framework.
 */
export function paginate<T>(
  request: FastifyRequest,
  count: number,
  load: (limit: number, offset: number) => T[],
): Page<T> {
  const url = requestUrl(request)
  const { page, pageSize } = readPageParams(url)
  const lastPage = Math.max(1, Math.ceil(count / pageSize))
  if (page > lastPage) throw notFound('Invalid page.')
  return {
    count,
    next: page < lastPage ? linkTo(url, page + 1, pageSize) : null,
    previous: page > 1 ? linkTo(url, page - 1, pageSize) : null,
    results: load(pageSize, (page - 1) * pageSize),
  }
}
