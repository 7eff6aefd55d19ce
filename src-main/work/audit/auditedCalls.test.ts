/**
 * The map from a call to its audit entry (issue 41's acts), without a database: the channels the client tests do
 * not reach (a connect to the demo or by signing in, a write already sent), what is looked up before a call, and
 * that no entry carries what was typed (a search's words, a name).
 */
import { describe, expect, it } from 'vitest'
import {
  auditEntryOf,
  knownBefore,
  recordedBefore,
  recordedInOpened,
  type AuditLookups,
} from './auditedCalls'

const lookups: AuditLookups = {
  reportSubject: (reportId) => (reportId === 'r1' ? 's1' : null),
  unsentWrite: (writeId) =>
    writeId === 'w1' ? { subjectId: 'local_1', datasetId: 'd1', kind: 'subject.create' } : null,
  imageOwner: (imageId) => (imageId === 'i1' ? { subjectId: 's1', datasetId: 'd1' } : null),
}
const connected = { connected: true, mode: 'demo', companyId: 'c1', baseUrl: 'http://127.0.0.1:1' }

describe('the audit entry of a call', () => {
  it('names the connect by how it was made, and keeps the base address and the key out', () => {
    expect(auditEntryOf('auth.connectDemo', {}, connected, null)).toEqual({
      action: 'account.connect',
      subjectId: null,
      detail: { mode: 'demo', company: 'c1', with: 'demo' },
    })
    const signIn = auditEntryOf(
      'auth.signIn',
      { baseUrl: 'https://x', email: 'ann@clinic.example', password: 'secret words' },
      { ...connected, mode: 'remote' },
      null,
    )
    expect(signIn).toEqual({
      action: 'account.connect',
      subjectId: null,
      detail: { mode: 'remote', company: 'c1', with: 'sign-in' },
    })
    expect(JSON.stringify(signIn)).not.toMatch(/ann@|secret|https:/)
    const replaced = auditEntryOf('auth.replaceKey', { companyId: 'c1', apiKey: 'k-123' }, connected, null)
    expect(replaced).toEqual({ action: 'apiKey.replace', subjectId: null, detail: { company: 'c1' } })
    // a connect goes into the account it opened, the key change before its work
    expect([...recordedInOpened].sort()).toEqual([
      'auth.connect',
      'auth.connectDemo',
      'auth.replaceKey',
      'auth.signIn',
    ])
    expect([...recordedBefore]).toEqual(['dataKey.rotate'])
  })

  it('books a photo or an image’s results to the image’s patient, looked up before the call', () => {
    const known = knownBefore('results.masks', { imageId: 'i1' }, lookups)
    expect(auditEntryOf('results.masks', { imageId: 'i1' }, {}, known)).toEqual({
      action: 'results.view',
      subjectId: 's1',
      detail: { image: 'i1' },
    })
    // the screen said whose photo it is: that patient; an image not known here: its id alone
    expect(
      auditEntryOf('images.original', { imageId: 'i9', subjectId: 's2' }, {}, { subjectId: null }),
    ).toEqual({
      action: 'photo.view',
      subjectId: 's2',
      detail: { image: 'i9' },
    })
    const unknown = knownBefore('results.forImage', { imageId: 'i9' }, lookups)
    expect(auditEntryOf('results.forImage', { imageId: 'i9' }, {}, unknown)).toMatchObject({
      subjectId: null,
    })
  })

  it('records a search with how many it found, never its words', () => {
    const query = 'Nell Hart 1961'
    const entries = [
      auditEntryOf('subjects.search', { query, page: 1, pageSize: 10 }, { count: 2 }, null),
      auditEntryOf('subjects.list', { datasetId: 'd1', search: query }, { count: 1 }, null),
      auditEntryOf('subjects.duplicates', { name: query, birthDate: '1961-02-03' }, [{}, {}, {}], null),
    ]
    expect(entries.map((e) => e?.detail)).toEqual([
      { found: '2' },
      { dataset: 'd1', found: '1' },
      { scope: 'duplicates', found: '3' },
    ])
    expect(JSON.stringify(entries)).not.toMatch(/Nell|Hart|1961/)
    expect(auditEntryOf('subjects.list', { datasetId: 'd1', search: '  ' }, { count: 9 }, null)).toBeNull()
  })

  it('records a cancelled write only when one waited; dismissing a sent write’s notice is no act', () => {
    const waiting = knownBefore('outbox.cancel', { writeId: 'w1' }, lookups)
    expect(auditEntryOf('outbox.cancel', { writeId: 'w1' }, {}, waiting)).toEqual({
      action: 'outbox.cancel',
      subjectId: 'local_1',
      detail: { dataset: 'd1', write: 'w1', kind: 'subject.create' },
    })
    const sent = knownBefore('outbox.cancel', { writeId: 'w2' }, lookups)
    expect(auditEntryOf('outbox.cancel', { writeId: 'w2' }, {}, sent)).toBeNull()
  })

  it('records an export only once it is saved, and a removed report under its patient', () => {
    expect(auditEntryOf('support.exportDiagnostics', {}, { saved: false, path: null }, null)).toBeNull()
    expect(auditEntryOf('support.exportDiagnostics', {}, { saved: true, path: '/x' }, null)).toEqual({
      action: 'diagnostics.export',
      subjectId: null,
    })
    const known = knownBefore('reports.remove', { reportId: 'r1' }, lookups)
    expect(auditEntryOf('reports.remove', { reportId: 'r1' }, {}, known)).toMatchObject({ subjectId: 's1' })
  })
})
