/**
 * The outbox (issue 29) through main's real handlers, against the local service stopped and started again on the
 * same port: every write made offline is kept, shown as unsent, and sent once the service answers, each once; the
 * conflict rule with another workstation (the service's API, as another workstation would write); a refusal comes
 * back with the service's words and can be fixed.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import type { Subject } from '../../src-shared/contract'
import { createSkinApi, type SkinApi } from '../../src-main/api'
import { isLocalSubjectId } from '../../src-shared/domain/localIds'
import { consentMeta } from '../support/consent'
import { memorySecrets } from '../support/memorySecrets'
import { type World, type Clinic } from '../support/world'
import { startMainApp, type AppUnderTest } from '../support/mainApp'
import { facePhoto } from '../support/photos'

/**
 * Another workstation's work while this app is cut off: the same service (its database) on another address, so
 * the app cannot see it back before the change is made; stopped again after.
 */
async function otherWorkstation(
  world: World,
  clinic: Clinic,
  work: (api: SkinApi) => Promise<unknown>,
): Promise<void> {
  const elsewhere = await world.startService()
  await work(
    createSkinApi({ baseUrl: elsewhere.baseUrl, companyId: clinic.companyId, apiKey: clinic.apiKey }),
  )
  await world.stopService()
}

/**
 * A second workstation (issue 41): another app, with its own data folder and keychain, signed in as an operator of
 * its own, on the same service while this app is cut off from it (the service on another address); its work done,
 * it closes and the service stops again.
 */
async function secondWorkstation(
  world: World,
  clinic: Clinic,
  work: (other: AppUnderTest) => Promise<unknown>,
) {
  const elsewhere = await world.startService()
  const dir = await mkdtemp(join(tmpdir(), 'skin-second-'))
  const other = await startMainApp(dir, memorySecrets())
  try {
    await other.connect(elsewhere, clinic)
    await work(other)
  } finally {
    await other.close()
    await rm(dir, { recursive: true, force: true })
    await world.stopService()
  }
}

/** Asks `check` every 100 ms until it holds, for up to `ms`. */
async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`not so within ${ms} ms`)
}

/** A probe every 50 ms, also while calls answer (so the service stopping is noticed at once). */
const fast = { connectivity: { everyMs: 50, quietOnlineMs: 0 } }

async function offlineClinic(world: World) {
  const { service, clinic } = await world.startClinic('Already There', 'Outbox clinic')
  // a triplet is analysed by the acne application as well: the clinic has it
  service.admin.setAcneEnabled(clinic.companyId, true)
  const app = await world.startApp(fast)
  await app.connect(service, clinic)
  await app.value('preferences.set', { photoConsentRequired: true })
  // what the screens read before the line went down: the dataset's list and the patient
  await app.value('subjects.list', { datasetId: clinic.datasetId, page: 1, pageSize: 50 })
  await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
  const port = service.port
  await world.stopService()
  await app.waitForStatus((s) => !s.online)
  return { clinic, app, port }
}

const subjectsOnService = (clinic: Clinic) => clinic.api.subjects.all(clinic.datasetId)

async function triplet() {
  const bytes = new Uint8Array(await facePhoto(1280, 1024))
  return (['front', 'left', 'right'] as const).map((side) => ({ side, source: 'camera' as const, bytes }))
}

const unsentWrites = async (app: AppUnderTest) =>
  (await app.value('outbox.list')).filter((w) => w.state !== 'sent' && w.state !== 'dropped')

describe('the outbox', () => {
  it('keeps a new patient, their consent and a triplet offline, and sends each once when the service is back', async ({
    world,
  }) => {
    const { clinic, app, port } = await offlineClinic(world)
    const created = await app.value('subjects.create', {
      datasetId: clinic.datasetId,
      name: 'Walk In',
      patientId: 'MRN-77',
      birthDate: '1990-04-01',
    })
    expect(isLocalSubjectId(created.id)).toBe(true)
    expect(created.unsent).toBe(true)
    const place = { datasetId: clinic.datasetId, subjectId: created.id }
    // the consent gate and offline capture meet: consent recorded offline lets the patient be photographed
    expect((await app.call('capture.submit', { ...place, mode: 'triplet', shots: await triplet() })).ok).toBe(
      false,
    )
    const consented = await app.value('subjects.recordConsent', { ...place, scopes: ['analysis', 'reports'] })
    expect(consented.consent?.scopes).toEqual(['analysis', 'reports'])
    const capture = await app.value('capture.submit', { ...place, mode: 'triplet', shots: await triplet() })
    expect(capture.subjectId).toBe(created.id)
    expect(capture.subjectName).toBe('Walk In')

    // shown as saved here: in the list, opened by its local id, and in the outbox
    const listed = await app.value('subjects.list', { datasetId: clinic.datasetId, page: 1, pageSize: 50 })
    expect(listed.results.map((s) => s.name)).toContain('Walk In')
    expect((await app.value('subjects.get', place)).unsent).toBe(true)
    expect((await unsentWrites(app)).map((w) => w.kind)).toEqual(['subject.create', 'subject.consent'])
    // what needs the patient on the service says so, in words
    expect(await app.failure('offline.keep', place)).toBe('subject_not_sent')
    expect((await app.value('history.forSubject', { ...place, since: null })).visits).toEqual([])

    await world.startService(port)
    await waitFor(async () => (await unsentWrites(app)).length === 0, 20_000)
    const onService = await subjectsOnService(clinic)
    const walkIns = onService.filter((s) => s.name === 'Walk In')
    expect(walkIns).toHaveLength(1)
    const meta: Record<string, unknown> = walkIns[0]?.meta ?? {}
    expect(meta.patient_id).toBe('MRN-77')
    expect((meta.consent as { scopes: string[] }).scopes).toEqual(['analysis', 'reports'])

    // the local id now reads as the service's subject; the capture went to it, in one batch of three
    const real = await app.value('subjects.get', place)
    expect(real.id).toBe(walkIns[0]?.id)
    expect(real.unsent).toBeFalsy()
    await waitFor(async () => {
      const item = (await app.value('queue.list')).find((i) => i.id === capture.id)
      return item?.subjectId === real.id && item.sides.every((s) => s.uploaded)
    }, 30_000)
    const batches = await clinic.api.batches.all(clinic.datasetId, real.id)
    expect(batches).toHaveLength(1)
    const images = await clinic.api.batches.images({
      datasetId: clinic.datasetId,
      subjectId: real.id,
      batchId: batches[0]?.id ?? '',
    })
    expect(images).toHaveLength(3)
  })

  it('merges meta, lets the last edit win and says so, and drops an edit of a subject deleted elsewhere', async ({
    world,
  }) => {
    const { clinic, app, port } = await offlineClinic(world)
    const place = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const seen = (await app.value('subjects.get', place)) as Subject
    await app.value('subjects.update', { ...place, name: 'Edited Here', patientId: 'A-1' })
    await app.value('subjects.recordConsent', { ...place, scopes: ['analysis'] })
    expect((await app.value('subjects.get', place)).name).toBe('Edited Here')

    // meanwhile another workstation (the service on another address, the app still cut off) renamed them and
    // wrote a key of its own into meta
    await otherWorkstation(world, clinic, async (api) => {
      const current = await api.subjects.get(clinic.datasetId, clinic.subjectId)
      await api.subjects.update(clinic.datasetId, clinic.subjectId, {
        name: 'Renamed Elsewhere',
        meta: { ...(current.meta ?? {}), other_app: 'kept' },
      })
    })
    await world.startService(port)
    await waitFor(async () => (await unsentWrites(app)).length === 0, 20_000)

    const after = await clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)
    expect(after.name).toBe('Edited Here')
    expect(after.meta?.other_app).toBe('kept')
    expect(after.meta?.patient_id).toBe('A-1')
    expect((after.meta?.consent as { scopes: string[] }).scopes).toEqual(['analysis'])
    const told = (await app.value('outbox.list')).find((w) => w.kind === 'subject.update')
    expect(told?.notice).toEqual({ key: 'overwritten', fields: ['name'] })
    expect(seen.name).toBe('Already There')

    // an edit of a subject another workstation deleted is dropped, with a notice
    await world.stopService()
    await app.waitForStatus((s) => !s.online)
    await app.value('subjects.update', { ...place, name: 'Too Late' })
    await otherWorkstation(world, clinic, (api) => api.subjects.remove(clinic.datasetId, clinic.subjectId))
    await world.startService(port)
    await waitFor(async () => (await unsentWrites(app)).length === 0, 20_000)
    const dropped = (await app.value('outbox.list')).find((w) => w.state === 'dropped')
    expect(dropped?.notice?.key).toBe('deletedElsewhere')
    expect(await clinic.api.subjects.all(clinic.datasetId)).toEqual([])
  })

  it('brings a refusal back with the service words; the fix is sent, a cancel drops the write', async ({
    world,
  }) => {
    const { clinic, app, port } = await offlineClinic(world)
    // the local service refuses birth dates before 1900 (a rule of its own the form does not know)
    const fixMe = await app.value('subjects.create', {
      datasetId: clinic.datasetId,
      name: 'Fix Me',
      birthDate: '1899-12-31',
    })
    const cancelMe = await app.value('subjects.create', { datasetId: clinic.datasetId, name: 'Cancel Me' })
    const cancel = (await app.value('outbox.list')).find((w) => w.subjectId === cancelMe.id)
    await app.value('outbox.cancel', { writeId: cancel?.id })
    expect(await app.failure('subjects.get', { datasetId: clinic.datasetId, subjectId: cancelMe.id })).toBe(
      'not_found',
    )

    await world.startService(port)
    await waitFor(async () => (await app.value('outbox.list')).some((w) => w.state === 'refused'), 20_000)
    const [refused] = await app.value('outbox.list')
    expect(refused?.subjectId).toBe(fixMe.id)
    expect(refused?.problem).toMatchObject({ code: 'validation', field: 'birth_date' })
    expect(refused?.problem?.detail).toContain('1900')

    // fixed on the subject saved here: the create goes with the new fields, once
    await app.value('subjects.update', { datasetId: clinic.datasetId, subjectId: fixMe.id, name: 'Fix Me' })
    await waitFor(async () => (await unsentWrites(app)).length === 0, 20_000)
    const names = (await subjectsOnService(clinic)).map((s) => s.name).sort()
    expect(names).toEqual(['Already There', 'Fix Me'])
  })

  it('keeps nothing and sends nothing of a write the disk had no room for, and says so', async ({
    world,
  }) => {
    const { clinic, app, port } = await offlineClinic(world)
    // the account database full (SQLite's own limit, as a full disk makes it): the write is refused whole
    const db = (await app.app.accounts.current()).space.db
    const pages = Number(db.pragma('page_count', { simple: true }))
    db.pragma(`max_page_count = ${pages}`)
    const big = 'x'.repeat(400)
    let failure = ''
    for (let i = 0; i < 50 && failure === ''; i++) {
      const outcome = await app.call('subjects.create', {
        datasetId: clinic.datasetId,
        name: `Full ${i} ${big}`,
      })
      if (!outcome.ok) failure = outcome.error.code
    }
    expect(failure).toBe('disk_full')
    const kept = (await unsentWrites(app)).length
    db.pragma('max_page_count = 1073741823')
    await world.startService(port)
    await waitFor(async () => (await unsentWrites(app)).length === 0, 20_000)
    // what was kept before the disk filled went once each; the refused one never
    const full = (await subjectsOnService(clinic)).filter((s) => s.name.startsWith('Full '))
    expect(full).toHaveLength(kept)
    expect(new Set(full.map((s) => s.name)).size).toBe(kept)
  })

  it('never lets a consent recorded offline overwrite a later one: the later one stands, photos wait for the operator', async ({
    world,
  }) => {
    // two patients at the service, both read here before the line goes down
    const { service, clinic } = await world.startClinic('Narrowed There', 'Consent clinic')
    const cleared = (
      await clinic.api.subjects.create(clinic.datasetId, { name: 'Cleared There', meta: consentMeta() })
    ).id
    const app = await world.startApp(fast)
    await app.connect(service, clinic)
    const narrowedPlace = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const clearedPlace = { datasetId: clinic.datasetId, subjectId: cleared }
    for (const place of [narrowedPlace, clearedPlace]) await app.value('subjects.get', place)
    const port = service.port
    await world.stopService()
    await app.waitForStatus((s) => !s.online)

    const consentAt = async (subjectId: string) =>
      ((await clinic.api.subjects.get(clinic.datasetId, subjectId)).meta?.consent ?? null) as {
        scopes: string[]
      } | null
    const conflictOf = async (subjectId: string) =>
      (await app.value('outbox.list')).find((w) => w.state === 'conflict' && w.subjectId === subjectId)
    const captureOf = async (id: string) => (await app.value('queue.list')).find((i) => i.id === id)
    const uploaded = async (id: string) =>
      (await captureOf(id))?.sides.every((side) => side.uploaded) ?? false
    const batchesOf = async (subjectId: string) =>
      (await clinic.api.batches.all(clinic.datasetId, subjectId)).length
    const bytes = new Uint8Array(await facePhoto(1280, 1024))
    const capture = (subjectId: string) =>
      app.call('capture.submit', {
        datasetId: clinic.datasetId,
        subjectId,
        mode: 'front',
        shots: [{ side: 'front', source: 'camera', bytes }],
      })
    const captureId = async (subjectId: string) => {
      const taken = await capture(subjectId)
      if (!taken.ok) throw new Error(JSON.stringify(taken.error))
      return taken.value.id
    }

    // offline: each patient's consent recorded here, and a photo taken under it
    for (const place of [narrowedPlace, clearedPlace])
      await app.value('subjects.recordConsent', { ...place, scopes: ['analysis', 'reports'] })
    const narrowedPhoto = await captureId(clinic.subjectId)
    const clearedPhoto = await captureId(cleared)
    // later, at a second workstation: one patient narrows the consent to reports, the other's is cleared (GDPR)
    await secondWorkstation(world, clinic, async (other) => {
      await other.value('subjects.recordConsent', { ...narrowedPlace, scopes: ['reports'] })
      await other.value('subjects.removeLocal', { ...clearedPlace, serviceDetails: true })
    })

    // the line back: the service's stand, the ones recorded here are conflicts to resolve
    await world.startService(port)
    const settled = (state: string) => state !== 'waiting' && state !== 'sending'
    await waitFor(async () => (await app.value('outbox.list')).every((w) => settled(w.state)), 20_000)
    expect((await consentAt(clinic.subjectId))?.scopes).toEqual(['reports'])
    expect(await consentAt(cleared)).toBeNull()
    const narrowedConflict = await conflictOf(clinic.subjectId)
    expect(narrowedConflict?.notice?.key).toBe('consentNewer')
    expect(narrowedConflict?.notice?.consent?.ours.scopes).toEqual(['analysis', 'reports'])
    expect(narrowedConflict?.notice?.consent?.theirs?.scopes).toEqual(['reports'])
    expect((await conflictOf(cleared))?.notice).toMatchObject({
      key: 'consentCleared',
      consent: { theirs: null },
    })
    // what this workstation shows and enforces is the service's consent
    expect((await app.value('subjects.get', narrowedPlace)).consent?.scopes).toEqual(['reports'])
    expect((await capture(clinic.subjectId)).ok).toBe(false)
    // the photos taken under the consents recorded here wait, saying why
    for (const id of [narrowedPhoto, clearedPhoto])
      await waitFor(async () => (await captureOf(id))?.problem?.code === 'consent_conflict', 10_000)

    // the operator keeps the narrowed consent: without analysis, its photo stops, saying so, and nothing went
    await app.value('outbox.cancel', { writeId: narrowedConflict?.id })
    expect((await captureOf(narrowedPhoto))?.state).toBe('failed')
    expect((await captureOf(narrowedPhoto))?.problem?.code).toBe('consent_required')
    expect(await app.failure('queue.retry', { captureId: narrowedPhoto })).toBe('consent_required')
    expect((await consentAt(clinic.subjectId))?.scopes).toEqual(['reports'])
    // the other patient agrees again: recorded anew, it goes, and the photo that waited with it
    await app.value('subjects.recordConsent', { ...clearedPlace, scopes: ['analysis'] })
    expect((await consentAt(cleared))?.scopes).toEqual(['analysis'])
    expect(await conflictOf(cleared)).toBeUndefined()
    await waitFor(() => uploaded(clearedPhoto), 20_000)
    expect(await batchesOf(cleared)).toBe(1)
    expect(await batchesOf(clinic.subjectId)).toBe(0)
  })
})
