import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  datasetIdByName,
  expectError,
  pageSchema,
  startHarness,
  subjectSchema,
  type Harness,
} from './support'

let h: Harness
let mainId: string
let walkInId: string
const subjects = (datasetId: string, suffix = '') =>
  h.companyPath(`/datasets/${datasetId}/subjects/${suffix}`)

beforeAll(async () => {
  h = await startHarness({ rateLimit: false })
  mainId = await datasetIdByName(h, 'Main clinic')
  walkInId = await datasetIdByName(h, 'Walk-in')
})
afterAll(async () => {
  await h.service.close()
})

describe('subjects: create, read, patch, delete', () => {
  it('creates with every field and reads it back', async () => {
    const body = {
      name: 'Ada Lovelace',
      birth_date: '1985-12-10',
      biological_sex: 'female',
      meta: { phototype: 'II', nested: { a: [1, 2] } },
    }
    const created = await h.call('POST', subjects(walkInId), { body })
    expect(created.status).toBe(201)
    const subject = subjectSchema.parse(created.json)
    expect(subject).toMatchObject({ ...body, dataset: { id: walkInId, name: 'Walk-in' } })
    expect(subject.author_id).toEqual(expect.any(String))
    const read = await h.call('GET', subjects(walkInId, `${subject.id}/`))
    expect(read.status).toBe(200)
    expect(read.json).toEqual(subject)
  })

  it('creates with only a name; the optional fields are null', async () => {
    const created = await h.call('POST', subjects(walkInId), { body: { name: 'Name Only' } })
    expect(created.status).toBe(201)
    expect(subjectSchema.parse(created.json)).toMatchObject({
      birth_date: null,
      biological_sex: null,
      meta: null,
    })
  })

  it('accepts explicit nulls', async () => {
    const created = await h.call('POST', subjects(walkInId), {
      body: { name: 'Nulls', birth_date: null, biological_sex: null, meta: null },
    })
    expect(created.status).toBe(201)
  })

  it('patches some fields and leaves the others', async () => {
    const created = subjectSchema.parse(
      (
        await h.call('POST', subjects(walkInId), {
          body: { name: 'Before', birth_date: '1990-01-01', biological_sex: 'male' },
        })
      ).json,
    )
    const patched = await h.call('PATCH', subjects(walkInId, `${created.id}/`), {
      body: { name: 'After', meta: { visit: 2 } },
    })
    expect(patched.status).toBe(200)
    expect(subjectSchema.parse(patched.json)).toMatchObject({
      id: created.id,
      name: 'After',
      birth_date: '1990-01-01',
      biological_sex: 'male',
      meta: { visit: 2 },
      creation_time: created.creation_time,
    })
    const cleared = await h.call('PATCH', subjects(walkInId, `${created.id}/`), {
      body: { birth_date: null, biological_sex: null, meta: null },
    })
    expect(subjectSchema.parse(cleared.json)).toMatchObject({
      name: 'After',
      birth_date: null,
      biological_sex: null,
      meta: null,
    })
    const reread = await h.call('GET', subjects(walkInId, `${created.id}/`))
    expect(reread.json).toEqual(cleared.json)
  })

  it('an empty patch changes nothing', async () => {
    const created = subjectSchema.parse(
      (await h.call('POST', subjects(walkInId), { body: { name: 'Same' } })).json,
    )
    const patched = await h.call('PATCH', subjects(walkInId, `${created.id}/`), { body: {} })
    expect(patched.status).toBe(200)
    expect(patched.json).toEqual(created)
  })

  it('deletes (204, empty body); then 404 on read, patch and delete', async () => {
    const created = subjectSchema.parse(
      (await h.call('POST', subjects(walkInId), { body: { name: 'Gone' } })).json,
    )
    const path = subjects(walkInId, `${created.id}/`)
    const deleted = await h.call('DELETE', path)
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expectError(await h.call('GET', path), 404, 'client_error', 'not_found')
    expectError(await h.call('PATCH', path, { body: { name: 'x' } }), 404, 'client_error', 'not_found')
    expectError(await h.call('DELETE', path), 404, 'client_error', 'not_found')
  })

  it('a subject is not reachable through another dataset', async () => {
    const created = subjectSchema.parse(
      (await h.call('POST', subjects(walkInId), { body: { name: 'Mine' } })).json,
    )
    expectError(await h.call('GET', subjects(mainId, `${created.id}/`)), 404, 'client_error', 'not_found')
  })

  it('404s subjects of an unknown dataset', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expectError(await h.call('GET', subjects(unknown)), 404, 'client_error', 'not_found')
    expectError(
      await h.call('POST', subjects(unknown), { body: { name: 'x' } }),
      404,
      'client_error',
      'not_found',
    )
  })
})

describe('subjects: validation', () => {
  const post = (body: unknown) => h.call('POST', subjects(walkInId), { body })

  it('name: required, not blank, at most 512, a string', async () => {
    expectError(await post({ birth_date: '1990-01-01' }), 400, 'validation_error', 'required_field', 'name')
    expectError(await post({ name: '' }), 400, 'validation_error', 'field_too_short', 'name')
    expectError(await post({ name: 'x'.repeat(513) }), 400, 'validation_error', 'field_too_long', 'name')
    expectError(await post({ name: 7 }), 400, 'validation_error', 'invalid_field_value', 'name')
    expect((await post({ name: 'y'.repeat(512) })).status).toBe(201)
  })

  it('birth_date: YYYY-MM-DD of a real, past date', async () => {
    for (const birth_date of [
      '1990-13-01',
      '1990-02-30',
      '01/02/1990',
      '1990-1-1',
      '1990-01-01T00:00:00Z',
      '2999-01-01',
      19900101,
    ]) {
      expectError(
        await post({ name: 'x', birth_date }),
        400,
        'validation_error',
        'invalid_field_value',
        'birth_date',
      )
    }
    expect((await post({ name: 'leap', birth_date: '2000-02-29' })).status).toBe(201)
  })

  it('biological_sex: invalid_choice with the allowed values in extra', async () => {
    for (const biological_sex of ['M', 'unknown', 1]) {
      const body = expectError(
        await post({ name: 'x', biological_sex }),
        400,
        'validation_error',
        'invalid_choice',
        'biological_sex',
      )
      expect(body.errors[0]?.extra).toEqual(['male', 'female', 'other'])
    }
  })

  it('meta: an object or null, not an array, string or number', async () => {
    for (const meta of [[1, 2], 'text', 3, true]) {
      expectError(await post({ name: 'x', meta }), 400, 'validation_error', 'invalid_field_value', 'meta')
    }
  })

  it('patch validates the same way', async () => {
    const created = subjectSchema.parse((await post({ name: 'Patch target' })).json)
    const path = subjects(walkInId, `${created.id}/`)
    expectError(
      await h.call('PATCH', path, { body: { name: '' } }),
      400,
      'validation_error',
      'field_too_short',
      'name',
    )
    expectError(
      await h.call('PATCH', path, { body: { name: null } }),
      400,
      'validation_error',
      'invalid_field_value',
      'name',
    )
    expectError(
      await h.call('PATCH', path, { body: { biological_sex: 'x' } }),
      400,
      'validation_error',
      'invalid_choice',
      'biological_sex',
    )
    expectError(
      await h.call('PATCH', path, { body: { birth_date: 'soon' } }),
      400,
      'validation_error',
      'invalid_field_value',
      'birth_date',
    )
    expectError(
      await h.call('PATCH', path, { body: [] }),
      400,
      'validation_error',
      'invalid_field_value',
      null,
    )
    const unchanged = await h.call('GET', path)
    expect(unchanged.json).toEqual(created)
  })
})

describe('subjects: search', () => {
  const names = async (query: string) => {
    const reply = await h.call('GET', subjects(mainId, `?page_size=100&${query}`))
    expect(reply.status).toBe(200)
    return pageSchema(subjectSchema)
      .parse(reply.json)
      .results.map((s) => s.name)
  }

  it('is a case-insensitive substring match on the name', async () => {
    expect(await names('search=ANA')).toEqual(expect.arrayContaining(['Anastasia Petrova', 'Ananya Iyer']))
    const found = await names('search=ana')
    expect(found.length).toBeGreaterThan(0)
    for (const name of found) expect(name.toLowerCase()).toContain('ana')
    expect(await names('search=ANA')).toEqual(found)
  })

  it('ignores accents, so "muller" finds "Müller" and "wisniewska" finds "Wiśniewska"', async () => {
    expect(await names('search=muller')).toEqual(['Jonas Müller'])
    expect(await names(`search=${encodeURIComponent('WIŚNIEWSKA')}`)).toEqual(['Zofia Wiśniewska'])
    expect(await names('search=wisniewska')).toEqual(['Zofia Wiśniewska'])
  })

  it('treats % and _ literally, and an empty search lists everything', async () => {
    expect(await names('search=%25')).toEqual([])
    expect(await names('search=_')).toEqual([])
    const all = pageSchema(subjectSchema).parse((await h.call('GET', subjects(mainId, '?search='))).json)
    const plain = pageSchema(subjectSchema).parse((await h.call('GET', subjects(mainId))).json)
    expect(all.count).toBe(plain.count)
  })

  it('takes the term from q as well as from search (q first)', async () => {
    expect(await names('q=muller')).toEqual(['Jonas Müller'])
    expect(await names('q=ANA')).toEqual(await names('search=ana'))
    expect(await names('q=muller&search=wisniewska')).toEqual(['Jonas Müller'])
  })

  it('no match gives an empty first page', async () => {
    const reply = await h.call('GET', subjects(mainId, '?search=zzzzzz'))
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ count: 0, next: null, previous: null, results: [] })
  })
})
