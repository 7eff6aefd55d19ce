import { describe, expect, it } from 'vitest'
import { treatmentsBetween } from './treatmentsBetween'

const entry = (id: string, performedAt: string, visitKey: string | null = null) => ({
  id,
  performedAt,
  visitKey,
})

const earlier = { key: 'batch-1', at: '2026-01-10T10:00:00.000Z' }
const later = { key: 'batch-2', at: '2026-03-10T10:00:00.000Z' }

describe('treatmentsBetween', () => {
  it("keeps the earlier visit's and those in between, oldest first; not the later visit's", () => {
    const list = [
      entry('at-later', '2026-03-10T10:00:00.000Z', 'batch-2'),
      entry('laser', '2026-02-10T10:00:00.000Z'),
      entry('filler', '2026-01-10T10:00:00.000Z', 'batch-1'),
      entry('before', '2025-12-01T10:00:00.000Z'),
      entry('after', '2026-04-01T10:00:00.000Z'),
    ]
    expect(treatmentsBetween(list, earlier, later).map((e) => e.id)).toEqual(['filler', 'laser'])
  })

  it('counts an entry of the earlier visit recorded with an earlier time, and none of the later one', () => {
    const list = [
      entry('filler', '2026-01-09T08:00:00.000Z', 'batch-1'),
      entry('late-entry', '2026-02-01T08:00:00.000Z', 'batch-2'),
    ]
    expect(treatmentsBetween(list, earlier, later).map((e) => e.id)).toEqual(['filler'])
  })

  it('is the same list with the visits given the other way round', () => {
    const list = [
      entry('filler', '2026-01-10T10:00:00.000Z', 'batch-1'),
      entry('laser', '2026-02-10T10:00:00.000Z'),
    ]
    expect(treatmentsBetween(list, later, earlier).map((e) => e.id)).toEqual(['filler', 'laser'])
  })
})
