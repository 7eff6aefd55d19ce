/**
 * Before/after sheets (issue 45 part 4) through main's real handlers, the local service and the parser's jobs:
 * two visits with a filler (lot X, 5 sites) at the first and a laser pass between them, each with a photo a phone
 * saved (EXIF with GPS, XMP). A patient-file sheet lists the treatments in between and the change of each measure
 * ("No clear change" within the floor), in English and German, kept with the reports and never taken for the
 * visit's report; a marketing sheet is refused without the consent scope `marketing` (audited), and with it names
 * nobody and carries photos with no metadata; cropped to the treated zones its photos are smaller; offline it is
 * made from the kept copies; photos of the wrong visit are refused.
 */
import { execFileSync } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MakeSheetArgs, SavedReport, TreatmentFields } from '../../src-shared/contract'
import { describe, expect, it } from '../support/fixtures'
import { tempDir, removeDir } from '../support/folders'
import type { AppUnderTest, StartOptions } from '../support/mainApp'
import { aFaceShotIn1280 } from '../support/faceShots'
import { aLaserTreatment } from '../support/treatments'
import {
  facePhoto,
  jpegMetadata,
  NO_METADATA,
  PHONE_METADATA,
  redder,
  withPhoneMetadata,
} from '../support/photos'
import { waitForVisits, type Clinic, type World } from '../support/world'

const PATIENT = 'Maren Falk'
const RECORD_NUMBER = 'P-4711'
const LOT = 'LOT-X'

/** The face in a 1280 × 1024 photo, as the renderer would measure it (compare's measure). */
const shot = aFaceShotIn1280

const filler = (visitKey: string, at: string): TreatmentFields => {
  const zones = ['glabella', 'forehead', 'cheekLeft', 'cheekRight', 'chin'] as const
  return {
    performedAt: at,
    visitKey,
    product: 'Volufill Deep',
    lot: LOT,
    expiry: '2030-01-31',
    zones: [...zones],
    skinType: 'III',
    notes: 'Bruising under the left eye',
    details: { kind: 'injectable', doses: zones.map((zone) => ({ zone, amount: 0.2, unit: 'ml' as const })) },
  }
}

const laser = (at: string): TreatmentFields => aLaserTreatment(at, { product: 'Nd:YAG pass' })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface TwoVisits {
  clinic: Clinic
  app: AppUnderTest
  place: { datasetId: string; subjectId: string }
  before: { key: string; imageId: string }
  after: { key: string; imageId: string }
  /** The sheet's arguments: the front pair, measured. */
  args(over?: Partial<MakeSheetArgs>): MakeSheetArgs
}

/** A photo of the patient in a new batch, uploaded as a phone's (EXIF with GPS, XMP); answers the batch and image. */
async function visitWith(clinic: Clinic, bytes: Buffer) {
  const batchId = (await clinic.api.batches.create(clinic.datasetId, clinic.subjectId, {})).id
  const batch = { datasetId: clinic.datasetId, subjectId: clinic.subjectId, batchId }
  const imageId = (await clinic.api.images.upload(batch, 'front', new Uint8Array(bytes))).id
  return { key: batchId, imageId }
}

/** Two visits a second or more apart, a filler at the first, a laser pass between; floors at their widest. */
async function twoVisits(world: World, options: StartOptions = {}): Promise<TwoVisits> {
  const { clinic, app } = await world.connectClinic(PATIENT, options)
  const place = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
  const subject = await clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)
  await clinic.api.subjects.update(clinic.datasetId, clinic.subjectId, {
    meta: { ...subject.meta, patient_id: RECORD_NUMBER },
  })
  const face = await facePhoto(1280, 1024, 1)
  const before = await visitWith(clinic, await withPhoneMetadata(face))
  await app.value('treatments.save', {
    ...place,
    id: null,
    fields: filler(before.key, new Date().toISOString()),
  })
  await pause(1100)
  await app.value('treatments.save', { ...place, id: null, fields: laser(new Date().toISOString()) })
  await pause(1100)
  // a little redder: the measures move, within the floors set below
  const after = await visitWith(clinic, await withPhoneMetadata(await redder(face, 0.3)))
  await waitForVisits(() => app.value('history.forSubject', { ...place, since: null }), 2)
  // the administrator's floors, the widest there are: every change of a score is within them
  const floors = {
    redness_score: 50,
    uniformness_score: 50,
    pigmentation_score: 50,
    acne_score: 50,
    pores_score: 50,
  }
  await app.value('preferences.set', { noiseFloors: floors, clinicName: 'Klinik am See' })
  return {
    clinic,
    app,
    place,
    before,
    after,
    args: (over = {}) => ({
      ...place,
      subjectName: PATIENT,
      before: { key: before.key, at: null },
      after: { key: after.key, at: null },
      pairs: [
        {
          side: 'front',
          beforeImageId: before.imageId,
          afterImageId: after.imageId,
          beforeShot: shot(),
          // the later photo taken a little closer and to the side: aligned by the landmarks
          afterShot: shot({
            eyeLeft: { x: 600, y: 430 },
            eyeRight: { x: 732, y: 428 },
            nose: { x: 666, y: 518 },
            mouth: { x: 666, y: 606 },
          }),
        },
      ],
      purpose: 'patientFile',
      crop: 'face',
      locale: 'en',
      names: { metrics: {}, categories: {} },
      ...over,
    }),
  }
}

/** The sheet's bytes as the viewer reads them, in a plain file of a folder of its own. */
async function sheetFile(app: AppUnderTest, report: SavedReport, dir: string): Promise<string> {
  const file = join(dir, `${report.id}.pdf`)
  await writeFile(file, (await app.value('reports.open', { reportId: report.id })).bytes)
  return file
}

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })

/** Every image of the PDF as its own file (`pdfimages -all`: a JPEG as the bytes embedded). */
async function pdfImages(file: string, dir: string): Promise<{ name: string; bytes: Buffer }[]> {
  execFileSync('pdfimages', ['-all', file, join(dir, 'img')])
  const names = (await readdir(dir)).filter((n) => n.startsWith('img')).sort()
  return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(join(dir, name)) })))
}

/** The images' pixel sizes as `pdfimages -list` reads them. */
function imageSizes(file: string): { width: number; height: number }[] {
  const lines = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2)
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/)
    return { width: Number(cells[3]), height: Number(cells[4]) }
  })
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ')

describe('before/after sheets', () => {
  it('makes the patient-file sheet in English and German, kept with the reports, never the visit’s report', async ({
    world,
  }) => {
    const v = await twoVisits(world)
    const dir = await tempDir('skin-sheet-')
    try {
      const auditFrom = (await v.app.value('audit.list', {})).entries.at(-1)?.seq ?? 0
      // the visit's report first: a FHIR delivery and the offline keeper reuse it
      const report = await v.app.value('reports.generate', {
        ...v.place,
        subjectName: PATIENT,
        imageId: v.after.imageId,
        visitAt: null,
        locale: 'en',
      })
      const sheet = await v.app.value('sheets.make', v.args())
      expect(sheet).toMatchObject({
        kind: 'beforeAfter',
        imageId: v.after.imageId,
        locale: 'en',
        sheet: { purpose: 'patientFile', crop: 'face', sides: ['front'] },
      })
      expect(sheet.defaultFileName).toMatch(/^Maren Falk-before-after-\d{4}-\d{2}-\d{2}-en\.pdf$/)
      expect((await v.app.value('reports.list', { subjectId: v.clinic.subjectId })).map((r) => r.id)).toEqual(
        [sheet.id, report.id],
      )
      const account = await v.app.app.accounts.current()
      expect((await account.reports.find(v.after.imageId, 'en'))?.id).toBe(report.id)

      const text = oneLine(pdfText(await sheetFile(v.app, sheet, dir)))
      for (const words of [
        'Klinik am See',
        'Before and after',
        `Patient: ${PATIENT}`,
        `Record number: ${RECORD_NUMBER}`,
        'Treatments between the visits',
        'Volufill Deep',
        LOT,
        'Injectable',
        'Energy device',
        'Glabella, Forehead, Left',
        'Change of each measure (Front)',
        'No clear change',
        'For cosmetic skin assessment, not a medical diagnosis.',
        'Page 1 of',
      ])
        expect(text).toContain(words)
      expect(text).not.toContain('Bruising')

      const german = await v.app.value('sheets.make', v.args({ locale: 'de' }))
      const deText = oneLine(pdfText(await sheetFile(v.app, german, dir)))
      for (const words of [
        'Vorher und nachher',
        `Patientennummer: ${RECORD_NUMBER}`,
        'Behandlungen zwischen den Besuchen',
        'Injektion',
        'Energiebasiertes',
        'Veränderung je Messwert (Vorne)',
        'Keine eindeutige Veränderung',
        'Zur kosmetischen Hautbeurteilung, keine medizinische Diagnose.',
        'Seite 1 von',
      ])
        expect(deText).toContain(words)

      const made = (await v.app.value('audit.list', {})).entries.filter(
        (e) => e.seq > auditFrom && e.action === 'sheet.made',
      )
      expect(made.map((e) => e.detail)).toEqual([
        {
          dataset: v.clinic.datasetId,
          report: sheet.id,
          purpose: 'patientFile',
          crop: 'face',
          sides: 'front',
          locale: 'en',
        },
        {
          dataset: v.clinic.datasetId,
          report: german.id,
          purpose: 'patientFile',
          crop: 'face',
          sides: 'front',
          locale: 'de',
        },
      ])
      expect(JSON.stringify(made)).not.toContain(PATIENT)
    } finally {
      await removeDir(dir)
    }
  })

  it('refuses a marketing sheet without the consent scope, audited; with it names nobody and strips metadata', async ({
    world,
  }) => {
    const v = await twoVisits(world)
    const dir = await tempDir('skin-sheet-')
    try {
      const auditFrom = (await v.app.value('audit.list', {})).entries.at(-1)?.seq ?? 0
      const kept = await v.app.value('reports.list', { subjectId: v.clinic.subjectId })
      expect(await v.app.failure('sheets.make', v.args({ purpose: 'marketing' }))).toBe(
        'consent_marketing_required',
      )
      expect(await v.app.value('reports.list', { subjectId: v.clinic.subjectId })).toEqual(kept)
      const refused = (await v.app.value('audit.list', {})).entries.filter((e) => e.seq > auditFrom)
      expect(refused.map((e) => [e.action, e.subjectId, e.detail])).toEqual([
        [
          'sheet.refused',
          v.clinic.subjectId,
          { dataset: v.clinic.datasetId, purpose: 'marketing', reason: 'consent_marketing_required' },
        ],
      ])

      // the photos as uploaded carry the phone's EXIF with GPS, and XMP
      const original = Buffer.from(
        (await v.app.value('images.original', { imageId: v.before.imageId })).bytes,
      )
      expect(jpegMetadata(original)).toMatchObject({ exif: true, gps: true, xmp: true })

      await v.app.value('subjects.recordConsent', {
        ...v.place,
        scopes: ['analysis', 'reports', 'marketing'],
      })
      const sheet = await v.app.value('sheets.make', v.args({ purpose: 'marketing' }))
      expect(sheet.defaultFileName).toMatch(/^before-after-\d{4}-\d{2}-\d{2}\.pdf$/)
      const file = await sheetFile(v.app, sheet, dir)
      const text = oneLine(pdfText(file))
      expect(text).toContain('Before')
      expect(text).toMatch(/After, (the same day|\d+ days? later)/)
      // the treatments counted in days from the earlier visit, never dated
      expect(text).toMatch(/Day \d+ Injectable/)
      for (const words of [PATIENT, 'Maren', RECORD_NUMBER, 'Record number', 'Patient:'])
        expect(text).not.toContain(words)

      const images = await pdfImages(file, dir)
      expect(images.map((i) => i.name.split('.').pop())).toEqual(['jpg', 'jpg'])
      for (const { bytes } of images) {
        expect(jpegMetadata(bytes)).toEqual(NO_METADATA)
        for (const words of [PHONE_METADATA.make, PHONE_METADATA.creator])
          expect(bytes.includes(words)).toBe(false)
      }
      const whole = await readFile(file)
      for (const words of [PHONE_METADATA.make, PHONE_METADATA.creator, PATIENT])
        expect(whole.includes(words)).toBe(false)

      // cropped to the zones treated between the visits: the same pair, smaller
      const cropped = await v.app.value('sheets.make', v.args({ purpose: 'marketing', crop: 'treatedZones' }))
      expect(cropped.sheet).toMatchObject({ purpose: 'marketing', crop: 'treatedZones' })
      const [face] = imageSizes(file)
      const [zones] = imageSizes(await sheetFile(v.app, cropped, dir))
      expect(zones!.width * zones!.height).toBeLessThan(face!.width * face!.height)
      // no face measured: nothing to crop to
      const unmeasured = v.args({ purpose: 'marketing', crop: 'treatedZones' })
      unmeasured.pairs = unmeasured.pairs.map((p) => ({ ...p, beforeShot: null }))
      expect(await v.app.failure('sheets.make', unmeasured)).toBe('sheet_no_zones')

      const entries = (await v.app.value('audit.list', {})).entries.filter((e) => e.seq > auditFrom)
      expect(entries.filter((e) => e.action === 'sheet.made').map((e) => e.detail?.purpose)).toEqual([
        'marketing',
        'marketing',
      ])
    } finally {
      await removeDir(dir)
    }
  })

  it('makes a sheet offline from the kept history and photos, and refuses photos of the wrong visit', async ({
    world,
  }) => {
    // the connection watched closely, so the app sees the line go at once
    const v = await twoVisits(world, { connectivity: { everyMs: 50, quietOnlineMs: 0 } })
    const dir = await tempDir('skin-sheet-')
    try {
      // photos of the later visit given as the earlier one's: refused, nothing kept
      const swapped = v.args()
      swapped.pairs = swapped.pairs.map((p) => ({
        ...p,
        beforeImageId: p.afterImageId,
        afterImageId: p.beforeImageId,
      }))
      expect(await v.app.failure('sheets.make', swapped)).toBe('sheet_pairs_invalid')
      expect(await v.app.failure('sheets.make', v.args({ after: { key: v.before.key, at: null } }))).toBe(
        'sheet_pairs_invalid',
      )
      expect(await v.app.failure('sheets.make', v.args({ locale: 'en_US' }))).toBe('invalid_locale')
      expect(await v.app.value('reports.list', { subjectId: v.clinic.subjectId })).toEqual([])

      // the screens read the patient once (as opening compare does), then the line goes
      await v.app.value('sheets.make', v.args())
      await world.stopService()
      await v.app.waitForStatus((s) => !s.online)
      const offline = await v.app.value('sheets.make', v.args({ locale: 'de' }))
      expect(offline.kind).toBe('beforeAfter')
      const text = oneLine(pdfText(await sheetFile(v.app, offline, dir)))
      expect(text).toContain('Behandlungen zwischen den Besuchen')
      expect(text).toContain(LOT)
      expect(
        (await v.app.value('reports.list', { subjectId: v.clinic.subjectId })).map((r) => r.id),
      ).toContain(offline.id)
    } finally {
      await removeDir(dir)
    }
  })
})
