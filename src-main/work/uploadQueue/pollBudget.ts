/**
 * The results polls of every capture in flight, together, stay within a share of the service's rate limit
 * (service-gaps.md: 20 requests a second per key, burst 40; the real service's number is not documented, and the
 * key also serves the uploads, the screens' reads and maybe other workstations). A poll asks one request per
 * photo (a v3 capture: one for the batch) and one for the subject's name while the row has none. After a 429 the
 * budget halves until the service has left the polls alone for a while; the Retry-After itself is pacing.ts's.
 */
import type { CaptureRecord } from '../../store/accountDb/captureQueue'

const WINDOW_MS = 1_000

export interface PollBudget {
  /** The earliest time a poll of `requests` requests keeps the polls of the last second within the budget. */
  nextAt(requests: number): number
  /** A poll of `requests` requests goes now. */
  spend(requests: number): void
  /** The service answered 429: fewer polls a second, for `relaxMs`. */
  throttled(): void
}

/** The requests one poll of the capture makes. */
export function pollRequests({ capture, sides }: CaptureRecord): number {
  const name = capture.subject_name === null ? 1 : 0
  if (capture.flow === 'v3') return 1 + name
  return sides.filter((side) => side.image_id !== null).length + name
}

export function createPollBudget(perSecond: number, relaxMs: number, now: () => number): PollBudget {
  const spent: { at: number; requests: number }[] = []
  let rate = perSecond
  let relaxAt = 0
  const recent = () => {
    while ((spent[0]?.at ?? Infinity) <= now() - WINDOW_MS) spent.shift()
    return spent
  }
  const limit = () => {
    if (rate < perSecond && now() >= relaxAt) rate = perSecond
    return rate
  }
  return {
    nextAt(requests) {
      // a poll larger than the whole budget still goes, alone in its second
      let over =
        recent().reduce((sum, poll) => sum + poll.requests, 0) + requests - Math.max(limit(), requests)
      if (over <= 0) return now()
      for (const poll of spent) {
        over -= poll.requests
        if (over <= 0) return poll.at + WINDOW_MS
      }
      return now()
    },
    spend(requests) {
      recent().push({ at: now(), requests })
    },
    throttled() {
      rate = Math.max(1, Math.floor(limit() / 2))
      relaxAt = now() + relaxMs
    },
  }
}
