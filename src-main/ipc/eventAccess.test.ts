/**
 * What main's events carry to the pages (eventAccess.ts): everything while an operator is signed in; while the
 * pages may show no patient (locked, signed out, no account), no queue item or offline progress at all, a
 * data.changed without ids, and the connection and operator state as they are.
 */
import { describe, expect, it } from 'vitest'
import type { EventName } from '../../src-shared/contract'
import { eventNames } from '../../src-shared/contract'
import { gateEvents } from './eventAccess'

const queueItem = {
  id: 'capture-1',
  datasetId: 'dataset-1',
  subjectId: 'subject-1',
  subjectName: 'Nell Hart',
  mode: 'front' as const,
  state: 'uploading' as const,
  createdAt: '2026-03-02T09:00:00Z',
  updatedAt: '2026-03-02T09:00:01Z',
  sides: [],
  problem: null,
  rejected: [],
  attempts: 0,
  retry: null,
  analyses: null,
}
const samples = {
  'auth.changed': {
    connected: true,
    mode: 'remote' as const,
    baseUrl: 'https://x.example',
    companyId: 'company-1',
    companyName: 'Clinic',
    keyExpiresAt: null,
    keyAccepted: true,
    online: true,
    lastOnlineAt: null,
  },
  'queue.changed': queueItem,
  'offline.progress': { subjectId: 'subject-1', stage: 'photos' as const, done: 1, total: 3, error: null },
  'data.changed': { kinds: ['history' as const], subjectId: 'subject-1', datasetId: 'dataset-1' },
  'operator.changed': {
    state: 'locked' as const,
    operator: { id: 'op-1', name: 'Ann', role: 'clinician' as const },
  },
  'practice.request': {
    id: 'request-1',
    receivedAt: '2026-01-01T00:00:00.000Z',
    kind: 'examination' as const,
    patientNumber: '4711',
    lastName: 'Hart',
    firstName: 'Nell',
    birthDate: '1980-01-01',
    sex: 'female' as const,
    match: { datasetId: 'dataset-1', subjectId: 'subject-1', datasetName: null, subjectName: 'Nell Hart' },
  },
  'practice.problem': { fileName: 'SKINPVS4711.gdt', reason: 'noPatient' },
  'clinical.changed': {
    target: 'record' as const,
    datasetId: 'dataset-1',
    subjectId: 'subject-1',
    visitKey: 'batch-1',
    state: 'sent' as const,
    queuedAt: '2026-01-01T00:00:00.000Z',
    sentAt: '2026-01-01T00:00:01.000Z',
    tries: 1,
    nextTryAt: null,
    problem: null,
    outcome: { created: 12, total: 12 },
  },
}

function sentThrough(open: boolean) {
  const sent: [EventName, unknown][] = []
  const push = gateEvents(
    (event, payload) => sent.push([event, payload]),
    () => open,
  )
  for (const event of eventNames) push(event, samples[event] as never)
  return sent
}

describe('events to the pages', () => {
  it('carry everything while someone is signed in', () => {
    expect(sentThrough(true)).toEqual(eventNames.map((event) => [event, samples[event]]))
  })

  it('carry no patient while nobody may see one', () => {
    const sent = sentThrough(false)
    expect(sent).toEqual([
      ['auth.changed', samples['auth.changed']],
      ['data.changed', { kinds: ['history'], subjectId: null, datasetId: null }],
      ['operator.changed', samples['operator.changed']],
    ])
    const text = JSON.stringify(sent)
    for (const kept of ['Nell Hart', 'subject-1', 'dataset-1', 'capture-1', '4711'])
      expect(text).not.toContain(kept)
  })
})
