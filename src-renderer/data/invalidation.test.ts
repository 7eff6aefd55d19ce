/** The renderer's rule for which cached answers a `data.changed` makes old (src-renderer/data/invalidation.ts). */
import { describe, expect, it } from 'vitest'
import type { DataChange } from '../../src-shared/contract'
import { forgetsAll, isTouchedBy } from './invalidation'

const change = (kinds: DataChange['kinds'], on: Partial<DataChange> = {}): DataChange => ({
  kinds,
  subjectId: null,
  datasetId: null,
  ...on,
})

describe('which cached answers a change makes old', () => {
  it('reads a finished capture into its own subject history only', () => {
    const done = change(['history', 'storage'], { subjectId: 's1', datasetId: 'd1' })
    expect(isTouchedBy(done, ['history.forSubject', { datasetId: 'd1', subjectId: 's1', since: null }])).toBe(
      true,
    )
    expect(isTouchedBy(done, ['history.forSubject', { datasetId: 'd1', subjectId: 's2', since: null }])).toBe(
      false,
    )
    expect(isTouchedBy(done, ['cache.info', {}])).toBe(true)
    expect(isTouchedBy(done, ['subjects.list', { datasetId: 'd1', page: 1 }])).toBe(false)
  })

  it("reads a new subject into its dataset's lists, not another dataset's", () => {
    const added = change(['subjects'], { datasetId: 'd1', subjectId: 's9' })
    expect(isTouchedBy(added, ['subjects.list', { datasetId: 'd1', page: 1, search: '' }])).toBe(true)
    expect(isTouchedBy(added, ['subjects.list', { datasetId: 'd2', page: 1, search: '' }])).toBe(false)
    expect(isTouchedBy(added, ['datasets.list', { page: 1 }])).toBe(true)
  })

  it('reads every report list again when a report without a named subject was removed', () => {
    const removed = change(['reports', 'storage'])
    expect(isTouchedBy(removed, ['reports.list', { subjectId: 's1' }])).toBe(true)
    expect(isTouchedBy(removed, ['history.forSubject', { subjectId: 's1' }])).toBe(false)
  })

  it('reads everything again when the connection recovers, and forgets all on another account', () => {
    expect(isTouchedBy(change(['everything']), ['queue.list', {}])).toBe(true)
    expect(forgetsAll(change(['account']))).toBe(true)
    expect(forgetsAll(change(['everything']))).toBe(false)
  })
})
