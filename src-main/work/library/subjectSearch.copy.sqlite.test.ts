/**
 * The search over every dataset keeps the copy's subjects in memory between searches (npm run bench roster:
 * reading and checking 50,000 rows took 370 ms a search), and reads them again as soon as the copy changes:
 * a subject renamed by a list read, one added, one dropped: the next search, inside the fresh minute, sees it.
 */
import { describe, expect, it, test } from '../../../tests/support/fixtures'
import type { Subject } from '../../../src-shared/contract'
import { openCacheDb } from '../../store/cache/cacheDb'
import { createLibraryCache } from '../../store/cache/libraryCache'
import { createSubjectSearch } from './subjectSearch'
import { TEST_DATA_KEY } from '../../../tests/support/testSeal'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const subject = (id: string, name: string): Subject => ({
  id,
  datasetId: 'd1',
  name,
  birthDate: null,
  biologicalSex: null,
  createdAt: null,
  patientId: null,
  consent: null,
})

describe('the search’s copy in memory', () => {
  it('follows every change of the copy, without reading the service again', async () => {
    const cache = openCacheDb(dir, TEST_DATA_KEY).cache
    let reads = 0
    const api = (async (fn: (api: unknown) => unknown) => {
      reads += 1
      return fn({
        datasets: { all: async () => [{ id: 'd1', name: 'Clinic', creation_time: null }] },
        subjects: {
          // the first search's quick answer (the service's name search): nothing here, the whole read decides
          list: async () => ({ count: 0, next: false, previous: false, page: 1, pageSize: 100, results: [] }),
          all: async () => [
            { id: 's1', dataset_id: 'd1', name: 'Ada Adler', biological_sex: null, meta: null },
            { id: 's2', dataset_id: 'd1', name: 'Ben Becker', biological_sex: null, meta: null },
          ],
        },
      })
    }) as never
    let clock = new Date('2026-11-26T10:00:00Z')
    const search = createSubjectSearch({ api, cache, now: () => clock })
    const names = async (query: string) =>
      (await search.search({ query, page: 1, pageSize: 20 })).results.map((s) => s.name)

    expect(await names('ada')).toEqual(['Ada Adler'])
    const readsAfterFirst = reads
    const store = createLibraryCache(cache)
    clock = new Date(clock.getTime() + 1_000)
    store.putSubjects([subject('s1', 'Ada Ackermann')], clock)
    expect(await names('ada')).toEqual(['Ada Ackermann'])
    clock = new Date(clock.getTime() + 1_000)
    store.putSubjects([subject('s3', 'Adam Alder')], clock)
    expect(await names('ada')).toEqual(['Ada Ackermann', 'Adam Alder'])
    store.forgetSubject('s3')
    expect(await names('ada')).toEqual(['Ada Ackermann'])
    // all within the minute the copy is fresh: the service was not asked again
    expect(reads).toBe(readsAfterFirst)
    cache.close()
  })
})
