/**
 * Page object: what a request from the practice software shows (issue 43): the dialog that asks to create a patient
 * not known here, and the notices (a patient to show who is not known; a file that could not be read).
 */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'

export class PracticeRequests {
  constructor(private readonly page: Page) {}

  get createDialog(): Locator {
    return dialogTitled(this.page, 'practice.create.title')
  }

  get createButton(): Locator {
    return this.createDialog.getByRole('button', { name: uiText('practice.create.confirm') })
  }

  get notNowButton(): Locator {
    return this.createDialog.getByRole('button', { name: uiText('practice.create.later') })
  }

  /** The notice that a file from the PVS could not be read and went to the error folder. */
  get problemNotice(): Locator {
    return this.page.getByRole('alert').filter({ hasText: uiText('practice.problem', {}, { exact: false }) })
  }

  /** The notice that the PVS asked to show a patient not known here. */
  get unknownNotice(): Locator {
    return this.page.getByRole('alert').filter({ hasText: uiText('practice.unknown', {}, { exact: false }) })
  }
}
