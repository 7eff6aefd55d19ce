import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from './errors'
import { HttpClient } from './http'
import { collect, paginate, readPage } from './pagination'
import { sendJson, startScriptedServer, type ScriptedServer } from '../../tests/support/apiTestServer'

const itemSchema = z.looseObject({ id: z.string() })
const items = Array.from({ length: 23 }, (_, index) => ({ id: `item-${index}` }))

let server: ScriptedServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

/** Serves `items` like the service: page/page_size, absolute next/previous links, size clamped to 10. */
async function pagedServer(linkOrigin?: string) {
  server = await startScriptedServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1')
    const page = Number(url.searchParams.get('page') ?? '1')
    const size = Math.min(Number(url.searchParams.get('page_size') ?? '5'), 10)
    const origin = linkOrigin ?? `http://${request.headers.host ?? ''}`
    const link = (target: number) => `${origin}${url.pathname}?page=${target}&page_size=${size}`
    const last = Math.max(1, Math.ceil(items.length / size))
    sendJson(response, 200, {
      count: items.length,
      next: page < last ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: items.slice((page - 1) * size, page * size),
    })
  })
  return new HttpClient({ baseUrl: server.baseUrl, apiKey: 'k', sleep: () => Promise.resolve() })
}

describe('paginate', () => {
  it('follows next links to the end and yields every item once', async () => {
    const http = await pagedServer()
    const seen = await collect(paginate(http, '/list/', itemSchema, { pageSize: 4, query: { search: 'x' } }))
    expect(seen.map((item) => item.id)).toEqual(items.map((item) => item.id))
    expect(server?.requests).toHaveLength(6)
    expect(server?.requests[0]?.url).toBe('/list/?search=x&page_size=4')
    expect(server?.requests[1]?.url).toBe('/list/?page=2&page_size=4')
  })

  it('stops early when the consumer stops', async () => {
    const http = await pagedServer()
    for await (const item of paginate(http, '/list/', itemSchema, { pageSize: 10 })) {
      if (item.id === 'item-3') break
    }
    expect(server?.requests).toHaveLength(1)
  })

  it('refuses a next link to another origin', async () => {
    const http = await pagedServer('http://127.0.0.2:9')
    const failure = await collect(paginate(http, '/list/', itemSchema, { pageSize: 10 })).catch(
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ code: 'foreign_origin' })
    expect(server?.requests).toHaveLength(1)
  })

  it('stops a next link that points back to a page already read', async () => {
    server = await startScriptedServer((request, response) =>
      sendJson(response, 200, {
        count: 2,
        next: `http://${request.headers.host ?? ''}/list/?page=2`,
        previous: null,
        results: [{ id: 'a' }],
      }),
    )
    const http = new HttpClient({ baseUrl: server.baseUrl, apiKey: 'k' })
    const failure = await collect(paginate(http, '/list/', itemSchema)).catch((e: unknown) => e)
    expect(failure).toMatchObject({ code: 'pagination_loop' })
  })
})

describe('readPage', () => {
  it('reads one page by number', async () => {
    const http = await pagedServer()
    const page = await readPage(http, '/list/', itemSchema, { page: 2, pageSize: 10 })
    expect(page).toMatchObject({ count: 23, page: 2, pageSize: 10, next: true, previous: true })
    expect(page.results.map((item) => item.id)).toEqual(items.slice(10, 20).map((item) => item.id))
    const last = await readPage(http, '/list/', itemSchema, { page: 3, pageSize: 10 })
    expect(last).toMatchObject({ next: false, previous: true })
    expect(last.results).toHaveLength(3)
  })

  it('reports the page size the service actually used', async () => {
    const http = await pagedServer()
    expect((await readPage(http, '/list/', itemSchema, { pageSize: 500 })).pageSize).toBe(10)
    const first = await readPage(http, '/list/', itemSchema)
    expect(first).toMatchObject({ page: 1, pageSize: 5, previous: false, next: true })
  })
})
