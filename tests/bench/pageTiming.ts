/** Timings taken in the page itself (its event timeStamps and performance.now), for the browser benches. */
import type { Page } from 'playwright-core'

/** The "sent" panel's line that the results are ready: where a send is timed to. */
export const RESULTS_READY = '[data-testid=capture-sent] [data-testid=queue-results]'

/**
 * Times, in the page, from the next click (its event timeStamp) until `selector` is in the document: `click`
 * makes that click. Started before the click, so nothing between the two is missed.
 */
export async function timeClickUntil(
  page: Page,
  selector: string,
  click: () => Promise<void>,
): Promise<number> {
  const done = page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        let start = 0
        document.addEventListener('click', (event) => (start = event.timeStamp), {
          capture: true,
          once: true,
        })
        const observer = new MutationObserver(() => {
          if (start && document.querySelector(wanted)) {
            observer.disconnect()
            resolve(performance.now() - start)
          }
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true })
      }),
    selector,
  )
  await click()
  return done
}
