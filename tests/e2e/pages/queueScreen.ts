/**
 * Page object: the upload queue (header's "Upload queue"), and the same rows under "Captures from this
 * workstation" on a subject's screen. A row is a list item whose `data-state` and `data-outcome` say where the
 * capture is, which no role or name says: rows are found by their test id, everything in them by role.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

export type QueueState =
  'queued' | 'uploading' | 'waiting_offline' | 'processing' | 'done' | 'failed' | 'cancelled'

/** The rows of a queue list in `scope`, optionally in one state. */
export function queueRows(scope: Page | Locator, state?: QueueState): Locator {
  const rows = scope.getByTestId('queue-item')
  return state === undefined ? rows : rows.and(scope.locator(`[data-state=${state}]`))
}

/** The rows of a queue list in `scope` with one outcome (`analysed`, `partly`, `analysisFailed`). */
export function queueRowsWithOutcome(scope: Page | Locator, outcome: string): Locator {
  return scope.getByTestId('queue-item').and(scope.locator(`[data-outcome=${outcome}]`))
}

/** What is wrong with the captures of `scope`'s rows (a paragraph in a row, with no role: its test id). */
export function queueProblems(scope: Page | Locator): Locator {
  return queueRows(scope).getByTestId('queue-problem')
}

export class QueueScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: uiText('queue.title') })
  }

  get backButton(): Locator {
    return this.page.getByRole('button', { name: uiText('queue.back') })
  }

  rows(state?: QueueState): Locator {
    return queueRows(this.page, state)
  }

  /** The outbox's writes (changes to patients waiting to be sent), by state (their rows' `data-state`). */
  writes(state?: string): Locator {
    const rows = this.page.getByTestId('outbox-item')
    return state === undefined ? rows : rows.and(this.page.locator(`[data-state=${state}]`))
  }

  /** In a refused write's row: the field the service refused, and its words (a paragraph with no role: test id). */
  refusedField(write: Locator): Locator {
    return write.getByTestId('outbox-problem-field')
  }

  /** "Nothing in the queue." */
  get empty(): Locator {
    return this.page.getByRole('status').filter({ hasText: uiText('queue.empty', {}, { exact: false }) })
  }

  /** A done row's "Open <subject>" (any subject's, or the one named). */
  openSubjectButton(name?: string): Locator {
    return this.page.getByRole('button', {
      name: uiText('queue.openSubject', name === undefined ? {} : { name }),
    })
  }

  retryButton(row: Locator): Locator {
    return row.getByRole('button', { name: uiText('queue.retry') })
  }

  cancelButton(row: Locator): Locator {
    return row.getByRole('button', { name: uiText('queue.cancel') })
  }

  /** "0 of 1 analysis ready" in a row (a paragraph with no role: its test id). */
  analyses(row: Page | Locator): Locator {
    return row.getByTestId('queue-analyses')
  }

  /** A row's state in words (a badge with no role: its test id). */
  stateBadge(row: Locator): Locator {
    return row.getByTestId('queue-state')
  }

  /** "The service is busy, retrying in …": a status whose `data-reason` says why (busy, connection). */
  retryNotice(reason?: 'busy' | 'connection'): Locator {
    const notices = this.page.getByRole('status').and(this.page.locator('[data-reason]'))
    return reason === undefined ? notices : notices.and(this.page.locator(`[data-reason=${reason}]`))
  }

  /** A row's sides the service could not analyse, each "<side>: … (<reason>)" (list items: test ids). */
  rejectedSides(row: Locator): Locator {
    return row.locator('[data-testid^=rejected-]')
  }

  /** A rejected side's "Retake <side>". */
  retakeButton(row: Locator): Locator {
    return row.getByRole('button', { name: uiText('queue.retakeSide') })
  }

  /** A done row's "Results ready" line (a paragraph with no role: its test id). */
  results(row: Locator): Locator {
    return row.getByTestId('queue-results')
  }

  /** A side's upload progress bar in a row ("Front upload"). */
  progress(row: Locator, side: 'front' | 'left' | 'right'): Locator {
    return row.getByRole('progressbar', {
      name: uiText('queue.progressLabel', { side: { key: `capture.side.${side}` } }),
    })
  }
}
