/**
 * A clinic sets its name, address and clinician in Settings (a name too long is refused on its field first), and
 * the next report starts with the workstation's cover page: the clinic, the clinician, the patient's record number
 * and the photo's time in this computer's zone (this test runs in Asia/Kolkata, UTC+05:30, so UTC would show).
 * Settings in English and German are kept as screenshots and checked with axe-core.
 */
// Before anything reads the zone: main writes the cover's times in the zone of the process it runs in. The
// worker runs other files after this one (isolate: false), so afterAll puts the zone back.
const zoneBefore = process.env.TZ
process.env.TZ = 'Asia/Kolkata'

import { placeOf, recordConsentThroughMain } from './pages/sendThroughMain'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { seededClinic, startConnectedWorkstation } from '../support/workstation'
import { FRESH_PREFERENCES } from '../support/freshPreferences'
import { SettingsScreen } from './pages/settingsScreen'
import { AppShell } from './pages/appShell'
import { ReportsScreen } from './pages/reportsScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { SaveDialog, VisitScreen } from './pages/visitScreen'

const run = promisify(execFile)
const subjectName = 'Li Na Chen'
const recordNumber = 'MRN-2025-0815'
const clinic = {
  name: 'Hautklinik Nord',
  address: 'Nordstraße 7\n20095 Hamburg',
  clinician: 'Dr. Mira Sommer',
}

let w: Workstation
let page: Page
let settings: SettingsScreen

beforeAll(async () => {
  w = await startConnectedWorkstation(seededClinic)
  page = w.page
  settings = new SettingsScreen(page)
}, 180_000)
afterAll(async () => {
  if (zoneBefore === undefined) delete process.env.TZ
  else process.env.TZ = zoneBefore
  await w?.close()
})

const findSubject = () => placeOf(w, { datasetName: 'Main clinic', subjectName })

/** The subject's record number, kept by the clinic in the service's `meta.patient_id`. */
async function giveRecordNumber(): Promise<void> {
  const { datasetId, subjectId } = await findSubject()
  const path = `/api/v1/companies/${w.companyId}/datasets/${datasetId}/subjects/${subjectId}/`
  const answer = await fetch(`${w.service.baseUrl}${path}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${w.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ meta: { patient_id: recordNumber } }),
  })
  if (!answer.ok) throw new Error(`PATCH subject: ${answer.status}`)
}

/** An instant's clock time in India (UTC+05:30 all year), as English reports write it: "1:30 AM". */
function indianClock(iso: string): string {
  const local = new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000)
  const hours = local.getUTCHours()
  const minutes = String(local.getUTCMinutes()).padStart(2, '0')
  return `${((hours + 11) % 12) + 1}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

describe('the clinic on the report cover', () => {
  it('shows the settings in English, accessible, and refuses a clinic name that is too long', async () => {
    await settings.open()
    await settings.clinicName.and(page.locator(':not([disabled])')).waitFor()
    await expectAccessible(page)
    await screenshot(page, 'settings-clinic-en')
    await settings.fillClinic({ ...clinic, name: 'H'.repeat(121) })
    const error = settings.clinicNameError
    await error.waitFor()
    expect(await error.textContent()).toBe('Use at most 120 characters.')
    expect(await settings.clinicName.getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page)
    expect(await w.app.app.handlers['preferences.get']({})).toMatchObject({ clinicName: '' })
  })

  it('saves the clinic and the consent switch, and shows them again after a reload', async () => {
    await settings.setClinic(clinic)
    expect(await settings.clinicNameError.count()).toBe(0)
    await settings.setPhotoConsentRequired(false)
    expect(await w.app.app.handlers['preferences.get']({})).toEqual({
      ...FRESH_PREFERENCES,
      clinicName: clinic.name,
      clinicAddress: clinic.address,
      clinicianName: clinic.clinician,
      photoConsentRequired: false,
    })
    await page.reload()
    await settings.open()
    await settings.clinicName.and(page.locator(':not([disabled])')).waitFor()
    expect(await settings.clinicShown()).toEqual(clinic)
    expect(await settings.photoConsentRequired.isChecked()).toBe(false)
    await settings.setPhotoConsentRequired(true)
  })

  it('shows the settings in German, accessible', async () => {
    const shell = new AppShell(page)
    await shell.switchLanguage('de')
    await settings.clinic.getByRole('heading', { name: 'Praxis auf dem Deckblatt' }).waitFor()
    expect(await settings.clinic.textContent()).toContain('Name der Praxis')
    await expectAccessible(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'settings-clinic-de')
    await shell.switchLanguage('en')
    await settings.backButton.click()
  })

  it("starts the next report with the cover: clinic, clinician, record number, the photo's local time", async () => {
    await giveRecordNumber()
    // the patient's consent covers reports (main refuses a report without it while the clinic requires consent)
    await recordConsentThroughMain(w, { datasetName: 'Main clinic', subjectName })
    const subject = new SubjectScreen(page)
    await subject.open('Main clinic', subjectName)
    await subject.waitForCharts()
    const visit = new VisitScreen(page)
    await subject.visits.first().click()
    await visit.results.waitFor()
    await visit.createReportButton.click()
    await visit.generate('en')
    await visit.saveReportButtons.first().click({ timeout: 60_000 })
    await new SaveDialog(page).save('cover')
    const savedPath = ((await new ReportsScreen(page).savedPath().first().textContent()) ?? '').trim()

    const { stdout: cover } = await run('pdftotext', ['-layout', '-f', '1', '-l', '1', savedPath, '-'])
    expect(cover).toContain(clinic.name)
    expect(cover).toContain('Nordstraße 7')
    expect(cover).toContain('20095 Hamburg')
    expect(cover).toMatch(/Clinician\s+Dr\. Mira Sommer/)
    expect(cover).toMatch(new RegExp(`Patient\\s+${subjectName}`))
    expect(cover).toMatch(new RegExp(`Record number\\s+${recordNumber}`))
    const { subjectId } = await findSubject()
    const [report] = await w.app.app.handlers['reports.list']({ subjectId })
    const visitAt = report?.visitAt ?? ''
    const photoTaken = /Photo taken\s+(.+)/.exec(cover)?.[1] ?? ''
    // ICU may name the zone by its older alias.
    expect(photoTaken).toMatch(new RegExp(`${indianClock(visitAt)} \\(Asia/(Kolkata|Calcutta)\\)$`))
    const { stdout: second } = await run('pdftotext', ['-layout', '-f', '2', '-l', '2', savedPath, '-'])
    expect(second).toContain('Skin analysis report')
  })
})
