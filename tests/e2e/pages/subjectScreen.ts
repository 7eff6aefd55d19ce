/** Page object: one subject's screen (history charts, visits, captures, keep offline). */
import type { Page } from 'playwright-core'
import { startCapture } from './startCapture'
import { openSubjectByName } from '../../support/workstation'

export class SubjectScreen {
  constructor(private readonly page: Page) {}

  /** From the datasets list: the dataset, a search for the subject, and its screen with the history drawn. */
  open(datasetName: string, subjectName: string): Promise<void> {
    return openSubjectByName(this.page, datasetName, subjectName)
  }

  async waitForCharts(): Promise<void> {
    await this.page.waitForSelector('[data-testid=history-chart]', { timeout: 60_000 })
  }

  /** Measured points in one metric's chart (null while it is not drawn). */
  async chartPoints(metric: string): Promise<number | null> {
    const points = await this.page
      .locator(`[data-testid=history-chart][data-metric=${metric}]`)
      .getAttribute('data-points', { timeout: 1_000 })
      .catch(() => null)
    return points === null ? null : Number(points)
  }

  async waitForChartPoints(metric: string, points: number, timeout = 60_000): Promise<void> {
    await this.page.waitForSelector(
      `[data-testid=history-chart][data-metric=${metric}][data-points="${points}"]`,
      { timeout },
    )
  }

  visitCount(): Promise<number> {
    return this.page.locator('[data-testid=visit-link]').count()
  }

  /** The states of this subject's captures in the queue, newest first. */
  captureStates(): Promise<(string | null)[]> {
    return this.page
      .locator('[data-testid=subject-captures] [data-testid=queue-item]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')))
  }

  /** "Keep available offline", and wait until it says when it was kept. */
  async keepOffline(): Promise<void> {
    await this.page.click('[data-testid=keep-offline]')
    await this.page.waitForSelector('[data-testid=keep-offline-status]', { timeout: 60_000 })
  }

  keptStatusShown(): Promise<boolean> {
    return this.page.isVisible('[data-testid=keep-offline-status]')
  }

  async newCapture(mode: 'front' | 'triplet'): Promise<void> {
    await startCapture(this.page)
    await this.page.click(`[data-testid=capture-mode-${mode}]`)
    await this.page.waitForSelector(`[data-testid=capture-mode-${mode}][aria-checked=true]`)
  }
}
