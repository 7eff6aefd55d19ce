/** Page objects: a subject's saved reports, and one of them in the built-in viewer. */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'

export class ReportsScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: uiText('reports.title') })
  }

  /**
   * The report rows whose text has `text` (e.g. the language's name). A row is a list item among others (the
   * breadcrumb's, a visit's), so rows are found by their test id, and everything in them by role.
   */
  rows(text?: string): Locator {
    const rows = this.page.getByTestId('report-row')
    return text === undefined ? rows : rows.filter({ hasText: text })
  }

  /** Where a row's PDF was saved: a <code> path with no role (its test id). */
  savedPath(row: Page | Locator = this.page): Locator {
    return row.getByTestId('report-saved-path')
  }

  viewButton(row: Locator): Locator {
    return row.getByRole('button', { name: uiText('reports.view') })
  }

  /** A row's "Remove", confirmed in its dialog. */
  async remove(row: Locator): Promise<void> {
    await row.getByRole('button', { name: uiText('reports.remove') }).click()
    await dialogTitled(this.page, 'removeReport.title')
      .getByRole('button', { name: uiText('removeReport.confirm') })
      .click()
  }
}

export class ReportViewer {
  constructor(private readonly page: Page) {}

  /** The viewer: a region named "PDF report · <language>". */
  get region(): Locator {
    return this.page.getByRole('region', { name: uiText('viewer.title') })
  }

  /** The viewer's toolbar (zoom, print, save): a bar with no role of its own (its test id). */
  get toolbar(): Locator {
    return this.page.getByTestId('viewer-toolbar')
  }

  /** The pages' scrolling area (a region reached with Tab). */
  get pages(): Locator {
    return this.region.getByRole('region', { name: uiText('reportViewer.pagesArea') })
  }

  /** The zoom switch's "Actual size" (a toggle button in the "Zoom" group). */
  get actualSize(): Locator {
    return this.region
      .getByRole('group', { name: uiText('viewer.zoom') })
      .getByRole('button', { name: uiText('viewer.actualSize') })
  }

  /** The viewer's "Print" (the browser's print of the viewer). */
  get printButton(): Locator {
    return this.region.getByRole('button', { name: uiText('viewer.print') })
  }

  /** Once every page is drawn (`data-rendered`, which no role says). */
  get rendered(): Locator {
    return this.region.and(this.page.locator('[data-rendered=true]'))
  }

  /** Waits until every page is drawn (the viewer's `data-rendered`, which no role says). */
  async waitForRendered(timeout = 30_000): Promise<void> {
    await this.rendered.waitFor({ timeout })
  }
}

/** From the subject screen: its reports, then the row naming `language` opened in the viewer, drawn. */
export async function viewSavedReport(page: Page, language: string): Promise<void> {
  await page.getByRole('button', { name: uiText('reports.open') }).click()
  const reports = new ReportsScreen(page)
  await reports.viewButton(reports.rows(language)).click()
  await new ReportViewer(page).waitForRendered(30_000)
}
