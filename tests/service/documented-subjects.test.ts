/**
 * Subjects in the documented dialect: the list searches with `q` only, and `biological_sex` is written as an id
 * of the service's dictionary (learnt from records; there is no dictionary endpoint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { datasetIdByName, dictionaryItem, newSubject, startDocumented } from './documentedSupport'
import { expectError, type Harness } from './support'

let h: Harness
let mainId: string
beforeAll(async () => {
  h = await startDocumented()
  mainId = await datasetIdByName(h, 'Main clinic')
})
afterAll(() => h?.service.close())

const listSchema = z.object({
  count: z.number(),
  results: z.array(z.looseObject({ id: z.string(), name: z.string() })),
})

async function names(query: string) {
  const reply = await h.call('GET', h.companyPath(`/datasets/${mainId}/subjects/?page_size=100&${query}`))
  expect(reply.status, reply.text).toBe(200)
  return listSchema.parse(reply.json)
}

describe('subject search (documented)', () => {
  it('searches with q (substring, ignoring case and accents)', async () => {
    expect((await names('q=muller')).results.map((s) => s.name)).toEqual(['Jonas Müller'])
    expect((await names(`q=${encodeURIComponent('WIŚNIEWSKA')}`)).results.map((s) => s.name)).toEqual([
      'Zofia Wiśniewska',
    ])
  })

  it('ignores search=: the full list comes back', async () => {
    const all = await names('')
    const ignored = await names('search=muller')
    expect(all.count).toBeGreaterThan(1)
    expect(ignored.count).toBe(all.count)
    expect(ignored.results.map((s) => s.id)).toEqual(all.results.map((s) => s.id))
  })
})

const sexOf = z.looseObject({ biological_sex: dictionaryItem.nullable() })

/** The dictionary's items as the demo's records show them, by tech name. */
async function sexesFromRecords(): Promise<Map<string, string>> {
  const reply = await h.call('GET', h.companyPath(`/datasets/${mainId}/subjects/?page_size=100`))
  const items = z
    .object({ results: z.array(sexOf) })
    .parse(reply.json)
    .results.map((s) => s.biological_sex)
  return new Map(items.flatMap((item) => (item ? [[item.tech_name, String(item.id)] as const] : [])))
}

describe('biological sex by id (documented)', () => {
  it('has no dictionary endpoint; the demo records show every item', async () => {
    const dict = await h.call('GET', '/api/v1/dicts/biological_sexes/', { token: null })
    expectError(dict, 404, 'client_error', 'not_found')
    const sexes = await sexesFromRecords()
    expect([...sexes.keys()].sort()).toEqual(['female', 'male', 'other'])
    for (const id of sexes.values()) expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('creates and patches with an id or null, and shows the item', async () => {
    const sexes = await sexesFromRecords()
    const subject = await newSubject(h, mainId, { name: 'Sex by id', biological_sex: sexes.get('male') })
    expect(sexOf.parse(subject.json).biological_sex).toEqual({
      id: sexes.get('male'),
      name: 'Male',
      tech_name: 'male',
    })
    const path = h.companyPath(`${subject.path}/`)
    const patched = await h.call('PATCH', path, { body: { biological_sex: sexes.get('other') } })
    expect(patched.status, patched.text).toBe(200)
    expect(sexOf.parse(patched.json).biological_sex?.tech_name).toBe('other')
    const cleared = await h.call('PATCH', path, { body: { biological_sex: null } })
    expect(sexOf.parse(cleared.json).biological_sex).toBeNull()
    const none = await newSubject(h, mainId, { name: 'No sex given' })
    expect(sexOf.parse(none.json).biological_sex).toBeNull()
  })

  it('refuses a tech name, an unknown id or a number (400, nothing created or changed)', async () => {
    const before = await names('q=refused')
    const subject = await newSubject(h, mainId, { name: 'Patch refused', biological_sex: null })
    const bad: unknown[] = ['female', crypto.randomUUID(), 2, '', { id: 'x' }, true]
    for (const value of bad) {
      const created = await h.call('POST', h.companyPath(`/datasets/${mainId}/subjects/`), {
        body: { name: 'Sex refused', biological_sex: value },
      })
      const body = expectError(created, 400, 'validation_error', 'invalid_field_value', 'biological_sex')
      expect(body.errors).toHaveLength(1)
      const patched = await h.call('PATCH', h.companyPath(`${subject.path}/`), {
        body: { name: 'Changed?', biological_sex: value },
      })
      expectError(patched, 400, 'validation_error', 'invalid_field_value', 'biological_sex')
    }
    expect((await names('q=refused')).count).toBe(before.count + 1)
    const read = await h.call('GET', h.companyPath(`${subject.path}/`))
    expect(read.json).toMatchObject({ name: 'Patch refused', biological_sex: null })
  })
})
