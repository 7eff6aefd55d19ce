/**
 * The place the lock keeps (whileLocked.ts): every screen without a patient's name; a capture goes back to its
 * patient and a report viewer to where it was opened (the shots and the report's file name go with them).
 */
import { describe, expect, it } from 'vitest'
import type { SavedReport } from '../../../src-shared/contract'
import type { Screen } from '../../store/navigation'
import { placeWithoutPatients } from './whileLocked'

const target = { datasetId: 'd1', subjectId: 's1', datasetName: 'Clinic', subjectName: 'Nell Hart' }
const nameless = { ...target, subjectName: null }
const report = { id: 'r1', subjectName: 'Nell Hart', defaultFileName: 'Nell-Hart.pdf' } as SavedReport

describe('the place kept while locked', () => {
  it('has no patient name in any screen, and keeps the rest', () => {
    const cases: [Screen, Screen][] = [
      [{ name: 'datasets' }, { name: 'datasets' }],
      [
        { name: 'subjects', dataset: { id: 'd1', name: 'Clinic' } },
        { name: 'subjects', dataset: { id: 'd1', name: 'Clinic' } },
      ],
      [
        { name: 'subject', target },
        { name: 'subject', target: nameless },
      ],
      [
        { name: 'visit', target, imageId: 'i1', capturedAt: null },
        { name: 'visit', target: nameless, imageId: 'i1', capturedAt: null },
      ],
      [
        { name: 'compare', target },
        { name: 'compare', target: nameless },
      ],
      [
        { name: 'reports', target },
        { name: 'reports', target: nameless },
      ],
      [
        { name: 'capture', target, mode: 'triplet' },
        { name: 'subject', target: nameless },
      ],
      [
        { name: 'report', target, report, back: { name: 'reports', target } },
        { name: 'reports', target: nameless },
      ],
      [
        { name: 'settings', back: { name: 'queue', back: { name: 'subject', target } } },
        { name: 'settings', back: { name: 'queue', back: { name: 'subject', target: nameless } } },
      ],
    ]
    for (const [open, kept] of cases) {
      expect(placeWithoutPatients(open)).toEqual(kept)
      expect(JSON.stringify(placeWithoutPatients(open))).not.toContain('Nell')
    }
  })
})
