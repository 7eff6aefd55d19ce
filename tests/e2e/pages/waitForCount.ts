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

/** Waits until an attribute of one element is no longer `before` (as a page.waitForFunction comparing it did). */
export async function waitForAttributeChange(
  locator: Locator,
  name: string,
  before: string | null,
  timeout = 30_000,
): Promise<void> {
  const until = Date.now() + timeout
  while ((await locator.getAttribute(name)) === before) {
    if (Date.now() > until) throw new Error(`${locator}: ${name} still ${before} after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Waits until `check` holds (as a page.waitForFunction did, with its default timeout). */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeout = 30_000,
  polling = 100,
): Promise<void> {
  const until = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not so after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, polling))
  }
}

/** Waits until an image has pixels (loaded and decoded: a broken image has a natural width of 0). */
export async function waitForDrawn(image: Locator, timeout = 30_000): Promise<void> {
  await waitUntil(
    () =>
      image
        .evaluate(
          (img) => {
            const { complete, naturalWidth } = img as unknown as { complete: boolean; naturalWidth: number }
            return complete && naturalWidth > 0
          },
          undefined,
          { timeout: 1_000 },
        )
        .catch(() => false),
    `${image} drawn`,
    timeout,
  )
}
