/**
 * Treatments between visits (issue 45) through main's real handlers and the local service: entries kept in the
 * subject's `meta.treatments` so a second workstation sees them, written through the outbox (offline too, each
 * once), merged by id (another workstation's entries and every other `meta` key stay, one written at the same
 * moment too); the recall search by lot over the roster copy and its CSV; audit entries with ids only.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TreatmentFields } from '../../src-shared/contract'
import { memorySecrets } from '../support/memorySecrets'
import { startMainApp, type AppUnderTest } from '../support/mainApp'
import { TEST_ADMIN } from '../support/operators'
import { describe, expect, it } from '../support/fixtures'
import type { Clinic } from '../support/world'
import { aLaserTreatment } from '../support/treatments'

const PATIENT = 'Tessa Lindqvist'
const NOTE = 'Bruising under the left eye, told to cool it'
const CLINICIAN = { name: 'Dr. Ida Berg', passphrase: 'lindenblatt 42' }

/** A filler of lot `lot` at the first `sites` zones, on `day`. */
const filler = (lot: string, day: string, sites = 5): TreatmentFields => {
  const zones = (['glabella', 'forehead', 'cheekLeft', 'cheekRight', 'chin', 'lips'] as const).slice(0, sites)
  return {
    performedAt: `${day}T10:00:00.000Z`,
    visitKey: null,
    product: 'Volufill Deep',
    lot,
    expiry: '2030-01-31',
    zones: [...zones],
    skinType: 'III',
    notes: NOTE,
    details: { kind: 'injectable', doses: zones.map((zone) => ({ zone, amount: 0.2, unit: 'ml' as const })) },
  }
}

const laser = (day: string): TreatmentFields => aLaserTreatment(`${day}T11:00:00.000Z`)

/** Asks `check` every 100 ms until it holds, for up to `ms`. */
async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`not so within ${ms} ms`)
}

const metaAtService = async (clinic: Clinic) =>
  (await clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)).meta ?? {}
const idsAtService = async (clinic: Clinic) =>
  ((await metaAtService(clinic)).treatments as { id: string }[] | undefined)?.map((t) => t.id) ?? []

/** Another app, with its own data folder and keychain, on the same service (a second workstation). */
async function secondApp(service: Parameters<AppUnderTest['connect']>[0], clinic: Clinic) {
  const dir = await mkdtemp(join(tmpdir(), 'skin-second-'))
  const app = await startMainApp(dir, memorySecrets())
  await app.connect(service, clinic)
  return {
    app,
    close: async () => {
      await app.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

const fast = { connectivity: { everyMs: 50, quietOnlineMs: 0 } }

describe('treatments between visits', () => {
  it('keeps both entries two workstations record at the same moment, and every other meta key', async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic(PATIENT, 'Treatment clinic')
    // another app's key, and an entry written by another version, are at the service already
    await clinic.api.subjects.update(clinic.datasetId, clinic.subjectId, {
      meta: { other_app: { colour: 'teal' }, treatments: [{ id: 'from-a-later-version', shape: 'unknown' }] },
    })
    const app = await world.startApp()
    await app.connect(service, clinic)
    const second = await secondApp(service, clinic)
    try {
      const place = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
      const [mine, theirs] = await Promise.all([
        app.value('treatments.save', { ...place, id: null, fields: filler('LOT-X', '2026-03-02') }),
        second.app.value('treatments.save', { ...place, id: null, fields: laser('2026-03-02') }),
      ])
      // what each screen does on data.changed: reads the list again (an entry lost to the other's write goes again)
      await app.value('treatments.list', place)
      await second.app.value('treatments.list', place)
      await waitFor(async () => (await idsAtService(clinic)).length === 3, 10_000)
      expect((await idsAtService(clinic)).sort()).toEqual([mine.id, theirs.id, 'from-a-later-version'].sort())
      const meta = await metaAtService(clinic)
      expect(meta.other_app).toEqual({ colour: 'teal' })
      expect(meta.treatments).toContainEqual({ id: 'from-a-later-version', shape: 'unknown' })

      // each workstation sees both (the entry it cannot read is not shown), newest first, none pending
      for (const each of [app, second.app]) {
        const listed = await each.value('treatments.list', place)
        expect(listed.map((t) => t.id).sort()).toEqual([mine.id, theirs.id].sort())
        expect(listed.every((t) => !t.pending)).toBe(true)
      }
      const shown = (await second.app.value('treatments.list', place)).find((t) => t.id === mine.id)
      expect(shown?.lot).toBe('LOT-X')
      expect(shown?.zones).toHaveLength(5)
      expect(shown?.operator.name).toBeTruthy()

      // a removal on one workstation is seen on the other, and the other key still stays
      await second.app.value('treatments.remove', { ...place, id: theirs.id })
      expect((await app.value('treatments.list', place)).map((t) => t.id)).toEqual([mine.id])
      expect((await metaAtService(clinic)).other_app).toEqual({ colour: 'teal' })
    } finally {
      await second.close()
    }
  })

  it('shows an entry recorded offline at once, pending, and sends it once when the line is back', async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic(PATIENT, 'Offline treatments')
    const app = await world.startApp(fast)
    await app.connect(service, clinic)
    const place = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    expect(await app.value('treatments.list', place)).toEqual([])
    const port = service.port
    await world.stopService()
    await app.waitForStatus((s) => !s.online)

    const saved = await app.value('treatments.save', {
      ...place,
      id: null,
      fields: filler('LOT-X', '2026-04-01'),
    })
    expect(saved.pending).toBe(true)
    const listed = await app.value('treatments.list', place)
    expect(listed.map((t) => [t.id, t.pending])).toEqual([[saved.id, true]])
    expect((await app.value('outbox.list')).map((w) => w.kind)).toEqual(['subject.treatment'])
    // found by the recall search while still offline
    const offlineRecall = await app.value('recall.search', { product: '', lot: 'lot-x' })
    expect(offlineRecall.hits.map((h) => h.treatmentId)).toEqual([saved.id])

    await world.startService(port)
    await waitFor(
      async () => (await app.value('outbox.list')).every((w) => w.state === 'sent' || w.state === 'dropped'),
      20_000,
    )
    expect(await idsAtService(clinic)).toEqual([saved.id])
    // the line down again before any screen read the list: the copy from before, with what was sent since
    await world.stopService()
    await app.waitForStatus((s) => !s.online)
    const after = await app.value('treatments.list', place)
    expect(after.map((t) => [t.id, t.pending])).toEqual([[saved.id, false]])
    expect(app.changes.some((c) => c.kinds.includes('treatments') && c.subjectId === clinic.subjectId)).toBe(
      true,
    )
  })

  it("leaves a clear of the patient's meta at the service cleared, and puts back only what a write lost", async ({
    world,
  }) => {
    const { clinic, app } = await world.connectClinic(PATIENT)
    const place = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const saved = await app.value('treatments.save', { ...place, id: null, fields: laser('2026-06-01') })
    const waiting = async () => (await app.value('outbox.list')).filter((w) => w.state === 'waiting')
    // another workstation's write that had read meta before this one's went: the entry is missing, not removed
    await clinic.api.subjects.update(clinic.datasetId, clinic.subjectId, { meta: { treatments: [] } })
    expect(await app.value('treatments.list', place)).toMatchObject([{ id: saved.id, pending: true }])
    await waitFor(async () => (await idsAtService(clinic)).includes(saved.id), 10_000)
    // the service's GDPR "clear metadata": it stands
    await clinic.api.subjects.update(clinic.datasetId, clinic.subjectId, { meta: null })
    expect(await app.value('treatments.list', place)).toEqual([])
    expect(await waiting()).toEqual([])
    expect(await idsAtService(clinic)).toEqual([])
  })

  it('refuses what does not hold, in words the form shows, and keeps nothing of it', async ({ world }) => {
    const { clinic, app } = await world.connectClinic(PATIENT)
    const place = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const fields = filler('LOT-X', '2026-05-01')
    const outcome = await app.call('treatments.save', {
      ...place,
      id: null,
      fields: { ...fields, expiry: '2026-04-30' },
    })
    expect(outcome.ok ? null : [outcome.error.code, outcome.error.field]).toEqual([
      'treatment_invalid',
      'expiry',
    ])
    expect(await app.failure('treatments.save', { ...place, id: 'gone', fields })).toBe('treatment_not_found')
    expect(await app.failure('recall.search', { product: ' ', lot: '' })).toBe('recall_query_empty')
    expect(await app.value('treatments.list', place)).toEqual([])
    expect(await app.value('outbox.list')).toEqual([])
  })

  it('finds the patient by lot without case, exports the list as CSV without formulas, and audits ids only', async ({
    world,
  }) => {
    const { clinic, app } = await world.connectClinic(PATIENT)
    const place = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const before = (await app.value('audit.list', {})).entries.at(-1)?.seq ?? 0
    const first = await app.value('treatments.save', {
      ...place,
      id: null,
      fields: filler('Lot-X', '2026-01-10'),
    })
    await app.value('treatments.save', { ...place, id: null, fields: laser('2026-02-10') })
    // a product typed as a formula: the CSV must not run it
    const formula = await app.value('treatments.save', {
      ...place,
      id: null,
      fields: { ...filler('LOT-X', '2026-03-10', 1), product: '=HYPERLINK("http://x.example","y")' },
    })
    await app.value('treatments.save', {
      ...place,
      id: first.id,
      fields: { ...filler('Lot-X', '2026-01-10'), notes: 'changed' },
    })

    // a change puts the entry in place of its old self: the service holds each entry once
    expect(await idsAtService(clinic)).toHaveLength(3)
    const found = await app.value('recall.search', { product: '', lot: 'lot-x' })
    expect(found.hits.map((h) => [h.treatmentId, h.subjectName, h.performedAt.slice(0, 10)])).toEqual([
      [first.id, PATIENT, '2026-01-10'],
      [formula.id, PATIENT, '2026-03-10'],
    ])
    expect(found.asOf).not.toBeNull()
    expect(found.searched).toBeGreaterThanOrEqual(1)
    expect((await app.value('recall.search', { product: 'volufill', lot: 'LOT-Y' })).hits).toEqual([])

    const saved = await app.value('recall.export', {
      product: '',
      lot: 'LOT-X',
      folder: null,
      fileName: null,
    })
    expect(saved.saved).toBe(true)
    const csv = await readFile(saved.path ?? '', 'utf8')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^performed_at_utc,patient,/)
    expect(lines.filter((l) => l.includes(PATIENT))).toHaveLength(2)
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""y"")"`)
    expect(lines.some((l) => /(^|,)[=+\-@]/.test(l))).toBe(false)

    const entries = (await app.value('audit.list', {})).entries.filter((e) => e.seq > before)
    expect(entries.map((e) => e.action)).toEqual([
      'treatment.recorded',
      'treatment.recorded',
      'treatment.recorded',
      'treatment.changed',
      'recall.searched',
      'recall.searched',
      'recall.exported',
    ])
    const trail = JSON.stringify(entries)
    for (const words of [PATIENT, NOTE, 'Volufill', 'HYPERLINK']) expect(trail).not.toContain(words)
    expect(entries[0]?.subjectId).toBe(clinic.subjectId)
    expect(entries[0]?.detail).toEqual({ dataset: clinic.datasetId, treatment: first.id, pending: 'false' })
    expect(entries.at(-1)?.detail).toEqual({ product: '', lot: 'LOT-X' })
  })

  it("keeps the clinic's product list for administrators, read by clinicians, audited", async ({ world }) => {
    const { app } = await world.connectClinic(PATIENT)
    const list = [
      {
        id: '',
        name: 'Volufill Deep',
        kind: 'injectable' as const,
        lots: [
          { lot: 'LOT-X', expiry: '2030-01-31', active: true },
          { lot: 'LOT-W', expiry: '2025-01-31', active: false },
        ],
      },
      { id: 'peel-1', name: 'Glycolic 30 %', kind: 'peel' as const, lots: [] },
    ]
    const kept = await app.value('products.set', list)
    expect(kept.map((p) => p.name)).toEqual(['Glycolic 30 %', 'Volufill Deep'])
    expect(kept.every((p) => p.id !== '')).toBe(true)
    // a lot named twice for one product is refused, naming it; the list kept stays
    const twice = await app.call('products.set', [
      { ...list[0], lots: [...(list[0]?.lots ?? []), { lot: 'lot-x', expiry: null, active: true }] },
    ])
    expect(twice.ok ? null : [twice.error.code, twice.error.field]).toEqual([
      'validation',
      'products.0.lots.2.lot',
    ])
    expect(await app.value('products.list')).toEqual(kept)

    await app.value('operators.add', { ...CLINICIAN, role: 'clinician' })
    await app.value('operator.signIn', CLINICIAN)
    expect(await app.value('products.list')).toEqual(kept)
    expect(await app.failure('products.set', [])).toBe('not_permitted')
    expect(await app.value('products.list')).toEqual(kept)
    await app.value('operator.signIn', TEST_ADMIN)
    const changes = (await app.value('audit.list', {})).entries.filter((e) => e.action === 'products.changed')
    expect(changes.map((e) => e.detail)).toEqual([{ products: '2' }])
  })
})
