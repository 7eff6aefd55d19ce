/**
 * A clinic's patient records, as the front desk uses them in Chromium through the browser host: a new subject
 * with a record number, the duplicate warning when the same patient is entered again in another dataset, the
 * search over every dataset by record number or birth date, editing, the photo consent gate before the first
 * capture, and deleting a subject. Each screen in English and German, with axe-core and a screenshot.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { startConnectedWorkstation } from '../support/workstation'
import { AppShell, dialogTitled } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { ConsentDialog } from './pages/consentDialog'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { TEST_OPERATOR } from './pages/startCapture'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { uiText } from './pages/uiText'

let w: Workstation
let page: Page
let shell: AppShell
let datasets: DatasetsScreen
let subject: SubjectScreen
let consent: ConsentDialog

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  page = w.page
  shell = new AppShell(page)
  datasets = new DatasetsScreen(page)
  subject = new SubjectScreen(page)
  consent = new ConsentDialog(page)
}, 180_000)
afterAll(async () => {
  await w?.close()
})

async function toDatasets() {
  if (!(await datasets.patientFinder.isVisible())) await shell.toDatasets.click()
  await datasets.patientFinder.waitFor()
}

async function openDataset(name: string) {
  await toDatasets()
  await datasets.rows(name).click()
  await new SubjectsScreen(page).newSubjectButton.waitFor()
}

async function fillSubject(form: { name: string; patientId?: string; birthDate?: string }) {
  await new SubjectsScreen(page).newSubjectButton.click()
  const subjectForm = new SubjectForm(page, 'create')
  await subjectForm.fill(form)
  await subjectForm.submit()
}

async function search(text: string): Promise<string[]> {
  await toDatasets()
  await datasets.patientSearch.fill(text)
  await datasets.patientFinder
    .getByRole('table', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .waitFor()
  await datasets.patientFinder.and(page.locator('[data-state=ready]')).waitFor()
  return datasets.patientHits().allTextContents()
}

describe('patient records', () => {
  it('creates a subject with a record number and finds them in every dataset by it', async () => {
    await openDataset('Main clinic')
    await fillSubject({ name: 'Amelia Hartley', patientId: 'MRN-4711', birthDate: '1985-03-14' })
    await subject.heading().filter({ hasText: 'Amelia Hartley' }).waitFor()
    expect(await subject.facts.textContent()).toContain('MRN-4711')
    await screenshot(page, '60-subject-record')
    await expectAccessible(page)

    const hits = await search('mrn-4711')
    expect(hits).toHaveLength(1)
    expect(hits[0]).toContain('Amelia Hartley')
    expect(hits[0]).toContain('Main clinic')
    await screenshot(page, '61-patient-search')
    await expectAccessible(page)
  })

  it('warns before the same patient is entered again in another dataset, and creates them only when told', async () => {
    await openDataset('Walk-in')
    await fillSubject({ name: 'amelia  hartley', birthDate: '1985-03-14' })
    const newSubject = new SubjectForm(page, 'create')
    const warning = newSubject.duplicateWarning
    await warning.waitFor()
    expect(await warning.textContent()).toContain('Main clinic')
    expect(await warning.textContent()).toContain('MRN-4711')
    expect(await newSubject.submitButton.textContent()).toBe('Create anyway')
    await screenshot(page, '62-duplicate-warning')
    await expectAccessible(page)

    await newSubject.submit()
    await subject.heading().filter({ hasText: 'amelia hartley' }).waitFor()
    const byBirthDate = await search('14.03.1985')
    expect(byBirthDate).toHaveLength(2)
    expect(byBirthDate.join(' ')).toContain('Walk-in')
  })

  it('edits a subject (warned again of the look-alike), and the search finds the new record number', async () => {
    await datasets.patientHits('Walk-in').click()
    await subject.editButton.click()
    const edit = new SubjectForm(page, 'edit')
    await edit.patientId.fill('WI-0815')
    await edit.submit()
    // Still the same name and birth date as the patient in the main clinic: the operator confirms once more.
    await edit.duplicateWarning.waitFor()
    expect(await edit.submitButton.textContent()).toBe('Save anyway')
    await edit.submit()
    await edit.dialog.waitFor({ state: 'detached' })
    await subject.facts.filter({ hasText: 'WI-0815' }).waitFor()
    expect(await search('wi-0815')).toHaveLength(1)
  })

  it('asks for the photo consent before the first capture, and shows who recorded it', async () => {
    await datasets.patientHits().first().click()
    const state = consent.onRecord
    await state.waitFor()
    expect(await state.textContent()).toContain('none recorded yet')
    await subject.newCaptureButton.click()
    await consent.gate.waitFor()
    expect(await new CaptureScreen(page).session.isVisible()).toBe(false)
    await screenshot(page, '63-consent-gate')
    await expectAccessible(page)

    await consent.recordButton(consent.gate).click()
    // who records it is the signed-in operator: shown, not typed
    expect(await consent.by.textContent()).toBe(`Recorded by ${TEST_OPERATOR}, who is signed in.`)
    expect(await consent.dialog.getByRole('textbox').count()).toBe(0)
    await consent.scope('reports').uncheck()
    await consent.scope('research').check()
    await screenshot(page, '64-consent-dialog')
    await expectAccessible(page)
    await consent.submitButton.click()
    await new CaptureScreen(page).session.waitFor()

    await shell.toSubject.click()
    const recorded = consent.recorded
    await recorded.waitFor()
    expect(await recorded.textContent()).toContain(`recorded by ${TEST_OPERATOR}`)
    expect(await recorded.textContent()).toContain('skin analysis and anonymised research')
  })

  it('deletes a subject after asking, and they are gone from the dataset and the search', async () => {
    await page.getByRole('button', { name: uiText('removeSubject.button') }).click()
    const removeDialog = dialogTitled(page, 'removeSubject.title')
    await removeDialog.waitFor()
    await screenshot(page, '65-delete-subject')
    await expectAccessible(page)
    await removeDialog.getByRole('button', { name: uiText('removeSubject.confirm') }).click()
    await new SubjectsScreen(page).newSubjectButton.waitFor()
    const left = await search('hartley')
    // The demo's own Amelia Hartley (born 1986) and the one made above in the main clinic; not the walk-in one.
    expect(left).toHaveLength(2)
    expect(left.join(' ')).not.toContain('Walk-in')
  })

  it('shows the record, the finder and the consent in German, accessible', async () => {
    await shell.switchLanguage('de')
    try {
      await search('1985')
      expect(await datasets.patientSearch.getAttribute('placeholder')).toContain('Patient suchen')
      await screenshot(page, 'de-patient-search')
      await expectAccessible(page)
      await datasets.patientHits().first().click()
      await consent.onRecord.waitFor()
      expect(await subject.facts.textContent()).toContain('Patientennummer')
      await screenshot(page, 'de-subject-record')
      await expectAccessible(page)
    } finally {
      await shell.switchLanguage('en')
    }
  })
})
