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
import { startConnectedWorkstation } from './pages/connectScreen'
import { TEST_OPERATOR } from './pages/startCapture'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
})

async function toDatasets() {
  if (!(await page.isVisible('[data-testid=patient-finder]')))
    await page.click('[data-testid=breadcrumb-datasets]')
  await page.waitForSelector('[data-testid=patient-finder]')
}

async function openDataset(name: string) {
  await toDatasets()
  await page.locator('[data-testid=dataset-row]', { hasText: name }).click()
  await page.waitForSelector('[data-testid=new-subject]')
}

async function fillSubject(form: { name: string; patientId?: string; birthDate?: string }) {
  await page.click('[data-testid=new-subject]')
  await page.fill('[data-testid=subject-name-input]', form.name)
  if (form.patientId) await page.fill('[data-testid=subject-patient-id-input]', form.patientId)
  if (form.birthDate) await page.fill('[data-testid=subject-birthdate-input]', form.birthDate)
  await page.click('[data-testid=subject-create-submit]')
}

async function search(text: string): Promise<string[]> {
  await toDatasets()
  await page.fill('[data-testid=patient-search]', text)
  await page.waitForFunction(
    (query) => document.querySelector('[data-testid=patient-finder] caption')?.textContent?.includes(query),
    text,
  )
  await page.waitForSelector('[data-testid=patient-finder][data-state=ready]')
  return page.locator('[data-testid=patient-hit]').allTextContents()
}

describe('patient records', () => {
  it('creates a subject with a record number and finds them in every dataset by it', async () => {
    await openDataset('Main clinic')
    await fillSubject({ name: 'Amelia Hartley', patientId: 'MRN-4711', birthDate: '1985-03-14' })
    await page.waitForSelector('[data-testid=subject-title]:has-text("Amelia Hartley")')
    expect(await page.textContent('[data-testid=subject-facts]')).toContain('MRN-4711')
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
    const warning = await page.waitForSelector('[data-testid=duplicate-warning]')
    expect(await warning.textContent()).toContain('Main clinic')
    expect(await warning.textContent()).toContain('MRN-4711')
    expect(await page.textContent('[data-testid=subject-create-submit]')).toBe('Create anyway')
    await screenshot(page, '62-duplicate-warning')
    await expectAccessible(page)

    await page.click('[data-testid=subject-create-submit]')
    await page.waitForSelector('[data-testid=subject-title]:has-text("amelia hartley")')
    const byBirthDate = await search('14.03.1985')
    expect(byBirthDate).toHaveLength(2)
    expect(byBirthDate.join(' ')).toContain('Walk-in')
  })

  it('edits a subject (warned again of the look-alike), and the search finds the new record number', async () => {
    await page.locator('[data-testid=patient-hit]', { hasText: 'Walk-in' }).click()
    await page.click('[data-testid=subject-edit]')
    await page.fill('[data-testid=subject-patient-id-input]', 'WI-0815')
    await page.click('[data-testid=subject-save-submit]')
    // Still the same name and birth date as the patient in the main clinic: the operator confirms once more.
    await page.waitForSelector('[data-testid=edit-subject-dialog] [data-testid=duplicate-warning]')
    expect(await page.textContent('[data-testid=subject-save-submit]')).toBe('Save anyway')
    await page.click('[data-testid=subject-save-submit]')
    await page.waitForSelector('[data-testid=edit-subject-dialog]', { state: 'detached' })
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=subject-facts]')?.textContent?.includes('WI-0815'),
    )
    expect(await search('wi-0815')).toHaveLength(1)
  })

  it('asks for the photo consent before the first capture, and shows who recorded it', async () => {
    await page.locator('[data-testid=patient-hit]').first().click()
    const state = await page.waitForSelector('[data-testid=consent-state]')
    expect(await state.textContent()).toContain('none recorded yet')
    await page.click('[data-testid=new-capture]')
    await page.waitForSelector('[data-testid=consent-gate]')
    expect(await page.isVisible('[data-testid=capture-session]')).toBe(false)
    await screenshot(page, '63-consent-gate')
    await expectAccessible(page)

    await page.click('[data-testid=consent-gate] [data-testid=consent-record]')
    await page.click('[data-testid=consent-submit]')
    expect(await page.textContent('[data-testid=error-consentBy]')).toBe('Enter who records the consent.')
    await page.fill('[data-testid=consent-by-input]', TEST_OPERATOR)
    await page.uncheck('[data-testid=consent-scope-reports]')
    await page.check('[data-testid=consent-scope-research]')
    await screenshot(page, '64-consent-dialog')
    await expectAccessible(page)
    await page.click('[data-testid=consent-submit]')
    await page.waitForSelector('[data-testid=capture-session]')

    await page.click('[data-testid=breadcrumb-subject]')
    const recorded = await page.waitForSelector('[data-testid=consent-state][data-state=ok]')
    expect(await recorded.textContent()).toContain(`recorded by ${TEST_OPERATOR}`)
    expect(await recorded.textContent()).toContain('skin analysis and anonymised research')
  })

  it('deletes a subject after asking, and they are gone from the dataset and the search', async () => {
    await page.click('[data-testid=subject-remove]')
    await page.waitForSelector('[data-testid=subject-remove-dialog]')
    await screenshot(page, '65-delete-subject')
    await expectAccessible(page)
    await page.click('[data-testid=subject-remove-confirm]')
    await page.waitForSelector('[data-testid=new-subject]')
    const left = await search('hartley')
    // The demo's own Amelia Hartley (born 1986) and the one made above in the main clinic; not the walk-in one.
    expect(left).toHaveLength(2)
    expect(left.join(' ')).not.toContain('Walk-in')
  })

  it('shows the record, the finder and the consent in German, accessible', async () => {
    await page.selectOption('[data-testid=language]', 'de')
    try {
      await search('1985')
      expect(await page.getAttribute('[data-testid=patient-search]', 'placeholder')).toContain(
        'Patient suchen',
      )
      await screenshot(page, 'de-patient-search')
      await expectAccessible(page)
      await page.locator('[data-testid=patient-hit]').first().click()
      await page.waitForSelector('[data-testid=consent-state]')
      expect(await page.textContent('[data-testid=subject-facts]')).toContain('Patientennummer')
      await screenshot(page, 'de-subject-record')
      await expectAccessible(page)
    } finally {
      await page.selectOption('[data-testid=language]', 'en')
    }
  })
})
