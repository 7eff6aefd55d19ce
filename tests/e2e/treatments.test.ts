/**
 * Issue 45, "Done when" (the treatment log, the history's marks, the recall search): an administrator lists a
 * filler with its lot in Settings → Products; a new patient's first visit (a dropped photo) gets the filler, lot X at
 * 5 zones picked on the face map (one by keyboard); a laser pass is recorded between the visits; a second visit
 * (another dropped photo). The history marks the treatments on each chart's time axis and lists them in its
 * table between the visits; compare lists both between the two visits; the recall search by lot (another case)
 * finds the patient and exports a CSV with the rows; its link opens the patient. Every new screen is looked at in
 * English and German (screenshots) with axe: 0 serious or critical.
 *
 * Part 4, the before/after sheet: the second visit's photo is the first one moved (shifted, larger, a little
 * turned), so the sheet's aligned pair shows the alignment and the metrics stay within the noise floor; both
 * photos carry a phone's EXIF with GPS and XMP. From compare, the sheet for the patient's file is made, listed
 * with the reports, opened, saved (exports/), read with pdftotext and drawn with pdftoppm (looked at: the pair,
 * the treatments between, "No clear change"); the marketing sheet is refused without consent (the words on
 * screen), the consent recorded from the dialog with `marketing`, then made: it names nobody and `pdfimages -all`
 * gives photos with no EXIF, XMP or GPS.
 */
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot, screenshotDir } from '../support/chromium'
import { tempDir } from '../support/folders'
import { frontPortrait, jpegMetadata, movedPhoto, NO_METADATA, withPhoneMetadata } from '../support/photos'
import { seededClinic, startConnectedWorkstation, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { CompareScreen } from './pages/compareScreen'
import { ConsentDialog } from './pages/consentDialog'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { queueRows } from './pages/queueScreen'
import { ReportsScreen } from './pages/reportsScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { SheetDialog, sheetInViewer, sheetRows } from './pages/sheetDialog'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import {
  ProductsSettings,
  RecallSettings,
  TreatmentDialog,
  TreatmentLog,
  TreatmentsBetween,
} from './pages/treatments'
import { englishText, uiText } from './pages/uiText'
import { SaveDialog } from './pages/visitScreen'
import { waitForCount, waitUntil } from './pages/waitForCount'

const run = promisify(execFile)

const patient = 'Rosalind Franklin'
const filler = 'Juvéderm Voluma'
const lot = 'LOT-X42'
const zones = ['glabella', 'cheekLeft', 'cheekRight', 'lips', 'chin'] as const
const metric = 'redness_score'

let w: Workstation
let page: Page
let subject: SubjectScreen
/** Each visit's dropped photo: the first as a phone writes it (EXIF with GPS, XMP), the second the first moved. */
const photos: Buffer[] = []

/** A visit from a dropped photo: captured, sent, analysed; back on the subject's screen with its point drawn. */
async function visitWithPhoto(visits: number): Promise<void> {
  await subject.newCapture('front')
  const capture = new CaptureScreen(page)
  await capture.dropPhotos([jpegFile(`visit-${visits}.jpg`, photos[visits - 1] ?? Buffer.alloc(0))])
  await capture.send()
  await capture.backToSubject()
  await waitForCount(queueRows(subject.captures, 'done'), visits, 90_000)
  await subject.waitForChartPoints(metric, visits, 30_000)
}

const shot = (name: string) => screenshot(page, `treatments-${name}`)

beforeAll(async () => {
  w = await startConnectedWorkstation(seededClinic)
  page = w.page
  subject = new SubjectScreen(page)
  const first = await frontPortrait()
  photos.push(await withPhoneMetadata(first), await withPhoneMetadata(await movedPhoto(first)))
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('treatments between visits', () => {
  it('lists a filler with its lot in Settings → Products (an administrator)', async () => {
    await new SettingsScreen(page).open()
    const products = new ProductsSettings(page)
    await products.add(filler, 'injectable', [{ lot, expiry: '2027-06-30' }])
    await products.section.scrollIntoViewIfNeeded()
    await expectAccessible(page)
    await products.section.screenshot({ path: join(screenshotDir, 'treatments-products-en.png') })
  })

  it('records a filler, lot X at 5 zones, on the first visit', async () => {
    await new SettingsScreen(page).backButton.click()
    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).newSubjectButton.click()
    const form = new SubjectForm(page, 'create')
    await form.fill({ name: patient, birthDate: '1970-07-25' })
    await form.submit()
    await subject.heading(patient).waitFor()
    await visitWithPhoto(1)

    await subject.visits.first().click()
    const log = new TreatmentLog(page)
    await log.section.waitFor()
    await log.recordButton.click()
    const dialog = new TreatmentDialog(page)
    await dialog.dialog.waitFor()
    // the filler offered from the clinic's list; its active lot fills the expiry
    await dialog.field('treatments.field.product').fill(filler)
    await dialog.field('treatments.field.lot').fill(lot)
    expect(await dialog.field('treatments.field.expiry').inputValue()).toBe('2027-06-30')
    // nothing picked: said beside the face map, nothing saved
    await dialog.saveButton.click()
    await dialog.zonesError.waitFor()
    // the first zone by keyboard (focus, Space), the others by a click
    await dialog.zone(zones[0]).focus()
    await page.keyboard.press('Space')
    expect(await dialog.zone(zones[0]).getAttribute('aria-checked')).toBe('true')
    for (const zone of zones.slice(1)) await dialog.zone(zone).click()
    expect(await dialog.chosenZones.count()).toBe(5)
    for (const [i, zone] of zones.entries()) await dialog.dose(zone).fill(i === 3 ? '0,5' : '4')
    await dialog.dose('lips').scrollIntoViewIfNeeded()
    await expectAccessible(page)
    await dialog.dialog.screenshot({ path: join(screenshotDir, 'treatments-dialog-en.png') })
    await dialog.save()
    await waitForCount(log.entries, 1)
    const entry = log.entries.first()
    expect(await entry.getAttribute('data-lot')).toBe(lot)
    expect(await entry.textContent()).toContain('Lips 0.5 units')
    await expectAccessible(page)
    await shot('visit-en')
  })

  it('records a laser pass between the visits, on the subject', async () => {
    await new AppShell(page).toSubject.click()
    await subject.waitForScreen()
    const log = new TreatmentLog(page)
    await log.recordButton.click()
    const dialog = new TreatmentDialog(page)
    await dialog.chooseKind('energy')
    await dialog.field('treatments.field.product').fill('Fraxel pass')
    await dialog.field('treatments.field.device').fill('Fraxel Dual')
    await dialog.field('treatments.field.wavelengthNm').fill('1550')
    await dialog.field('treatments.field.fluenceJcm2').fill('20')
    await dialog.field('treatments.field.passes').fill('8')
    await dialog.zone('cheekLeft').click()
    await dialog.zone('cheekRight').click()
    await dialog.save()
    await log.show()
    await waitForCount(log.entries, 2)
  })

  it('marks both on every chart after the second visit, and lists them between the visits', async () => {
    // A capture's time and a treatment's are both kept to the second, and a treatment at the same second as a
    // visit counts as after it (it was not recorded at that visit). The laser's dialog opened well under a second
    // before this capture when the machine was quick, so the two tied and the laser sorted after visit 2: let the
    // clock pass into the next second first, as it always has between a real treatment and the next visit.
    await new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)))
    await visitWithPhoto(2)
    const chart = subject.chart(metric)
    // one day, two treatments: one mark on the axis of each chart
    await waitUntil(async () => (await chart.getAttribute('data-treatment-marks')) === '1', 'the mark drawn')
    for (const c of await subject.chart().all())
      expect(await c.getAttribute('data-treatment-marks')).toBe('1')
    await chart.getByText('Show as table').click()
    const rows = chart.getByRole('row')
    const texts = await rows.allTextContents()
    // header, visit 1, the filler, the laser, visit 2
    expect(texts).toHaveLength(5)
    expect(texts[2]).toContain(`${filler} · lot ${lot}`)
    expect(texts[3]).toContain('Energy device · Fraxel pass')
    // the mark's tooltip: the pointer on the mark's triangle, at the foot of the axis
    await chart.scrollIntoViewIfNeeded()
    const [x, y] = ((await chart.getAttribute('data-treatment-pixels')) ?? '').split(',').map(Number)
    const box = await chart.locator('canvas').boundingBox()
    if (!box || x === undefined || y === undefined) throw new Error('no mark drawn')
    await page.mouse.move(box.x + x, box.y + y - 3)
    await expectAccessible(page)
    await chart.screenshot({ path: join(screenshotDir, 'treatments-history-en.png') })
  })

  it('lists the treatments between the two visits in compare', async () => {
    await subject.compareButton.click()
    await new CompareScreen(page).heading.waitFor()
    const between = new TreatmentsBetween(page).entries
    await waitForCount(between, 2)
    expect(await between.first().getAttribute('data-lot')).toBe(lot)
    await expectAccessible(page)
    await new TreatmentsBetween(page).section.screenshot({
      path: join(screenshotDir, 'treatments-compare-en.png'),
    })
  })

  it('makes the before/after sheet for the patient’s file from compare, keeps it with the reports and saves it', async () => {
    // the dropped photos carried a phone's metadata (the sheet's must not: below)
    expect(jpegMetadata(photos[0] ?? Buffer.alloc(0))).toMatchObject({ exif: true, gps: true, xmp: true })
    const sheet = new SheetDialog(page)
    await sheet.openButton.click()
    await sheet.dialog.waitFor()
    // compare's pair: the two visits, the front side both have, ticked
    expect(await sheet.earlier.locator('option').count()).toBe(1)
    expect(await sheet.later.locator('option').count()).toBe(1)
    expect(await sheet.sides.count()).toBe(1)
    expect(await sheet.side('front').isChecked()).toBe(true)
    await sheet.language.selectOption('en')
    await expectAccessible(page)
    await sheet.dialog.screenshot({ path: join(screenshotDir, 'sheet-dialog-en.png') })
    await sheet.make('patientFile')
    expect(await sheet.refusal.count()).toBe(0)
    await expectAccessible(page)
    await sheet.openSheetButton.click()
    await sheetInViewer(page, 'patientFile').waitFor({ timeout: 30_000 })
    await expectAccessible(page)
    await shot('sheet-viewer-en')

    await new AppShell(page).toSubject.click()
    await subject.reportsButton.click()
    const reports = new ReportsScreen(page)
    const row = sheetRows(page, 'patientFile')
    await waitForCount(row, 1)
    expect(await row.textContent()).toMatch(/Visits of .+ and .+/)
    await expectAccessible(page)
    await shot('sheet-reports-en')
    await row.getByRole('button', { name: uiText('reports.save') }).click()
    await new SaveDialog(page).save('sheets')
    const path = ((await reports.savedPath(row).textContent()) ?? '').trim()
    expect(path.startsWith(join(w.dataDir, 'exports', 'sheets'))).toBe(true)
    expect(path).toMatch(/Rosalind Franklin-before-after-\d{4}-\d{2}-\d{2}-en\.pdf$/)

    const { stdout: text } = await run('pdftotext', ['-layout', path, '-'])
    expect(text).toContain(patient)
    expect(text).toContain(lot)
    expect(text).toContain('Fraxel pass')
    // the second photo is the first moved: no metric changed beyond its floor
    expect(text).toContain('No clear change')
    // drawn for looking at: test-results/screenshots/sheet-patient-file-1.png, …
    await run('pdftoppm', ['-r', '60', '-png', path, join(screenshotDir, 'sheet-patient-file')])
    const pages = (await readdir(screenshotDir)).filter((f) => f.startsWith('sheet-patient-file-'))
    expect(pages.length).toBeGreaterThan(0)
  })

  it('refuses the marketing sheet without consent, in words, and makes it, naming nobody, once consent covers it', async () => {
    await new AppShell(page).toSubject.click()
    await subject.waitForScreen()
    const sheet = new SheetDialog(page)
    await sheet.openButton.click()
    await sheet.make('marketing', 'treatedZones')
    await sheet.refusal.waitFor()
    expect(await sheet.refusal.textContent()).toBe(englishText('errors.consent_marketing_required'))
    expect(await sheet.made.count()).toBe(0)
    await expectAccessible(page)
    await sheet.recordConsentButton.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(screenshotDir, 'sheet-refused-en.png') })

    await sheet.recordConsentButton.click()
    const consent = new ConsentDialog(page)
    await consent.dialog.waitFor()
    await consent.scope('marketing').check()
    await expectAccessible(page)
    await consent.record()
    await sheet.consentRecorded.waitFor()
    await sheet.makeButton.click()
    await sheet.made.waitFor({ timeout: 60_000 })
    await page.keyboard.press('Escape')
    await sheet.dialog.waitFor({ state: 'detached' })

    await subject.reportsButton.click()
    const reports = new ReportsScreen(page)
    const row = sheetRows(page, 'marketing')
    await waitForCount(row, 1)
    await row.getByRole('button', { name: uiText('reports.save') }).click()
    await new SaveDialog(page).save('marketing')
    const path = ((await reports.savedPath(row).textContent()) ?? '').trim()
    expect(path).toMatch(/[/\\]before-after-\d{4}-\d{2}-\d{2}\.pdf$/)
    const { stdout: text } = await run('pdftotext', ['-layout', path, '-'])
    expect(text).not.toContain('Franklin')
    expect(text).not.toContain('Rosalind')
    await run('pdftoppm', ['-r', '60', '-png', path, join(screenshotDir, 'sheet-marketing')])

    const images = await tempDir('sheet-images-')
    await run('pdfimages', ['-all', path, join(images, 'img')])
    const jpegs = (await readdir(images)).filter((f) => f.endsWith('.jpg'))
    // the pair: the earlier photo and the later one
    expect(jpegs.length).toBeGreaterThanOrEqual(2)
    for (const file of jpegs) {
      expect(jpegMetadata(await readFile(join(images, file)))).toEqual(NO_METADATA)
    }
  })

  it('finds the patient by the lot, in another case, and exports the list as CSV', async () => {
    await new SettingsScreen(page).open()
    const recall = new RecallSettings(page)
    await recall.search({ lot: lot.toLowerCase() })
    await waitForCount(recall.hits, 1)
    expect(await recall.hits.first().textContent()).toContain(patient)
    await recall.section.scrollIntoViewIfNeeded()
    await expectAccessible(page)
    await recall.section.screenshot({ path: join(screenshotDir, 'treatments-recall-en.png') })
    const path = await recall.exportCsv()
    const csv = await readFile(path, 'utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toContain('patient')
    expect(lines.filter((l) => l.includes(lot))).toEqual([expect.stringContaining(patient)])
    await recall.openLink(recall.hits.first()).click()
    await subject.heading(patient).waitFor()
  })

  it('is looked at in German: the log, the dialog, the history, compare, the sheet, reports, products and recall', async () => {
    await new AppShell(page).switchLanguage('de')
    await subject.waitForCharts()
    const log = new TreatmentLog(page)
    await log.show()
    await waitForCount(log.entries, 2)
    await expectAccessible(page)
    await shot('subject-de')
    await log.recordButton.click()
    const dialog = new TreatmentDialog(page)
    await dialog.zone('forehead').click()
    await expectAccessible(page)
    await dialog.dialog.screenshot({ path: join(screenshotDir, 'treatments-dialog-de.png') })
    await page.keyboard.press('Escape')
    await dialog.dialog.waitFor({ state: 'detached' })
    const chart = subject.chart(metric)
    await chart.getByText('Als Tabelle zeigen').click()
    await chart.screenshot({ path: join(screenshotDir, 'treatments-history-de.png') })
    await subject.compareButton.click()
    await waitForCount(new TreatmentsBetween(page).entries, 2)
    await expectAccessible(page)
    await new TreatmentsBetween(page).section.screenshot({
      path: join(screenshotDir, 'treatments-compare-de.png'),
    })
    const sheet = new SheetDialog(page)
    await sheet.openButton.click()
    await sheet.purpose('marketing').click()
    await expectAccessible(page)
    await sheet.dialog.screenshot({ path: join(screenshotDir, 'sheet-dialog-de.png') })
    await page.keyboard.press('Escape')
    await sheet.dialog.waitFor({ state: 'detached' })
    await new AppShell(page).toSubject.click()
    await subject.reportsButton.click()
    await waitForCount(sheetRows(page, 'marketing'), 1)
    await expectAccessible(page)
    await shot('sheet-reports-de')
    await new SettingsScreen(page).open()
    const recall = new RecallSettings(page)
    await recall.search({ product: 'juvéderm' })
    await waitForCount(recall.hits, 1)
    await expectAccessible(page)
    await recall.section.screenshot({ path: join(screenshotDir, 'treatments-recall-de.png') })
    await new ProductsSettings(page).section.screenshot({
      path: join(screenshotDir, 'treatments-products-de.png'),
    })
  })

  it('makes a sheet offline, from what is kept of the patient', async () => {
    const recall = new RecallSettings(page)
    await recall.openLink(recall.hits.first()).click()
    await subject.heading(patient).waitFor()
    await subject.keepOffline()
    await w.service.close()
    const sheet = new SheetDialog(page)
    await sheet.openButton.click()
    await sheet.side('front').waitFor()
    await sheet.make('patientFile')
    expect(await sheet.refusal.count()).toBe(0)
    await page.keyboard.press('Escape')
    // made with the service gone (the banner may come later: it waits for the connectivity probe)
    await new AppShell(page).offlineBanner.waitFor({ timeout: 30_000 })
    await subject.reportsButton.click()
    await waitForCount(sheetRows(page, 'patientFile'), 2)
  })
})
