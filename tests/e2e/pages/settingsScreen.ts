/**
 * Page object: Settings, where the cache is cleared, the clinic on the report cover set, photo consent switched,
 * and the log and diagnostics for support are found.
 */
import type { Page } from 'playwright-core'

export class SettingsScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.click('[data-testid=settings-open]')
    await this.page.waitForSelector('[data-testid=storage]')
  }

  /** "Clear cache", confirmed, and wait until the dialog has closed. */
  async clearCache(): Promise<void> {
    await this.page.click('[data-testid=cache-clear]')
    await this.page.click('[data-testid=cache-clear-confirm]')
    await this.page.waitForSelector('[data-testid=cache-clear-dialog]', { state: 'detached' })
  }

  /** Types the clinic's details (an empty value clears a field) and presses Save. */
  async fillClinic(clinic: { name: string; address: string; clinician: string }): Promise<void> {
    await this.page.fill('[data-testid=clinic-name]', clinic.name)
    await this.page.fill('[data-testid=clinic-address]', clinic.address)
    await this.page.fill('[data-testid=clinician-name]', clinic.clinician)
    await this.page.click('[data-testid=clinic-preference-save]')
  }

  /** Saves the clinic's details and waits until the form says they are saved. */
  async setClinic(clinic: { name: string; address: string; clinician: string }): Promise<void> {
    await this.fillClinic(clinic)
    await this.page.waitForSelector('[data-testid=clinic-preference-saved]')
  }

  /** The clinic's details as the form shows them. */
  async clinicShown(): Promise<{ name: string; address: string; clinician: string }> {
    return {
      name: await this.page.inputValue('[data-testid=clinic-name]'),
      address: await this.page.inputValue('[data-testid=clinic-address]'),
      clinician: await this.page.inputValue('[data-testid=clinician-name]'),
    }
  }

  /** Switches "confirm consent before a photo" and waits until it is saved. */
  async setPhotoConsentRequired(required: boolean): Promise<void> {
    await this.page.setChecked('[data-testid=photo-consent-required]', required)
    await this.page.waitForSelector('[data-testid=photo-consent-saved]')
  }

  /** "Open logs folder": what the screen then says (opened or not) and the folder it names. */
  async openLogs(): Promise<{ opened: boolean; folder: string }> {
    await this.page.click('[data-testid=open-logs]')
    const shown = await this.page.waitForSelector('[data-testid=logs-folder]')
    return {
      opened: (await shown.getAttribute('data-opened')) === 'true',
      folder: ((await this.page.textContent('[data-testid=logs-folder-path]')) ?? '').trim(),
    }
  }

  /** "Export diagnostics…" in the browser host's save form (folder and name as offered): the path it was saved to. */
  async exportDiagnostics(): Promise<string> {
    await this.page.click('[data-testid=export-diagnostics]')
    await this.page.waitForSelector('[data-testid=save-dialog]')
    await this.page.click('[data-testid=save-confirm]')
    await this.page.waitForSelector('[data-testid=save-dialog]', { state: 'detached' })
    return ((await this.page.textContent('[data-testid=diagnostics-saved-path]')) ?? '').trim()
  }
}
