import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  datasetIdByName,
  datasetSchema,
  expectError,
  pageSchema,
  startHarness,
  subjectSchema,
  type Harness,
} from './support'

let h: Harness
let mainId: string
const subjectPage = pageSchema(subjectSchema)
const subjects = (query = '') => h.companyPath(`/datasets/${mainId}/subjects/${query}`)

beforeAll(async () => {
  h = await startHarness({ rateLimit: false })
  mainId = await datasetIdByName(h, 'Main clinic')
})
afterAll(async () => {
  await h.service.close()
})

async function getPage(url: string) {
  const reply = await h.call('GET', url)
  expect(reply.status, reply.text).toBe(200)
  return subjectPage.parse(reply.json)
}

/** A GET with a chosen Host header (fetch does not let a caller set it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: unknown }> {
  const base = new URL(h.service.baseUrl)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path, headers: { host, authorization: `Bearer ${h.token}` } },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('pagination envelope', () => {
  it('the demo "Main clinic" has at least 45 subjects; the default page holds 20', async () => {
    const first = await getPage(subjects())
    expect(first.count).toBeGreaterThanOrEqual(45)
    expect(first.results).toHaveLength(20)
    expect(first.previous).toBeNull()
    const next = new URL(first.next ?? '')
    expect(next.searchParams.get('page')).toBe('2')
    expect(next.searchParams.get('page_size')).toBe('20')
  })

  it('following next visits every subject exactly once; previous walks back the same pages', async () => {
    const pages: { url: string; ids: string[]; previous: string | null }[] = []
    let url: string | null = subjects('?page_size=7')
    let count = -1
    while (url) {
      const page = await getPage(url)
      if (count === -1) count = page.count
      expect(page.count).toBe(count)
      pages.push({ url, ids: page.results.map((s) => s.id), previous: page.previous })
      url = page.next
      expect(pages.length).toBeLessThan(50)
    }
    const ids = pages.flatMap((p) => p.ids)
    expect(ids).toHaveLength(count)
    expect(new Set(ids).size).toBe(count)
    expect(pages).toHaveLength(Math.ceil(count / 7))
    expect(pages.at(-1)?.ids.length).toBe(count % 7 || 7)

    for (let i = pages.length - 1; i > 0; i--) {
      const previous = pages[i]?.previous
      expect(previous).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
      const back = await getPage(previous ?? '')
      expect(back.results.map((s) => s.id)).toEqual(pages[i - 1]?.ids)
    }
    expect(pages[0]?.previous).toBeNull()
  })

  it('links are absolute, carry page and page_size, and keep other query parameters', async () => {
    const page = await getPage(subjects('?search=a&page_size=5&page=2'))
    for (const link of [page.next, page.previous]) {
      const url = new URL(link ?? '')
      expect(url.origin).toBe(h.service.baseUrl)
      expect(url.pathname).toBe(subjects())
      expect(url.searchParams.get('search')).toBe('a')
      expect(url.searchParams.get('page_size')).toBe('5')
    }
    expect(new URL(page.next ?? '').searchParams.get('page')).toBe('3')
    expect(new URL(page.previous ?? '').searchParams.get('page')).toBe('1')
    for (const subject of page.results) expect(subject.name.toLowerCase()).toContain('a')
  })

  it('links follow the Host header the client used', async () => {
    const reply = await getWithHost(subjects('?page_size=10'), 'clinic.example:4321')
    expect(reply.status).toBe(200)
    const page = subjectPage.parse(reply.body)
    expect(page.next).toMatch(/^http:\/\/clinic\.example:4321\/api\/v1\/companies\//)
  })

  it('page_size above 100 is clamped to 100', async () => {
    const dataset = await h.call('POST', h.companyPath('/datasets/'), { body: { name: 'Large' } })
    const largeId = z.object({ id: z.string() }).parse(dataset.json).id
    const path = h.companyPath(`/datasets/${largeId}/subjects/`)
    for (let batch = 0; batch < 3; batch++) {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          h.call('POST', path, { body: { name: `Patient ${batch * 40 + i}` } }),
        ),
      )
    }
    const page = await getPage(`${path}?page_size=1000`)
    expect(page.count).toBe(120)
    expect(page.results).toHaveLength(100)
    expect(new URL(page.next ?? '').searchParams.get('page_size')).toBe('100')
    const last = await getPage(page.next ?? '')
    expect(last.results).toHaveLength(20)
  })

  it('a page past the end is 404 "Invalid page."', async () => {
    const first = await getPage(subjects('?page_size=10'))
    const beyond = Math.ceil(first.count / 10) + 1
    const body = expectError(
      await h.call('GET', subjects(`?page_size=10&page=${beyond}`)),
      404,
      'client_error',
      'not_found',
    )
    expect(body.errors[0]?.detail).toBe('Invalid page.')
  })

  it('an empty list still has a first page', async () => {
    const page = await getPage(subjects('?search=nobody-has-this-name&page=1'))
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('page and page_size must be positive integers', async () => {
    for (const value of ['0', '-1', 'abc', '1.5', '1e2', ' 2']) {
      expectError(
        await h.call('GET', subjects(`?page=${encodeURIComponent(value)}`)),
        400,
        'validation_error',
        'invalid_field_value',
        'page',
      )
      expectError(
        await h.call('GET', subjects(`?page_size=${encodeURIComponent(value)}`)),
        400,
        'validation_error',
        'invalid_field_value',
        'page_size',
      )
    }
  })

  it('the dataset list is paginated the same way', async () => {
    const seen: string[] = []
    let url: string | null = h.companyPath('/datasets/?page_size=1')
    while (url) {
      const reply = await h.call('GET', url)
      const page = pageSchema(datasetSchema).parse(reply.json)
      expect(page.results).toHaveLength(1)
      seen.push(...page.results.map((d) => d.name))
      url = page.next
    }
    expect(seen.slice(0, 3)).toEqual(['Main clinic', 'Study: rosacea follow-up', 'Walk-in'])
    expect(new Set(seen).size).toBe(seen.length)
  })
})
