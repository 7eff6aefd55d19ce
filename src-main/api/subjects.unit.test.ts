/**
 * A subject's sex as the service wants it on create and update (issue 24): the documented service takes a
 * dictionary id, shows `{id, name, tech_name}` in its records and documents no dictionary of sexes; the spec's
 * service takes the tech name. Against a scripted server that answers like each.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createSkinApi, memorySexBook, type SexBookKeeper } from './'
import {
  sendJson,
  startScriptedServer,
  type RecordedRequest,
  type ScriptedServer,
} from '../../tests/support/apiTestServer'

let server: ScriptedServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

const FEMALE_ID = '0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f02'
const female = { id: FEMALE_ID, name: 'Female', tech_name: 'female' }
const listed = { id: 's1', name: 'Ann', birth_date: null, biological_sex: female, meta: null }
const refused = {
  type: 'validation_error',
  errors: [{ code: 'invalid_field_value', detail: 'Unknown id.', attr: 'biological_sex' }],
}

interface Options {
  /** Ids the service takes: anything else is refused like the documented service does. */
  accepts: (value: unknown) => boolean
  dictionary?: unknown[]
  /** How the listed subject's sex is written: the documented item (default) or the spec's text. */
  listedSex?: unknown
}

async function service(
  { accepts, dictionary, listedSex = female }: Options,
  book: SexBookKeeper = memorySexBook(),
) {
  const shown = { ...listed, biological_sex: listedSex }
  server = await startScriptedServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1')
    if (url.pathname === '/api/v1/dicts/biological_sexes/')
      return dictionary
        ? sendJson(response, 200, dictionary)
        : sendJson(response, 404, { detail: 'Not found.' })
    if (request.method === 'GET' && url.pathname.endsWith('/subjects/'))
      return sendJson(response, 200, { count: 1, next: null, results: [shown] })
    if (request.method === 'GET') return sendJson(response, 200, shown)
    const body = JSON.parse(request.body) as { name?: string; biological_sex?: unknown }
    if (body.name === '')
      return sendJson(response, 400, {
        type: 'validation_error',
        errors: [{ code: 'blank', detail: 'This field may not be blank.', attr: 'name' }],
      })
    if (body.biological_sex !== undefined && body.biological_sex !== null && !accepts(body.biological_sex))
      return sendJson(response, 400, refused)
    const sex = body.biological_sex === FEMALE_ID ? female : (body.biological_sex ?? null)
    return sendJson(response, request.method === 'POST' ? 201 : 200, {
      ...body,
      id: 'new',
      biological_sex: sex,
    })
  })
  return createSkinApi({ baseUrl: server.baseUrl, companyId: 'c1', apiKey: 'k', sexBook: book })
}

const writes = () =>
  (server?.requests ?? [])
    .filter((r: RecordedRequest) => r.method !== 'GET')
    .map((r) => (JSON.parse(r.body) as { biological_sex?: unknown }).biological_sex)

describe("a subject's sex on create and update", () => {
  it('sends the id learnt from the records read, and keeps the learnt ids in the book', async () => {
    const book = memorySexBook()
    const api = await service({ accepts: (value) => value === FEMALE_ID }, book)
    await api.subjects.list({ datasetId: 'd1' })
    expect(book.read()).toEqual({ form: 'item', ids: { female: FEMALE_ID } })
    const created = await api.subjects.create('d1', { name: 'Bea', biological_sex: 'female' })
    expect(created.biological_sex).toBe('female')
    expect(writes()).toEqual([FEMALE_ID])
  })

  it('creates without the sex when the records use ids but none for it was seen, and never asks twice for a dictionary', async () => {
    const api = await service({ accepts: (value) => value === FEMALE_ID })
    await api.subjects.list({ datasetId: 'd1' })
    const created = await api.subjects.create('d1', { name: 'Carl', biological_sex: 'male' })
    expect(created.biological_sex).toBeNull()
    await api.subjects.create('d1', { name: 'Dan', biological_sex: 'male' })
    expect(writes()).toEqual([undefined, undefined])
    const dictionaryAsks = server?.requests.filter((r) => r.url.startsWith('/api/v1/dicts/')) ?? []
    expect(dictionaryAsks).toHaveLength(1)
  })

  it('leaves an edited subject its sex when the new one has no known id', async () => {
    const api = await service({ accepts: (value) => value === FEMALE_ID })
    await api.subjects.get('d1', 's1')
    await api.subjects.update('d1', 's1', { name: 'Ann B.', biological_sex: 'other' })
    const [patch] = server?.requests.filter((r) => r.method === 'PATCH') ?? []
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ name: 'Ann B.' })
  })

  it('sends the tech name where the records write text (the spec)', async () => {
    const api = await service({ accepts: (value) => value === 'male', listedSex: 'female' })
    await api.subjects.list({ datasetId: 'd1' })
    await api.subjects.create('d1', { name: 'Eve', biological_sex: 'male' })
    expect(writes()).toEqual(['male'])
    expect(server?.requests.some((r) => r.url.startsWith('/api/v1/dicts/'))).toBe(false)
  })

  it('uses a dictionary only where one answers', async () => {
    const male = { id: 'M-1', name: 'Male', tech_name: 'male' }
    const api = await service({ accepts: (value) => value === 'M-1', dictionary: [male] })
    await api.subjects.create('d1', { name: 'Fred', biological_sex: 'male' })
    expect(writes()).toEqual(['M-1'])
  })

  it('knowing nothing yet, tries the tech name, and creates without it once if the service refuses it', async () => {
    const api = await service({ accepts: () => false })
    const created = await api.subjects.create('d1', { name: 'Gus', biological_sex: 'male', birth_date: null })
    expect(created).toMatchObject({ name: 'Gus', biological_sex: null })
    expect(writes()).toEqual(['male', undefined])
  })

  it('passes on any other refusal as it is, without sending again', async () => {
    const api = await service({ accepts: () => true, listedSex: 'female' })
    await api.subjects.list({ datasetId: 'd1' })
    await expect(api.subjects.create('d1', { name: '', biological_sex: 'male' })).rejects.toMatchObject({
      status: 400,
      attr: 'name',
    })
    expect(writes()).toEqual(['male'])
  })
})
