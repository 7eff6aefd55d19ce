/**
 * Page object: one visit's results (the photo, a card per measurement) and its PDF reports: "Create PDF
 * report" with the report language, and "Save…" in the browser host's save form.
 */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'
import { waitForDrawn } from './waitForCount'

export class VisitScreen {
  constructor(private readonly page: Page) {}

  /** "Visit on <date>" (or "Visit" while the date is not known). */
  get heading(): Locator {
    return this.page
      .getByRole('heading', { level: 1, name: uiText('results.visitOn') })
      .or(this.page.getByRole('heading', { level: 1, name: uiText('results.visit') }))
  }

  /** The results: cards grouped by analysis, in a block with no role of its own (found by its test id). */
  get results(): Locator {
    return this.page.getByTestId('results-view')
  }

  /** One measurement's card (an article named by its title), by the metric's technical name. */
  metric(techName: string): Locator {
    return this.results.getByRole('article').and(this.page.getByTestId(`metric-${techName}`))
  }

  /** A metric's band scale in its card (a drawing of where the value lies, with no role: its test id). */
  band(techName: string): Locator {
    return this.metric(techName).getByTestId('metric-band')
  }

  /**
   * A metric's "Show N details" disclosure (its name starts with the ▸ the stylesheet puts before it).
   */
  detailsToggle(techName: string): Locator {
    const text = uiText('results.showDetails').source.slice(1)
    return this.metric(techName).getByRole('button', { name: new RegExp(`^[▸▾]?\\s*${text}`) })
  }

  /** A detail measurement, shown once "Show … details" is open (a row of a description list: its test id). */
  submetric(techName: string): Locator {
    return this.results.getByTestId(`submetric-${techName}`)
  }

  /** "About this analysis" notes (a disclosure per analysis, found by its test id). */
  get appDescriptions(): Locator {
    return this.results.getByTestId('app-description')
  }

  /** "What does <unit> mean?" beside a metric's value (`kind`: score, perMille, …). */
  unitHelp(techName: string, kind: string): Locator {
    return this.metric(techName).getByRole('button', {
      name: uiText('units.explain', { unit: { key: `units.name.${kind}` } }),
    })
  }

  /** A card's rows by area: the "By area" table's value cells. */
  areaValues(techName: string): Locator {
    return this.metric(techName)
      .getByRole('table', { name: uiText('results.otherAreas') })
      .getByRole('cell')
  }

  /** "For cosmetic skin assessment, not a medical diagnosis." (a note) in `scope`. */
  disclaimer(scope: Page | Locator = this.page): Locator {
    return scope.getByRole('note').filter({ hasText: uiText('disclaimer.cosmetic') })
  }

  /** A photo that could not be analysed: a region headed "This photo … could not be analysed". */
  get failedAnalysis(): Locator {
    const region = (key: string) => this.page.getByRole('region', { name: uiText(key) })
    return region('results.failure.all')
      .or(region('results.failure.allOfSide'))
      .or(region('results.failure.some'))
  }

  /** A failure's reason in words (a paragraph with no role: its test id). */
  get failureReasons(): Locator {
    return this.page.getByTestId('failure-reason')
  }

  get retakeButton(): Locator {
    return this.page.getByRole('button', { name: uiText('results.failure.retake') })
  }

  /** Any measurement's card. */
  get metrics(): Locator {
    return this.results.getByRole('article')
  }

  /** The analysed photo, drawn (an image named "Photo of <name> analysed in this visit"). */
  get photo(): Locator {
    return this.page.getByRole('img', { name: uiText('results.photoAlt') })
  }

  /** Waits until the photo has pixels (a broken image has none). */
  async waitForPhotoDrawn(): Promise<void> {
    await waitForDrawn(this.photo)
  }

  /** The "show where" masks shown over the photo (layers with no role, by their test ids; hidden ones not). */
  get shownMasks(): Locator {
    return this.page.locator('[data-testid^=mask-layer-]:not([hidden])')
  }

  /** In the photo's place, why it cannot be shown: a status whose `data-reason` is the code. */
  photoUnavailable(reason: string): Locator {
    return this.page.getByRole('status').and(this.page.locator(`[data-reason=${reason}]`))
  }

  /** "Delete visit", its dialog ("Delete this visit?") and the dialog's "Delete visit". */
  get deleteButton(): Locator {
    return this.page.getByRole('button', { name: uiText('removeVisit.button') })
  }

  get deleteDialog(): Locator {
    return dialogTitled(this.page, 'removeVisit.title')
  }

  get deleteConfirm(): Locator {
    return this.deleteDialog.getByRole('button', { name: uiText('removeVisit.confirm') })
  }

  /** Waits until the results and the photo are shown. */
  async waitForResults(): Promise<void> {
    await this.results.waitFor()
    await this.photo.waitFor()
  }

  // Reports of this visit.

  get createReportButton(): Locator {
    return this.page.getByRole('button', { name: uiText('reports.create') })
  }

  /** The visit's reports: a region headed "PDF report". */
  get visitReports(): Locator {
    return this.page.getByRole('region', { name: uiText('reports.visitTitle') })
  }

  get saveReportButtons(): Locator {
    return this.page.getByRole('button', { name: uiText('reports.save') })
  }

  get createReportDialog(): Locator {
    return dialogTitled(this.page, 'createReport.title')
  }

  /** The create dialog's report language, picked by its name ("Deutsch (German)", …, or "Other language"). */
  get reportLanguageChoice(): Locator {
    return this.createReportDialog.getByRole('combobox', { name: uiText('createReport.locale') })
  }

  /** The create dialog's language code field (a text field with suggestions). */
  get reportLocale(): Locator {
    return this.createReportDialog.getByLabel(uiText('reportLocale.code'))
  }

  /** The code field's error: a paragraph that only describes the field, with no role (its test id). */
  get reportLocaleError(): Locator {
    return this.page.getByTestId('report-locale-error')
  }

  get generateButton(): Locator {
    return this.createReportDialog.getByRole('button', { name: uiText('createReport.submit') })
  }

  /** In the create dialog: the language code typed, and "Create report". */
  async generate(locale: string): Promise<void> {
    await this.reportLocale.fill(locale)
    await this.generateButton.click()
  }
}

/** The browser host's save form ("Save the report", …): a folder under exports/ and a file name. */
export class SaveDialog {
  /** `titleKey`: the report's form, or another's (diagnostics: `support.saveTitle`). */
  constructor(
    private readonly page: Page,
    private readonly titleKey = 'saveReport.title',
  ) {}

  get dialog(): Locator {
    return dialogTitled(this.page, this.titleKey)
  }

  get folder(): Locator {
    return this.dialog.getByLabel(uiText('saveAs.folder'))
  }

  get fileName(): Locator {
    return this.dialog.getByLabel(uiText('saveAs.fileName'))
  }

  get saveButton(): Locator {
    return this.dialog.getByRole('button', { name: uiText('saveAs.submit') })
  }

  /** Why the file could not be written (an alert in the form). */
  get error(): Locator {
    return this.dialog.getByRole('alert')
  }

  /** Optionally a folder, then "Save". */
  async save(folder?: string): Promise<void> {
    if (folder !== undefined) await this.folder.fill(folder)
    await this.saveButton.click()
  }
}
