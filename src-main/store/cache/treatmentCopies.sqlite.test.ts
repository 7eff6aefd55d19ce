/**
 * A subject's treatments as last read (issue 45) are kept as long as the subject's copy is: they go when it ages
 * out (retention) and when the subject is forgotten (deleted); another subject's stay.
 */
import { describe, expect, it, test } from '../../../tests/support/fixtures'
import type { Subject } from '../../../src-shared/contract'
import { TEST_DATA_KEY } from '../../../tests/support/testSeal'
import { openCacheDb } from './cacheDb'
import { createRecordForgetting } from './forgetRecords'
import { createLibraryCache } from './libraryCache'
import { createTreatmentCopies } from './treatmentCopies'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const subject = (id: string): Subject => ({
  id,
  datasetId: 'd1',
  name: `Patient ${id}`,
  birthDate: null,
  biologicalSex: null,
  createdAt: null,
  patientId: null,
  consent: null,
})

describe("a subject's treatments as last read", () => {
  it('go with the subject’s copy, aged out or forgotten', () => {
    const cache = openCacheDb(dir, TEST_DATA_KEY).cache
    const library = createLibraryCache(cache)
    const copies = createTreatmentCopies(cache)
    library.putSubjects([subject('old')], new Date('2026-01-01T00:00:00Z'))
    library.putSubjects([subject('new'), subject('gone')], new Date('2026-11-01T00:00:00Z'))
    for (const id of ['old', 'new', 'gone'])
      copies.put(id, `[{"id":"t-${id}"}]`, new Date('2026-11-01T00:00:00Z'))

    expect(library.ageOut(new Date('2026-06-01T00:00:00Z'))).toBe(1)
    expect(copies.get('old')).toBeNull()
    expect(copies.get('new')).toBe('[{"id":"t-new"}]')

    createRecordForgetting(cache).subject('gone')
    expect(copies.get('gone')).toBeNull()
    expect(copies.get('new')).toBe('[{"id":"t-new"}]')
  })
})
