/** Page object: one subject's screen (history charts, visits, captures, keep offline). */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { queueRows } from './queueScreen'
import { startCapture } from './startCapture'
import { uiText } from './uiText'
import { openSubjectByName } from '../../support/workstation'

export class SubjectScreen {
  constructor(private readonly page: Page) {}

  /** From the datasets list: the dataset, a search for the subject, and its screen with the history drawn. */
  open(datasetName: string, subjectName: string): Promise<void> {
    return openSubjectByName(this.page, datasetName, subjectName)
  }

  /** The subject's name as the screen's heading (any name, while it is not given). */
  heading(name?: string): Locator {
    return name === undefined
      ? this.page.getByRole('heading', { level: 1 })
      : this.page.getByRole('heading', { level: 1, name, exact: true })
  }

  /** The record's facts (record number, birth date, sex, created): a description list, its test id. */
  /** "Saved on this workstation · will be sent" on the record card. */
  get unsentBadge(): Locator {
    return this.page.getByText(uiText('subject.unsent'))
  }

  get facts(): Locator {
    return this.page.getByTestId('subject-facts')
  }

  get editButton(): Locator {
    return this.page.getByRole('button', { name: uiText('subjectForm.edit') })
  }

  get reportsButton(): Locator {
    return this.page.getByRole('button', { name: uiText('reports.open') })
  }

  get compareButton(): Locator {
    return this.page.getByRole('button', { name: uiText('compare.open') })
  }

  get newCaptureButton(): Locator {
    return this.page.getByRole('button', { name: uiText('subject.newCapture') })
  }

  /** Waits until a subject's screen is shown: its actions (Reports, Compare visits) are only there. */
  async waitForScreen(): Promise<void> {
    await this.compareButton.waitFor()
  }

  /** A metric's history chart: a canvas, found by its test id (its points are in `data-points`). */
  chart(metric?: string): Locator {
    const charts = this.page.getByTestId('history-chart')
    return metric === undefined ? charts : charts.and(this.page.locator(`[data-metric=${metric}]`))
  }

  async waitForCharts(timeout = 60_000): Promise<void> {
    await this.chart().first().waitFor({ timeout })
  }

  /** Measured points in one metric's chart (null while it is not drawn). */
  async chartPoints(metric: string): Promise<number | null> {
    const points = await this.chart(metric)
      .getAttribute('data-points', { timeout: 1_000 })
      .catch(() => null)
    return points === null ? null : Number(points)
  }

  /**
   * A chart's table (behind "Show as table"): each row's photo cell, how comparable that photo is with the first
   * (a cell of a column, with no name of its own: its test id; `data-level` the level).
   */
  chartPhotoCells(chart: Locator): Locator {
    return chart.getByTestId('history-table-photo')
  }

  /** Under a chart, which versions of the analysis measured it (a paragraph with no role: its test id). */
  versionNote(chart: Locator): Locator {
    return chart.getByTestId('history-version-note')
  }

  async waitForChartPoints(metric: string, points: number, timeout = 60_000): Promise<void> {
    await this.chart(metric)
      .and(this.page.locator(`[data-points="${points}"]`))
      .waitFor({ timeout })
  }

  /**
   * The visits, newest first: buttons whose names run together date, side and result count, so found by
   * their test id.
   */
  get visits(): Locator {
    return this.page.getByTestId('visit-link')
  }

  visitCount(): Promise<number> {
    return this.visits.count()
  }

  /** The list of visits (a list with no name among the screen's others: its test id). */
  get visitList(): Locator {
    return this.page.getByTestId('visit-list')
  }

  /** Each visit's photo in the list: decorative (no role), `data-loaded` once it is in (test ids). */
  get visitThumbs(): Locator {
    return this.visitList.getByTestId('visit-thumb')
  }

  get visitThumbsLoaded(): Locator {
    return this.visitThumbs.and(this.page.locator('[data-loaded=true]'))
  }

  /**
   * The history's note that there is nothing to draw: no visits yet (or still on their way), or only failed ones
   * (a status, or a paragraph, with no name: its test id).
   */
  get historyEmpty(): Locator {
    return this.page.getByTestId('history-empty')
  }

  /** "Saved copy …": the history came from this workstation's cache. */
  get fromCache(): Locator {
    return this.page
      .getByText(uiText('history.fromCache'))
      .or(this.page.getByText(uiText('history.fromCacheAsOf')))
  }

  /** The captures section ("Captures from this workstation"). */
  get captures(): Locator {
    return this.page.getByRole('region', { name: uiText('subject.captures') })
  }

  /** The states of this subject's captures in the queue, newest first. */
  captureStates(): Promise<(string | null)[]> {
    return queueRows(this.captures).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')))
  }

  // What the record card says of a change sent from here (issue 41's outbox).

  /** "<Fields> had also been changed on another workstation …": an alert with "Dismiss". */
  get outboxNotice(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: uiText('queue.outbox.overwritten', {}, { exact: false }) })
  }

  get outboxNoticeDismiss(): Locator {
    return this.outboxNotice.getByRole('button', { name: uiText('queue.outbox.dismiss') })
  }

  /** A consent recorded here that the service's later (or cleared) consent stands over: an alert. */
  get consentConflict(): Locator {
    const alert = (key: string) =>
      this.page.getByRole('alert').filter({ hasText: uiText(key, {}, { exact: false }) })
    return alert('consent.conflict.newer').or(alert('consent.conflict.cleared'))
  }

  get keepOfflineButton(): Locator {
    return this.page
      .getByRole('button', { name: uiText('offline.keep') })
      .or(this.page.getByRole('button', { name: uiText('offline.update') }))
  }

  /** "Available offline · saved …": a paragraph with no role (its test id). */
  get keptStatus(): Locator {
    return this.page.getByTestId('keep-offline-status')
  }

  /** "Keep available offline", and wait until it says when it was kept. */
  async keepOffline(): Promise<void> {
    await this.keepOfflineButton.click()
    await this.keptStatus.waitFor({ timeout: 60_000 })
  }

  keptStatusShown(): Promise<boolean> {
    return this.keptStatus.isVisible()
  }

  // "Remove from this workstation": what it removes here, then (if the service is asked to delete too) a second
  // question before anything at the service.

  get removeLocalButton(): Locator {
    return this.page.getByRole('button', { name: uiText('removeLocal.button') })
  }

  removeLocalDialog(name: string): Locator {
    return dialogTitled(this.page, 'removeLocal.title', { name })
  }

  /** In the first dialog: "Delete this patient's photos from the service's storage…". */
  removeServicePhotos(name: string): Locator {
    return this.removeLocalDialog(name).getByRole('checkbox', { name: uiText('removeLocal.servicePhotos') })
  }

  /** The first dialog's button: "Continue" when the service is asked too, else "Remove from this workstation". */
  removeLocalConfirm(name: string): Locator {
    return this.removeLocalDialog(name)
      .getByRole('button', { name: uiText('removeLocal.next') })
      .or(this.removeLocalDialog(name).getByRole('button', { name: uiText('removeLocal.confirm') }))
  }

  removeServiceDialog(name: string): Locator {
    return dialogTitled(this.page, 'removeLocal.serviceTitle', { name })
  }

  async newCapture(mode: 'front' | 'triplet'): Promise<void> {
    await startCapture(this.page)
    const name = uiText(`capture.mode.${mode}`, {}, { exact: false })
    await this.page.getByRole('radio', { name }).click()
    await this.page.getByRole('radio', { name, checked: true }).waitFor()
  }
}
