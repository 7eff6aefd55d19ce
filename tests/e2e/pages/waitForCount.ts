/** Waits until a locator matches exactly `count` elements (as a page.waitForFunction on a count did). */
import type { Locator } from 'playwright-core'

export async function waitForCount(locator: Locator, count: number, timeout = 30_000): Promise<void> {
  const until = Date.now() + timeout
  let seen = await locator.count()
  while (seen !== count) {
    if (Date.now() > until) throw new Error(`${locator}: ${seen} elements, not ${count}, after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    seen = await locator.count()
  }
}
