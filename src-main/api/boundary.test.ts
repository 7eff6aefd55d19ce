/**
 * The API boundary's rules that need no server: a `next` link a proxy wrote as http on an https service's host
 * is followed as https (any other host is still refused); records a list could not read are dropped and
 * reported with endpoint and field; an unreadable answer becomes `unreadable_answer` with endpoint and field.
 * fetch is a recording stand-in here: there is no https server on this machine to talk to.
 */
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, collect, paginate, type DroppedRecordsReport } from '.'
import { HttpClient } from './http'
import { subjectRecord } from './records'
import { redactor, useLogger } from '../log/log'
import { toAppError } from '../work/appFailure'

function recordingFetch(pages: Record<string, unknown>) {
  const urls: string[] = []
  const fetchImpl = vi.fn(async (input: URL | string | Request) => {
    const url = String(input)
    urls.push(url)
    const body = pages[url]
    return body === undefined
      ? new Response('{"type":"client_error","errors":[{"code":"not_found","detail":"x","attr":null}]}', {
          status: 404,
        })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
  return { fetchImpl, urls }
}

const subject = (id: string) => ({ id, name: `Patient ${id}` })

describe('next links', () => {
  it('follows an http link on the https service host as https', async () => {
    const base = 'https://saas.example.test'
    const { fetchImpl, urls } = recordingFetch({
      [`${base}/api/v1/companies/c/datasets/d/subjects/?page_size=2`]: {
        count: 3,
        next: 'http://saas.example.test/api/v1/companies/c/datasets/d/subjects/?page=2&page_size=2',
        results: [subject('a'), subject('b')],
      },
      [`${base}/api/v1/companies/c/datasets/d/subjects/?page=2&page_size=2`]: {
        count: 3,
        next: null,
        results: [subject('c')],
      },
    })
    const http = new HttpClient({ baseUrl: base, apiKey: 'k', fetchImpl })
    const items = await collect(
      paginate(http, '/api/v1/companies/c/datasets/d/subjects/', subjectRecord, { pageSize: 2 }),
    )
    expect(items.map((s) => s.id)).toEqual(['a', 'b', 'c'])
    expect(urls.every((url) => url.startsWith('https://'))).toBe(true)
  })

  it('still refuses a link to another host, with the key never sent there', async () => {
    const base = 'https://saas.example.test'
    const { fetchImpl, urls } = recordingFetch({
      [`${base}/api/v1/x/?page_size=2`]: {
        count: 3,
        next: 'http://elsewhere.test/api/v1/x/?page=2',
        results: [subject('a')],
      },
    })
    const http = new HttpClient({ baseUrl: base, apiKey: 'k', fetchImpl })
    await expect(collect(paginate(http, '/api/v1/x/', subjectRecord, { pageSize: 2 }))).rejects.toMatchObject(
      {
        code: 'foreign_origin',
      },
    )
    expect(urls).toHaveLength(1)
  })
})

describe('dropped records', () => {
  it('are reported with the endpoint and field, never with values, and the rest of the list stays', async () => {
    const base = 'https://saas.example.test'
    const { fetchImpl } = recordingFetch({
      [`${base}/api/v1/x/?page_size=100`]: {
        count: 3,
        results: [subject('a'), { id: 'b', name: { secret: 'Jane Roe' } }, subject('c')],
      },
    })
    const reports: DroppedRecordsReport[] = []
    const http = new HttpClient({
      baseUrl: base,
      apiKey: 'k',
      fetchImpl,
      onDroppedRecords: (r) => reports.push(r),
    })
    const items = await collect(paginate(http, '/api/v1/x/', subjectRecord, { pageSize: 100 }))
    expect(items.map((s) => s.id)).toEqual(['a', 'c'])
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ method: 'GET', path: '/api/v1/x/', dropped: [{ index: 1 }] })
    expect(reports[0]?.dropped[0]?.issues.join(' ')).toMatch(/^name: /)
    expect(JSON.stringify(reports)).not.toContain('Jane Roe')
  })
})

describe('an answer the app cannot read', () => {
  it('is unreadable_answer with the endpoint (ids left out) and the field, and is logged without values', async () => {
    const base = 'https://saas.example.test'
    const path = '/api/v1/companies/0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f01/datasets/'
    const { fetchImpl } = recordingFetch({ [`${base}${path}`]: { id: 'd', name: 12345678 } })
    const http = new HttpClient({ baseUrl: base, apiKey: 'k', fetchImpl })
    // The log's lines as written (through the redactor), to read back.
    const lines: string[] = []
    const release = useLogger({
      dir: null,
      write: (level, scope, parts) => lines.push(`${level} (${scope}) ${redactor.line(parts)}`),
    })
    const error = await http
      .get(path, z.object({ id: z.string(), name: z.string() }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const payload = toAppError(error, base)
    release()
    const logged = lines.join('\n')
    expect(payload.code).toBe('unreadable_answer')
    expect(payload.params).toMatchObject({ endpoint: 'GET /api/v1/companies/…/datasets/', field: 'name' })
    expect(logged).toBe('warn (api) unreadable answer: GET /api/v1/companies/…/datasets/ (name)')
    expect(logged).not.toContain('12345678')
  })
})
