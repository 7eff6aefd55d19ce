import { describe, expect, it } from 'vitest'
import {
  instanceUid,
  reportInstanceUid,
  reportSeriesUid,
  seriesUid,
  studyUid,
  uidFrom,
  type VisitKey,
} from './uids'

const visit: VisitKey = {
  account: 'https://service.example/#company-1',
  subjectId: 'subj-7',
  batchId: 'batch-3',
}

/** PS3.5 9.1: components of digits, no leading zero but a lone 0, at most 64 characters. */
const validUid = /^(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))*$/

describe('the archive UIDs', () => {
  it('are valid 2.25 UIDs of a version-8 UUID', () => {
    for (const uid of [
      studyUid(visit),
      seriesUid(visit, 'c1'),
      instanceUid(visit, 'img-1'),
      reportSeriesUid(visit),
    ]) {
      expect(uid).toMatch(validUid)
      expect(uid.startsWith('2.25.')).toBe(true)
      expect(uid.length).toBeLessThanOrEqual(64)
      const hex = BigInt(uid.slice(5)).toString(16).padStart(32, '0')
      expect(hex).toHaveLength(32)
      expect(hex[12]).toBe('8')
      expect(['8', '9', 'a', 'b']).toContain(hex[16])
    }
  })

  it('are the same on every call for the same ids', () => {
    expect(studyUid({ ...visit })).toBe(studyUid(visit))
    expect(instanceUid(visit, 'img-1')).toBe(instanceUid({ ...visit }, 'img-1'))
    expect(reportInstanceUid(visit, 'r1')).toBe(reportInstanceUid(visit, 'r1'))
  })

  it('differ when any id, the account or the kind differs', () => {
    const all = [
      studyUid(visit),
      studyUid({ ...visit, batchId: 'batch-4' }),
      studyUid({ ...visit, subjectId: 'subj-8' }),
      studyUid({ ...visit, account: 'https://other.example/#company-1' }),
      seriesUid(visit, 'c1'),
      seriesUid(visit, 'c2'),
      instanceUid(visit, 'c1'),
      instanceUid(visit, 'img-2'),
      reportSeriesUid(visit),
      reportInstanceUid(visit, 'c1'),
    ]
    expect(new Set(all).size).toBe(all.length)
  })

  it('keep the parts apart', () => {
    expect(uidFrom('ab', 'c')).not.toBe(uidFrom('a', 'bc'))
  })
})
