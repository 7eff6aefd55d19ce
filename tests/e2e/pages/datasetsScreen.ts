/**
 * Page objects: the datasets list with its patient finder (search across every dataset), and one dataset's
 * subjects list. Rows are opened by their row button ("Open dataset …", "Open subject …").
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

export class DatasetsScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: uiText('datasets.title') })
  }

  /** The datasets table (named by its caption). */
  get table(): Locator {
    return this.page.getByRole('table', { name: uiText('datasets.title') })
  }

  /** "N datasets" above the list: a live paragraph with no role (its test id). */
  get count(): Locator {
    return this.page.getByTestId('datasets-count')
  }

  /** The datasets' rows whose text has `text` (a substring, as a row shows name, image type and date). */
  rows(text?: string): Locator {
    const rows = this.table.getByRole('row').filter({ has: this.page.getByRole('button') })
    return text === undefined ? rows : rows.filter({ hasText: text })
  }

  /** A dataset's "Open dataset <name>" button. */
  openButton(name?: string): Locator {
    return this.page.getByRole('button', {
      name: uiText('datasets.open', name === undefined ? {} : { name }),
    })
  }

  /** "There are no datasets yet." */
  get empty(): Locator {
    return this.page.getByRole('status').filter({ hasText: uiText('datasets.empty') })
  }

  /** Waits until the list has loaded: a dataset, or the empty note. */
  async waitForList(): Promise<void> {
    await this.openButton().or(this.empty).first().waitFor()
  }

  async open(name: string): Promise<void> {
    await this.openButton(name).click()
  }

  // The patient finder (search in every dataset).

  get patientSearch(): Locator {
    return this.page.getByRole('searchbox', { name: uiText('patientFinder.label') })
  }

  /**
   * The finder's card: its `data-state` says whether a search is running, which no role or name says, so it is
   * found by its test id.
   */
  get patientFinder(): Locator {
    return this.page.getByTestId('patient-finder')
  }

  /** "N subjects" found by the finder: a live paragraph with no role (its test id). */
  get patientSearchCount(): Locator {
    return this.page.getByTestId('patient-search-count')
  }

  /** The finder's hits, as rows of its results table (named "… <query> …" by its caption). */
  patientHits(text?: string): Locator {
    const rows = this.patientFinder
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('button') })
    return text === undefined ? rows : rows.filter({ hasText: text })
  }

  /** A hit's "Open subject <name>" button. */
  openHit(name: string): Locator {
    return this.patientFinder.getByRole('button', { name: uiText('subject.openRow', { name }) })
  }
}

export class SubjectsScreen {
  constructor(private readonly page: Page) {}

  /** The dataset's name, as the screen's heading. */
  heading(datasetName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: datasetName, exact: true })
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: uiText('subjects.search') })
  }

  get newSubjectButton(): Locator {
    return this.page.getByRole('button', { name: uiText('newSubject.open') })
  }

  /** "N subjects" above the list: a live paragraph with no role (its test id). */
  get count(): Locator {
    return this.page.getByTestId('subjects-count')
  }

  /** The list's pages ("Pagination"): previous, next, and where it is. */
  get pager(): Locator {
    return this.page.getByRole('navigation', { name: uiText('list.pagination') })
  }

  get nextPage(): Locator {
    return this.pager.getByRole('button', { name: uiText('list.next') })
  }

  /** "Page N of M". */
  get pageIndicator(): Locator {
    return this.pager.getByText(uiText('list.pageIndicator'))
  }

  /** The subjects' rows (each with its "Open subject …" button) whose text has `text`. */
  rows(text?: string): Locator {
    const rows = this.page
      .getByRole('main')
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('button', { name: uiText('subject.openRow') }) })
    return text === undefined ? rows : rows.filter({ hasText: text })
  }

  /** A subject's "Open subject <name>" button. */
  openButton(name?: string): Locator {
    return this.page.getByRole('button', {
      name: uiText('subject.openRow', name === undefined ? {} : { name }),
    })
  }

  /** Searches for `name` and opens the first subject of that name; waits for the subject's screen. */
  async openSubject(name: string): Promise<void> {
    await this.search.fill(name)
    await this.openButton(name).first().click()
    await this.page.getByRole('heading', { level: 1, name, exact: true }).waitFor()
  }
}
