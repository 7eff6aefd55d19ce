import { afterEach, describe, expect, it } from 'vitest'
import { createSkinApi } from './client'
import { companyPath } from './paths'
import { sendJson, startScriptedServer, type ScriptedServer } from '../../tests/support/apiTestServer'

let server: ScriptedServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

const subject = { id: 's/1', name: 'Ann', birth_date: null, biological_sex: 'female', meta: null }

async function api() {
  server = await startScriptedServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1')
    if (request.method === 'POST') return sendJson(response, 201, { id: 'new', ...JSON.parse(request.body) })
    if (url.pathname.endsWith('/subjects/') || url.pathname.endsWith('/datasets/')) {
      return sendJson(response, 200, { count: 1, next: null, previous: null, results: [subject] })
    }
    return sendJson(response, 200, { ...subject, id: 'single', name: 'One' })
  })
  return createSkinApi({ baseUrl: server.baseUrl, companyId: 'comp 1', apiKey: 'k' })
}

describe('companyPath', () => {
  it('encodes every segment and ends with a slash', () => {
    expect(companyPath('c/1', 'datasets', 'd?1', 'subjects')).toBe(
      '/api/v1/companies/c%2F1/datasets/d%3F1/subjects/',
    )
  })
})

describe('createSkinApi', () => {
  it('lists, reads and creates datasets on the company paths', async () => {
    const skin = await api()
    const page = await skin.datasets.list({ page: 2, pageSize: 10 })
    expect(page.results).toHaveLength(1)
    await skin.datasets.get('d 1')
    const created = await skin.datasets.create({ name: 'Second clinic' })
    expect(created).toMatchObject({ id: 'new', name: 'Second clinic' })
    await skin.datasets.all()
    expect(server?.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/v1/companies/comp%201/datasets/?page=2&page_size=10',
      'GET /api/v1/companies/comp%201/datasets/d%201/',
      'POST /api/v1/companies/comp%201/datasets/',
      'GET /api/v1/companies/comp%201/datasets/?page_size=100',
    ])
  })

  it('lists, searches, reads and creates subjects of a dataset', async () => {
    const skin = await api()
    await skin.subjects.list({ datasetId: 'd1', search: ' Ann ', pageSize: 5 })
    await skin.subjects.list({ datasetId: 'd1', search: '  ' })
    const one = await skin.subjects.get('d1', 's/1')
    expect(one.name).toBe('One')
    const created = await skin.subjects.create('d1', {
      name: 'Bo',
      birth_date: '1990-01-31',
      meta: { ref: 7 },
    })
    expect(created).toMatchObject({ name: 'Bo', birth_date: '1990-01-31', meta: { ref: 7 } })
    expect(await skin.subjects.all('d1', { search: 'Ann' })).toEqual([expect.objectContaining(subject)])
    expect(server?.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/v1/companies/comp%201/datasets/d1/subjects/?q=Ann&page=1&page_size=5',
      'GET /api/v1/companies/comp%201/datasets/d1/subjects/?page=1',
      'GET /api/v1/companies/comp%201/datasets/d1/subjects/s%2F1/',
      'POST /api/v1/companies/comp%201/datasets/d1/subjects/',
      'GET /api/v1/companies/comp%201/datasets/d1/subjects/?q=Ann&page_size=100',
    ])
  })
})
