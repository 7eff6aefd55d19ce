/**
 * Page object: a subject's history section — period and smoothing controls, a chart per numeric metric, the
 * category timelines and the visits. Charts and timelines are drawn on canvases and describe their data in
 * `data-*` attributes, which no role says: they are found by their test ids.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

export type Period = '3' | '6' | '12' | 'all'

export class HistorySection {
  /** A history chart as a CSS selector, for scripts that run in the page (observers of the charts' draw). */
  static readonly chartSelector = '[data-testid=history-chart]'

  constructor(private readonly page: Page) {}

  /** The section, a region headed "History". */
  get region(): Locator {
    return this.page.getByRole('region', { name: uiText('history.title') })
  }

  get period(): Locator {
    return this.region.getByRole('combobox', { name: uiText('history.period') })
  }

  get method(): Locator {
    return this.region.getByRole('combobox', { name: uiText('history.method') })
  }

  get window(): Locator {
    return this.region.getByRole('combobox', { name: uiText('history.window') })
  }

  /** The metric charts (each a figure with `data-metric`, `data-points`, `data-smoothed`, `data-pixels`). */
  charts(metric?: string): Locator {
    const charts = this.page.getByTestId('history-chart')
    return metric === undefined ? charts : charts.and(this.page.locator(`[data-metric=${metric}]`))
  }

  /** The note that there is no chart: "No analysed photos …", or "… could not be analysed". */
  get empty(): Locator {
    return this.region
      .getByText(uiText('history.empty'))
      .or(this.region.getByText(uiText('history.onlyFailed')))
  }

  /** Once loaded: a chart, or the note that there is none ("No analysed photos …", "… could not be analysed"). */
  get drawnOrEmpty(): Locator {
    return this.region
      .getByTestId('history-chart')
      .or(this.region.getByText(uiText('history.empty')))
      .or(this.region.getByText(uiText('history.onlyFailed')))
  }

  /** A chart's data as a table, behind a "Show as table" disclosure (a <details>: its test id). */
  chartTable(chart: Locator): Locator {
    return chart.getByTestId('history-chart-table')
  }

  /** A chart's canvas: an image named "<metric> over time …". */
  canvas(chart: Locator): Locator {
    return chart.getByRole('img', { name: uiText('history.chartLabel') })
  }

  /** The category timelines, and their runs (`data-*` only: test ids). */
  get timelines(): Locator {
    return this.page.getByTestId('history-category-timeline')
  }

  get timelineRuns(): Locator {
    return this.timelines.getByTestId('timeline-run')
  }

  /** "Show all N visits" under the visit list. */
  get showAllVisits(): Locator {
    return this.page.getByRole('button', { name: uiText('history.showAllVisits') })
  }
}
