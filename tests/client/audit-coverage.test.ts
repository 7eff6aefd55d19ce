/**
 * Issue 41, point 10: what else the audit trail records, through the real handlers, databases and a local service:
 * viewing a photo and an image's results (booked to the image's patient, looked up here), searching (that it was
 * made and how many it found, never its words: they are a patient's name), the diagnostics export, cancelling a
 * capture in the queue or a change in the outbox, the connect (made with nobody signed in: under the operator id
 * `connect`), the API key replaced, and set-aside data deleted. A call main refuses is not recorded. Each entry is
 * booked to the operator signed in when the call began, even when another signs in before it ends: the test
 * holds the call's request to the service (the app's fetch, wrapped: it waits until the test lets it go).
 * Failed on main before issue 41: none of these were entries, and a view went to whoever was signed in at the end.
 */
import { describe, expect, it } from '../support/fixtures'
import type { AuditEntryView } from '../../src-shared/contract'
import { AUDIT_CONNECT_OPERATOR } from '../../src-shared/contractValues'
import { queueFrontCapture, uploadPhoto, waitForVisits, type World } from '../support/world'
import type { AppUnderTest, StartOptions } from '../support/mainApp'
import { TEST_ADMIN } from '../support/operators'

const CLINICIAN = { name: 'Dr. Ida Berg', passphrase: 'lindenblatt 42' }
const PATIENT = 'Nell Hart'

async function connected(world: World, options: StartOptions = {}) {
  const { service, clinic, app } = await world.connectClinic(PATIENT, options)
  const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
  const admin = (await app.value('operators.list'))[0]
  if (!admin) throw new Error('no administrator')
  return { service, clinic, app, target, adminId: admin.id }
}

/** The trail's entries as [operator id, action, patient, detail], oldest first, from `since` on. */
async function entriesOf(app: AppUnderTest, since = 0) {
  const page = await app.value('audit.list', {})
  expect(page.chain.intact).toBe(true)
  expect(JSON.stringify(page)).not.toContain(PATIENT)
  return page.entries
    .filter((e) => e.seq > since)
    .map((e: AuditEntryView) => [e.operatorId, e.action, e.subjectId, e.detail])
}

/** Requests to the service pass, except the one `hold` names: it waits until `release`. */
function heldFetch() {
  let match: ((url: string, method: string) => boolean) | null = null
  let release: () => void = () => undefined
  let held: () => void = () => undefined
  const holding = new Promise<void>((resolve) => (held = resolve))
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    if (match?.(url, method)) {
      match = null
      held()
      await new Promise<void>((resolve) => (release = resolve))
    }
    return fetch(input, init)
  }
  return {
    fetchImpl,
    hold(which: (url: string, method: string) => boolean) {
      match = which
    },
    /** Resolves once the named request is held. */
    holding,
    release: () => release(),
  }
}

const lastSeq = async (app: AppUnderTest) => (await app.value('audit.list', {})).entries.at(-1)?.seq ?? 0

describe('audit coverage', () => {
  it('records a connect, views of a photo and its results, searches, the diagnostics export and a new key', async ({
    world,
  }) => {
    const { service, clinic, app, target, adminId } = await connected(world)
    const [connect] = await entriesOf(app)
    expect(connect).toEqual([
      AUDIT_CONNECT_OPERATOR,
      'account.connect',
      null,
      { mode: 'remote', company: clinic.companyId, with: 'key' },
    ])

    const imageId = await uploadPhoto(clinic)
    await waitForVisits(() => app.value('history.forSubject', { ...target, since: null }), 1)
    const from = await lastSeq(app)
    // the photo as the results screen and the capture's ghost ask for it: by its id alone
    await app.value('images.original', { imageId })
    await app.value('results.forImage', { imageId })
    // the masks of the same image are the same view of its results: one entry
    await app.value('results.masks', { imageId })
    await app.value('subjects.search', { query: 'Nell', page: 1, pageSize: 10 })
    await app.value('subjects.list', { datasetId: clinic.datasetId, page: 1, pageSize: 10, search: 'hart' })
    // a dataset's list is not a search
    await app.value('subjects.list', { datasetId: clinic.datasetId, page: 1, pageSize: 10, search: '' })
    await app.value('subjects.duplicates', { name: PATIENT, birthDate: null })
    expect((await app.value('support.exportDiagnostics', {})).saved).toBe(true)
    const newKey = service.admin.createKey(clinic.companyId, { name: 'rotated' }).token
    await app.value('auth.replaceKey', { companyId: clinic.companyId, apiKey: newKey })

    expect(await entriesOf(app, from)).toEqual([
      [adminId, 'photo.view', clinic.subjectId, { image: imageId }],
      [adminId, 'results.view', clinic.subjectId, { image: imageId }],
      [adminId, 'subject.search', null, { found: '1' }],
      [adminId, 'subject.search', null, { dataset: clinic.datasetId, found: '1' }],
      [adminId, 'subject.search', null, { scope: 'duplicates', found: '1' }],
      [adminId, 'diagnostics.export', null, {}],
      // the administrator's own account, still open: booked to them
      [adminId, 'apiKey.replace', null, { company: clinic.companyId }],
    ])
  })

  it('books each act to the operator as the call began, and records cancels and set-aside data deleted', async ({
    world,
  }) => {
    const gate = heldFetch()
    const { clinic, app, target, adminId } = await connected(world, {
      apiOptions: { retries: 0, timeoutMs: 10_000, fetchImpl: gate.fetchImpl },
    })
    const clinician = await app.value('operators.add', { ...CLINICIAN, role: 'clinician' })
    const from = await lastSeq(app)
    await app.value('operator.signIn', CLINICIAN)

    // the clinician opens the patient's history; its request to the service is held…
    gate.hold((url, method) => method === 'GET' && url.includes('/metrics_and_submetrics'))
    const history = app.call('history.forSubject', { ...target, since: null })
    await gate.holding
    // …while the administrator signs in over the clinician (Switch operator): the view is still the clinician's
    expect((await app.value('operator.signIn', TEST_ADMIN)).operator?.id).toBe(adminId)
    gate.release()
    expect((await history).ok).toBe(true)
    await app.value('operator.signIn', CLINICIAN)

    // the patient's record read while online (the consent gate reads it offline), then the service goes away
    await app.value('subjects.get', target)
    await world.stopService()

    const capture = await queueFrontCapture(app, clinic)
    await app.value('queue.cancel', { captureId: capture.id })
    const edit = await app.value('subjects.update', { ...target, name: 'Nell Hart-Ross', birthDate: null })
    expect(edit.unsent).toBe(true)
    const [write] = await app.value('outbox.list')
    expect(write?.kind).toBe('subject.update')
    await app.value('outbox.cancel', { writeId: write?.id })
    // refused by access: not recorded
    expect(await app.failure('dataKey.discardSetAside')).toBe('not_permitted')
    expect((await app.value('support.exportDiagnostics', {})).saved).toBe(true)

    await app.value('operator.signIn', TEST_ADMIN)
    await app.value('dataKey.discardSetAside')

    const acts = (await entriesOf(app, from)).filter(
      ([, action]) => !String(action).startsWith('operator.') && action !== 'subject.view',
    )
    expect(acts).toEqual([
      [clinician.id, 'visit.view', clinic.subjectId, { dataset: clinic.datasetId }],
      [clinician.id, 'capture.submit', clinic.subjectId, { dataset: clinic.datasetId, capture: capture.id }],
      [clinician.id, 'capture.cancel', clinic.subjectId, { dataset: clinic.datasetId, capture: capture.id }],
      [clinician.id, 'subject.edit', clinic.subjectId, { dataset: clinic.datasetId }],
      [
        clinician.id,
        'outbox.cancel',
        clinic.subjectId,
        { dataset: clinic.datasetId, write: write?.id, kind: 'subject.update' },
      ],
      [clinician.id, 'diagnostics.export', null, {}],
      [adminId, 'dataKey.setAsideDiscard', null, {}],
    ])
  })
})
