/**
 * The first search of a roster too big to read at once (issue 29): it waits only so long for the whole roster,
 * then answers with the service's own name search in every dataset (asked in parallel), marked partial; once the
 * roster is read, the screens are told, and searches answer from the roster index: record numbers too, and
 * without asking the service again within the fresh minute. The service is a stand-in answering from lists here
 * (the local service's own search is tested in tests/service; the scale in `npm run bench roster`).
 */
import { describe, expect, it, test } from '../../../tests/support/fixtures'
import { openCacheDb } from '../../store/cache/cacheDb'
import { createSubjectSearch } from './subjectSearch'
import { TEST_DATA_KEY } from '../../../tests/support/testSeal'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const record = (id: string, datasetId: string, name: string, patientId: string | null = null) => ({
  id,
  dataset_id: datasetId,
  name,
  biological_sex: null,
  meta: patientId === null ? null : { patient_id: patientId },
})
const roster: Record<string, ReturnType<typeof record>[]> = {
  d1: [record('s1', 'd1', 'Ada Adler'), record('s2', 'd1', 'Ben Becker', 'MRN-9')],
  d2: [record('s3', 'd2', 'Adam Alder')],
}

describe('the first search of a big roster', () => {
  it('answers with the service’s name search, partial, then from the whole roster once it is read', async () => {
    const cache = openCacheDb(dir, TEST_DATA_KEY).cache
    let openRoster: () => void = () => undefined
    const rosterRead = new Promise<void>((resolve) => (openRoster = resolve))
    const calls: string[] = []
    const api = (async (fn: (api: unknown) => unknown) =>
      fn({
        datasets: {
          all: async () => [
            { id: 'd1', name: 'North', creation_time: null },
            { id: 'd2', name: 'South', creation_time: null },
          ],
        },
        subjects: {
          // reading a dataset whole is slow (a chain's roster): it waits for the test
          all: async (datasetId: string) => {
            calls.push(`all ${datasetId}`)
            await rosterRead
            return roster[datasetId]
          },
          list: async ({ datasetId, search }: { datasetId: string; search: string }) => {
            calls.push(`list ${datasetId}`)
            const results = (roster[datasetId] ?? []).filter((s) => s.name.toLowerCase().includes(search))
            return { count: results.length, next: false, previous: false, page: 1, pageSize: 100, results }
          },
        },
      })) as never
    let told = 0
    const search = createSubjectSearch({ api, cache, firstAnswerMs: 50, onCopyRead: () => (told += 1) })

    const first = await search.search({ query: 'ada', page: 1, pageSize: 20 })
    expect(first.partial).toBe(true)
    expect(first.results.map((s) => [s.name, s.datasetName])).toEqual([
      ['Ada Adler', 'North'],
      ['Adam Alder', 'South'],
    ])
    expect(calls.filter((c) => c.startsWith('list')).sort()).toEqual(['list d1', 'list d2'])
    // a record number is not in the service's name search: not found yet
    expect((await search.search({ query: 'mrn-9', page: 1, pageSize: 20 })).count).toBe(0)
    expect(told).toBe(0)

    openRoster()
    await expect.poll(() => told).toBe(1)
    const asked = calls.length
    const byRecord = await search.search({ query: 'mrn-9', page: 1, pageSize: 20 })
    expect(byRecord.partial).toBeUndefined()
    expect(byRecord.results.map((s) => s.name)).toEqual(['Ben Becker'])
    expect((await search.search({ query: 'e', page: 1, pageSize: 2 })).count).toBe(3)
    expect(calls.length).toBe(asked)
    cache.close()
  })
})
