/**
 * Page object: the visit's "Patient record and archive" (issue 44): per target (record, archive) a group named by
 * its title, with the delivery's state in words (a status), the action, and the server's reasons as a list.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText, type TextValues } from './uiText'
import { waitUntil } from './waitForCount'

export type Target = 'record' | 'archive'

export class VisitDeliveries {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: uiText('clinical.title') })
  }

  target(target: Target): Locator {
    return this.section.getByRole('group', { name: uiText(`clinical.${target}.title`) })
  }

  /** The delivery's state in words. */
  state(target: Target): Locator {
    return this.target(target).getByRole('status')
  }

  /** The one action: send / send again / try now. */
  action(target: Target): Locator {
    return this.target(target).getByRole('button')
  }

  /** The server's reasons (an OperationOutcome's issues). */
  reasons(target: Target): Locator {
    return this.target(target)
      .getByRole('list', { name: uiText('clinical.issues') })
      .getByRole('listitem')
  }

  /** Waits until the state says `key`'s text (other placeholders: any text). */
  async waitForState(
    target: Target,
    key: string,
    values: TextValues = {},
    timeout = 60_000,
  ): Promise<string> {
    const state = this.state(target).filter({ hasText: uiText(`clinical.${target}.${key}`, values) })
    try {
      await state.waitFor({ timeout })
    } catch (error) {
      // what it said instead, so a failing test shows it
      const shown = await this.state(target)
        .textContent({ timeout: 1_000 })
        .catch(() => null)
      throw new Error(`the ${target} delivery did not say ${key}; it said: ${shown ?? '(nothing)'}`, {
        cause: error,
      })
    }
    return (await state.textContent()) ?? ''
  }

  /**
   * Sends a target that was sent before again and waits until it is sent anew: the state's `data-sent-at` (the
   * moment main last sent it, ISO) moves on; its words alone would read the same within the minute.
   */
  async sendAgain(target: Target, timeout = 60_000): Promise<void> {
    const before = await this.state(target).getAttribute('data-sent-at')
    if (!before) throw new Error(`${target} was not sent before`)
    await this.action(target).click()
    await waitUntil(
      async () => {
        const now = await this.state(target).getAttribute('data-sent-at')
        return now !== null && now !== before
      },
      `the ${target} delivery is sent again`,
      timeout,
    )
  }
}
