/**
 * Subjects in the documented dialect: the list searches with `q` only, and `biological_sex` is written as an id
 * of the service's dictionary (learnt from records; there is no dictionary endpoint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { datasetIdByName, startDocumented } from './documentedSupport'
import type { Harness } from './support'

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
