/**
 * Page object: Settings → Practice software (GDT), issue 43: the exchange with the practice's PVS, its fields found
 * by their labels, Save, and "Test the exchange" with what it said.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

export interface PracticeValues {
  folder: string
  pvsName: string
  ownName: string
  version: '2.10' | '3.0'
  charset: '7bit' | 'cp437' | 'iso8859-1' | 'iso8859-15' | 'windows-1252'
  /** The dataset new patients go to, by its name. */
  dataset: string
}

export class PracticeSettings {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: uiText('practiceSettings.title') })
  }

  field(labelKey: string): Locator {
    return this.section.getByLabel(uiText(labelKey), { exact: false }).first()
  }

  get enabled(): Locator {
    return this.section.getByRole('checkbox', { name: uiText('practiceSettings.enabled') })
  }

  get saveButton(): Locator {
    return this.section.getByRole('button', { name: uiText('practiceSettings.save') })
  }

  get saved(): Locator {
    return this.section.getByRole('status').filter({ hasText: uiText('practiceSettings.saved') })
  }

  get testButton(): Locator {
    return this.section.getByRole('button', { name: uiText('practiceSettings.test.button') })
  }

  /** What "Test the exchange" said: it works, or why not. */
  get testOutcome(): Locator {
    return this.section
      .getByText(uiText('practiceSettings.test.ok', {}, { exact: false }))
      .or(this.section.getByText(uiText('practiceSettings.test.failed', {}, { exact: false })))
  }

  /** Switches the exchange on with `values` and saves. */
  async switchOn(values: PracticeValues): Promise<void> {
    await this.section.waitFor()
    if (!(await this.enabled.isChecked())) await this.enabled.check()
    await this.field('practiceSettings.folder').fill(values.folder)
    await this.field('practiceSettings.pvsName').fill(values.pvsName)
    await this.field('practiceSettings.ownName').fill(values.ownName)
    await this.field('practiceSettings.version').selectOption(values.version)
    await this.field('practiceSettings.charset').selectOption(values.charset)
    await this.field('practiceSettings.dataset').selectOption({ label: values.dataset })
    await this.saveButton.click()
    await this.saved.waitFor()
  }
}
