/**
 * The roster index follows the cache incrementally (issue 29): a roster listed again unchanged is not read again;
 * a renamed subject is the one row read; a dropped one goes; a cleared cache is followed. Retention still sees every subject as just listed.
 */
import { describe, expect, it, test } from '../../../tests/support/fixtures'
import type { Subject } from '../../../src-shared/contract'
import { openCacheDb } from '../../store/cache/cacheDb'
import { createCacheContent } from '../../store/cache/cacheContent'
import { createLibraryCache } from '../../store/cache/libraryCache'
import { createRosterIndex } from './rosterIndex'
import { TEST_DATA_KEY } from '../../../tests/support/testSeal'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const subject = (id: string, name: string, patientId: string | null = null): Subject => ({
  id,
  datasetId: 'd1',
  name,
  birthDate: '1980-01-02',
  biologicalSex: null,
  createdAt: null,
  patientId,
  consent: null,
})

describe('the roster index', () => {
  it('reads only the rows that changed since it last looked', () => {
    const cache = openCacheDb(dir, TEST_DATA_KEY).cache
    const store = createLibraryCache(cache)
    let rowsRead = 0
    const counted = {
      ...store,
      subjectRowsSince: (seq: number) => {
        const rows = store.subjectRowsSince(seq)
        rowsRead += rows.length
        return rows
      },
    } as typeof store
    const index = createRosterIndex(counted)
    const roster = [
      subject('s1', 'Ada Adler', 'MRN-1'),
      subject('s2', 'Ben Becker'),
      subject('s3', 'Cy Young'),
    ]
    store.replaceSubjects('d1', roster, new Date('2026-11-26T10:00:00Z'))
    expect([...index.all()].map((e) => e.nameKey).sort()).toEqual(['ada adler', 'ben becker', 'cy young'])
    expect(rowsRead).toBe(3)

    // listed again a minute later, unchanged: nothing is read again, but retention sees them as listed now
    store.replaceSubjects('d1', roster, new Date('2026-11-26T10:01:00Z'))
    expect(index.size()).toBe(3)
    expect(rowsRead).toBe(3)
    expect(store.ageOut(new Date('2026-11-26T10:00:30Z'))).toBe(0)

    // one renamed, one gone
    store.replaceSubjects(
      'd1',
      [subject('s1', 'Ada Ackermann', 'MRN-1'), subject('s2', 'Ben Becker')],
      new Date('2026-11-26T10:02:00Z'),
    )
    const entries = [...index.all()]
    expect(entries.map((e) => e.nameKey).sort()).toEqual(['ada ackermann', 'ben becker'])
    expect(entries.find((e) => e.id === 's1')?.recordKey).toBe('mrn-1')
    expect(rowsRead).toBe(4)

    // the cache cleared, then more written than the index had seen: it follows
    createCacheContent(cache).clear()
    for (const [i, at] of ['10:03', '10:04', '10:05', '10:06', '10:07'].entries())
      store.putSubjects(
        [subject(`s${9 + i}`, i === 4 ? 'Dora Dietz' : `Eve ${i}`)],
        new Date(`2026-11-26T${at}:00Z`),
      )
    store.forgetSubject('s9')
    store.forgetSubject('s10')
    store.forgetSubject('s11')
    store.forgetSubject('s12')
    expect([...index.all()].map((e) => e.nameKey)).toEqual(['dora dietz'])
    cache.close()
  })
})
