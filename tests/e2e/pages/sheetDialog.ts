/**
 * Page object: the before/after sheet (issue 45 part 4): "Before/after sheet…" on compare or the subject's
 * screen, its dialog (two visits, the sides, the use, the crop, the language), the sheet made or refused, and a
 * sheet's row among the subject's reports.
 */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'

export type SheetPurpose = 'patientFile' | 'marketing'

export class SheetDialog {
  constructor(private readonly page: Page) {}

  /** "Before/after sheet…" on the open screen. */
  get openButton(): Locator {
    return this.page.getByRole('button', { name: uiText('sheet.open') })
  }

  get dialog(): Locator {
    return dialogTitled(this.page, 'sheet.title')
  }

  get earlier(): Locator {
    return this.dialog.getByRole('combobox', { name: uiText('sheet.before') })
  }

  get later(): Locator {
    return this.dialog.getByRole('combobox', { name: uiText('sheet.after') })
  }

  /** The sides offered: checkboxes named as the sides. */
  get sides(): Locator {
    return this.dialog.getByRole('group', { name: uiText('sheet.sidesLegend') }).getByRole('checkbox')
  }

  side(side: 'front' | 'left' | 'right'): Locator {
    return this.dialog.getByRole('checkbox', { name: uiText(`sheet.side.${side}`) })
  }

  /** A use: a radio named by its title, its detail under it. */
  purpose(purpose: SheetPurpose): Locator {
    return this.dialog.getByRole('radio', { name: uiText(`sheet.purpose.${purpose}`, {}, { exact: false }) })
  }

  crop(crop: 'face' | 'treatedZones'): Locator {
    return this.dialog.getByRole('radio', { name: uiText(`sheet.crop.${crop}`) })
  }

  /** The sheet's language, picked by name (its code in the field beside it follows). */
  get language(): Locator {
    return this.dialog.getByRole('combobox', { name: uiText('sheet.locale') })
  }

  get makeButton(): Locator {
    return this.dialog.getByRole('button', { name: uiText('sheet.submit') })
  }

  get made(): Locator {
    return this.dialog.getByRole('status').filter({ hasText: uiText('sheet.made') })
  }

  /** Why main refused it, in words (an alert). */
  get refusal(): Locator {
    return this.dialog.getByRole('alert')
  }

  get recordConsentButton(): Locator {
    return this.dialog.getByRole('button', { name: uiText('sheet.recordConsent') })
  }

  get consentRecorded(): Locator {
    return this.dialog.getByRole('status').filter({ hasText: uiText('sheet.consentRecorded') })
  }

  /** "Open": the sheet in the reports viewer. */
  get openSheetButton(): Locator {
    return this.dialog.getByRole('button', { name: uiText('sheet.openSheet') })
  }

  /** Chooses the use (and, for marketing, the crop), then "Make the sheet"; waits until it is made or refused. */
  async make(purpose: SheetPurpose, crop: 'face' | 'treatedZones' = 'face', timeout = 60_000): Promise<void> {
    await this.purpose(purpose).click()
    if (purpose === 'marketing') await this.crop(crop).click()
    await this.makeButton.click()
    await this.made.or(this.refusal).waitFor({ timeout })
  }
}

/** A sheet in the reports viewer (a region named as the sheet), once every page is drawn. */
export function sheetInViewer(page: Page, purpose: SheetPurpose): Locator {
  return page
    .getByRole('region', {
      name: uiText('reports.sheetTitle', { use: { key: `reports.sheetUse.${purpose}` } }),
    })
    .and(page.locator('[data-rendered=true]'))
}

/** A sheet's row among the subject's reports ("Before/after sheet, for …"), told from reports by its title. */
export function sheetRows(page: Page, purpose: SheetPurpose): Locator {
  return page.getByTestId('report-row').filter({
    hasText: uiText('reports.sheetTitle', { use: { key: `reports.sheetUse.${purpose}` } }, { exact: false }),
  })
}
