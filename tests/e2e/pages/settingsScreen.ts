/**
 * Page object: Settings, where the cache is cleared, the clinic on the report cover set, photo consent switched,
 * and the log and diagnostics for support are found.
 */
import type { Locator, Page } from 'playwright-core'
import { AppShell, dialogTitled } from './appShell'
import { uiText } from './uiText'

/** The storage figures: values of a description list (<dd>), which have no name: found by their test ids. */
export type CacheFigure = 'size' | 'photos' | 'subjects' | 'kept-subjects' | 'reports' | 'queued'

export class SettingsScreen {
  constructor(private readonly page: Page) {}

  section(titleKey: string): Locator {
    return this.page.getByRole('region', { name: uiText(titleKey) })
  }

  get storage(): Locator {
    return this.section('settings.storage')
  }

  get clinic(): Locator {
    return this.section('settings.clinicTitle')
  }

  /** The Support section (logs folder, diagnostics). */
  get support(): Locator {
    return this.section('support.title')
  }

  get openLogsButton(): Locator {
    return this.page.getByRole('button', { name: uiText('support.openLogs') })
  }

  get exportDiagnosticsButton(): Locator {
    return this.page.getByRole('button', { name: uiText('support.exportDiagnostics') })
  }

  /** What "Open logs folder" said: a paragraph with no role (its test id). */
  get logsNote(): Locator {
    return this.page.getByTestId('logs-folder')
  }

  /** "Diagnostics saved to …": a paragraph with no role (its test id). */
  get diagnosticsNote(): Locator {
    return this.page.getByTestId('diagnostics-saved')
  }

  get backButton(): Locator {
    return this.page.getByRole('button', { name: uiText('settings.back') })
  }

  cacheFigure(figure: CacheFigure): Locator {
    return this.storage.getByTestId(`cache-${figure}`)
  }

  /** "Remove a patient's cached photos and results when not opened for" (a select of days). */
  get retention(): Locator {
    return this.storage.getByRole('combobox', { name: uiText('settings.retention') })
  }

  /** The storage section's "Saved" (after the retention was changed). */
  get retentionSaved(): Locator {
    return this.storage.getByRole('status').filter({ hasText: uiText('settings.saved') })
  }

  /** "Disconnect and erase…", and its dialog ("Erase this workstation's data of <account>?"). */
  get eraseButton(): Locator {
    return this.page.getByRole('button', { name: uiText('disconnect.eraseButton') })
  }

  get eraseDialog(): Locator {
    return dialogTitled(this.page, 'disconnect.eraseTitle')
  }

  get eraseConfirm(): Locator {
    return this.eraseDialog.getByRole('button', { name: uiText('disconnect.eraseConfirm') })
  }

  async open(): Promise<void> {
    await new AppShell(this.page).openSettings()
    await this.storage.waitFor()
  }

  /** "Clear cache", confirmed, and wait until the dialog has closed. */
  async clearCache(): Promise<void> {
    await this.page.getByRole('button', { name: uiText('settings.clearCache') }).click()
    const dialog = dialogTitled(this.page, 'clearCache.title')
    await dialog.getByRole('button', { name: uiText('clearCache.confirm') }).click()
    await dialog.waitFor({ state: 'detached' })
  }

  get clinicName(): Locator {
    return this.clinic.getByLabel(uiText('settings.clinicName'))
  }

  /** The clinic name's error (a paragraph describing the field, with no role: its test id). */
  get clinicNameError(): Locator {
    return this.clinic.getByTestId('error-clinicName')
  }

  /** "Confirm the patient's consent before a photo is taken". */
  get photoConsentRequired(): Locator {
    return this.section('settings.consentTitle').getByRole('checkbox', {
      name: uiText('settings.consentRequired'),
    })
  }

  /** Why the consent rule cannot be changed here (a note under it, with no role: its test id). */
  get photoConsentRule(): Locator {
    return this.section('settings.consentTitle').getByTestId('photoConsentRequired-rule')
  }

  /** "The clinic's rules were reset …": an alert headed so, with "Keep these rules". */
  get rulesReset(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: uiText('settings.rules.resetTitle', {}, { exact: false }) })
  }

  get clinicAddress(): Locator {
    return this.clinic.getByLabel(uiText('settings.clinicAddress'))
  }

  get clinicianName(): Locator {
    return this.clinic.getByLabel(uiText('settings.clinicianName'))
  }

  /** Types the clinic's details (an empty value clears a field) and presses Save. */
  async fillClinic(clinic: { name: string; address: string; clinician: string }): Promise<void> {
    await this.clinicName.fill(clinic.name)
    await this.clinicAddress.fill(clinic.address)
    await this.clinicianName.fill(clinic.clinician)
    await this.clinic.getByRole('button', { name: uiText('settings.save') }).click()
  }

  /** Saves the clinic's details and waits until the form says they are saved. */
  async setClinic(clinic: { name: string; address: string; clinician: string }): Promise<void> {
    await this.fillClinic(clinic)
    await this.clinic
      .getByRole('status')
      .filter({ hasText: uiText('settings.saved') })
      .waitFor()
  }

  /** The clinic's details as the form shows them. */
  async clinicShown(): Promise<{ name: string; address: string; clinician: string }> {
    return {
      name: await this.clinicName.inputValue(),
      address: await this.clinicAddress.inputValue(),
      clinician: await this.clinicianName.inputValue(),
    }
  }

  /** Switches "confirm consent before a photo" and waits until it is saved. */
  async setPhotoConsentRequired(required: boolean): Promise<void> {
    const consent = this.section('settings.consentTitle')
    await consent.getByRole('checkbox', { name: uiText('settings.consentRequired') }).setChecked(required)
    await consent
      .getByRole('status')
      .filter({ hasText: uiText('settings.saved') })
      .waitFor()
  }

  // "Real change or noise": this service's noise floor per score (administrators).

  get noiseFloors(): Locator {
    return this.section('settings.noiseFloors.title')
  }

  /** The floors' table. */
  get noiseFloorsTable(): Locator {
    return this.noiseFloors.getByRole('table')
  }

  /** "This service's noise floor for <the score's name>". */
  noiseFloor(techName: string): Locator {
    return this.noiseFloors.getByRole('textbox', {
      name: uiText('settings.noiseFloors.fieldLabel', { name: { key: `results.metric.${techName}` } }),
    })
  }

  get noiseFloorsSave(): Locator {
    return this.noiseFloors.getByRole('button', { name: uiText('settings.noiseFloors.save') })
  }

  /** The floors' "Saved". */
  get noiseFloorsSaved(): Locator {
    return this.noiseFloors.getByRole('status').filter({ hasText: uiText('settings.saved') })
  }

  /** "Open logs folder": what the screen then says (opened or not) and the folder it names. */
  async openLogs(): Promise<{ opened: boolean; folder: string }> {
    await this.openLogsButton.click()
    // Whether the folder opened is the note's `data-opened`.
    const shown = this.logsNote
    await shown.waitFor()
    return {
      opened: (await shown.getAttribute('data-opened')) === 'true',
      folder: ((await shown.getByTestId('logs-folder-path').textContent()) ?? '').trim(),
    }
  }

  /** "Export diagnostics…" in the browser host's save form (folder and name as offered): the path it was saved to. */
  async exportDiagnostics(): Promise<string> {
    await this.exportDiagnosticsButton.click()
    const dialog = dialogTitled(this.page, 'support.saveTitle')
    await dialog.getByRole('button', { name: uiText('saveAs.submit') }).click()
    await dialog.waitFor({ state: 'detached' })
    return ((await this.diagnosticsNote.getByTestId('diagnostics-saved-path').textContent()) ?? '').trim()
  }
}
