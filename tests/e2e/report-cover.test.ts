/**
 * A clinic sets its name, address and clinician in Settings (a name too long is refused on its field first), and
 * the next report starts with the workstation's cover page: the clinic, the clinician, the patient's record number
 * and the photo's time in this computer's zone (this test runs in Asia/Kolkata, UTC+05:30, so UTC would show).
 * Settings in English and German are kept as screenshots and checked with axe-core.
 */
// Before anything reads the zone: main writes the cover's times in the zone of the process it runs in.
process.env.TZ = 'Asia/Kolkata'

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { startConnectedWorkstation } from './pages/connectScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectScreen } from './pages/subjectScreen'

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
  w = await startConnectedWorkstation({
    keychain: 'memory',
    service: { seedHistory: true, processingDelayMs: 0 },
  })
  page = w.page
  settings = new SettingsScreen(page)
}, 180_000)
afterAll(async () => {
  await w?.close()
})

/** The demo subject's dataset and id, asked of main's handlers (the page shows names only). */
async function findSubject(): Promise<{ datasetId: string; subjectId: string }> {
  const datasets = await w.app.app.handlers['datasets.list']({ page: 1, pageSize: 100 })
  const dataset = datasets.results.find((d) => d.name === 'Main clinic')
  if (!dataset) throw new Error('no Main clinic')
  const subjects = await w.app.app.handlers['subjects.list']({
    datasetId: dataset.id,
    page: 1,
    pageSize: 20,
    search: subjectName,
  })
  const subject = subjects.results[0]
  if (!subject) throw new Error(`no ${subjectName}`)
  return { datasetId: dataset.id, subjectId: subject.id }
}

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
    await page.waitForSelector('[data-testid=clinic-name]:not([disabled])')
    await expectAccessible(page)
    await screenshot(page, 'settings-clinic-en')
    await settings.fillClinic({ ...clinic, name: 'H'.repeat(121) })
    const error = await page.waitForSelector('[data-testid=error-clinicName]')
    expect(await error.textContent()).toBe('Use at most 120 characters.')
    expect(await page.getAttribute('[data-testid=clinic-name]', 'aria-invalid')).toBe('true')
    await expectAccessible(page)
    expect(await w.app.app.handlers['preferences.get']({})).toMatchObject({ clinicName: '' })
  })

  it('saves the clinic and the consent switch, and shows them again after a reload', async () => {
    await settings.setClinic(clinic)
    expect(await page.locator('[data-testid=error-clinicName]').count()).toBe(0)
    await settings.setPhotoConsentRequired(false)
    expect(await w.app.app.handlers['preferences.get']({})).toEqual({
      reportLocale: 'en',
      clinicName: clinic.name,
      clinicAddress: clinic.address,
      clinicianName: clinic.clinician,
      photoConsentRequired: false,
      privacyScreenMinutes: 5,
      cacheRetentionDays: 30,
    })
    await page.reload()
    await settings.open()
    await page.waitForSelector('[data-testid=clinic-name]:not([disabled])')
    expect(await settings.clinicShown()).toEqual(clinic)
    expect(await page.isChecked('[data-testid=photo-consent-required]')).toBe(false)
    await settings.setPhotoConsentRequired(true)
  })

  it('shows the settings in German, accessible', async () => {
    await page.selectOption('[data-testid=language]', 'de')
    await page.waitForSelector('#clinic-preference-title:text("Praxis auf dem Deckblatt")')
    expect(await page.textContent('[data-testid=clinic-preference]')).toContain('Name der Praxis')
    await expectAccessible(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'settings-clinic-de')
    await page.selectOption('[data-testid=language]', 'en')
    await page.click('[data-testid=settings-back]')
  })

  it("starts the next report with the cover: clinic, clinician, record number, the photo's local time", async () => {
    await giveRecordNumber()
    const subject = new SubjectScreen(page)
    await subject.open('Main clinic', subjectName)
    await subject.waitForCharts()
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view]')
    await page.click('[data-testid=report-create]')
    await page.fill('[data-testid=report-locale]', 'en')
    await page.click('[data-testid=report-generate]')
    await page.click('[data-testid=report-save]', { timeout: 60_000 })
    await page.fill('[data-testid=save-folder]', 'cover')
    await page.click('[data-testid=save-confirm]')
    const savedPath = ((await page.textContent('[data-testid=report-saved-path]')) ?? '').trim()

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
