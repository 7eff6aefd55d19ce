/**
 * Where the analyses end (issue 46): how long the connected service takes from a capture's upload to its results,
 * learned from the captures this worker finished, per service URL, flow and number of photos. The service has no
 * event for "results ready" (spec §6), so the worker polls; with this it polls first where the analyses of this
 * service have been ending, then in short steps for a while, instead of on a schedule made for no service at all.
 *
 * Nothing here is a number of the local service's: every figure comes from what the polls saw. Only durations are
 * kept (in memory, for as long as the account is open), never a capture, subject or image.
 */

/** The captures remembered per service and shape: the newest ones, so a service that slows down is followed. */
const SAMPLES = 8
/** Services and shapes remembered (an account talks to one service; a few shapes of capture). */
const SHAPES = 16
/** Short steps at least, and at most, before the worker goes back to its backing-off schedule. */
const MIN_SHORT_STEPS = 6
const MAX_SHORT_STEPS = 12

export interface LearnedPolls {
  /** The first poll, ms after the upload. */
  firstMs: number
  /** Until when (ms after the upload) the polls go in short steps. */
  untilMs: number
}

export interface AnalysisTimes {
  /** Where to poll a capture of this shape, or null while none has been seen (the backing-off schedule). */
  plan(shape: string): LearnedPolls | null
  /**
   * A capture of this shape had all its results at the poll `readyMs` after its upload, and not yet at the poll
   * `notReadyMs` after it (0: no poll before).
   */
  learn(shape: string, notReadyMs: number, readyMs: number): void
}

/** The shape a capture's analysis time is learned for. */
export const analysisShape = (baseUrl: string, flow: string, photos: number) => `${baseUrl} ${flow} ${photos}`

/**
 * When the analysis ended, as far as two polls tell: after the poll `notReadyMs` after the upload, by the poll
 * `readyMs` after it. The earlier one stands for it: the first poll of the next capture comes a little before the
 * end, not after it, whatever the gap between the two (the growing waits leave gaps of seconds). When the first
 * poll already found the results (no poll before it), the end was earlier still: a step, or a quarter, earlier.
 */
export function endedAt(notReadyMs: number, readyMs: number, stepMs: number): number {
  return notReadyMs > 0 ? notReadyMs : Math.max(0, Math.min(readyMs - stepMs, readyMs * 0.75))
}

/** One capture's end, and whether polls close together told it (a short step apart, or two), or the first one. */
interface Sample {
  endMs: number
  close: boolean
}

export function createAnalysisTimes(stepMs: number): AnalysisTimes {
  const seen = new Map<string, Sample[]>()
  return {
    plan(shape) {
      const samples = seen.get(shape) ?? []
      // ends told by polls seconds apart only start the learning: once short steps have told one, those count
      const close = samples.filter((sample) => sample.close)
      const sorted = (close.length > 0 ? close : samples).map((sample) => sample.endMs).sort((a, b) => a - b)
      // the earlier ends of what was seen: most analyses end after the first poll, and a short step finds them
      const early = sorted[Math.floor((sorted.length - 1) / 4)]
      const latest = sorted.at(-1)
      if (early === undefined || latest === undefined) return null
      const firstMs = Math.max(stepMs, Math.round(early))
      const steps = Math.ceil((latest * 1.5 - firstMs) / stepMs)
      return {
        firstMs,
        untilMs: firstMs + stepMs * Math.min(MAX_SHORT_STEPS, Math.max(MIN_SHORT_STEPS, steps)),
      }
    },
    learn(shape, notReadyMs, readyMs) {
      const samples = seen.get(shape) ?? []
      seen.delete(shape)
      if (seen.size >= SHAPES) seen.delete(seen.keys().next().value as string)
      const sample = {
        endMs: endedAt(notReadyMs, readyMs, stepMs),
        // the first poll found them: an end earlier than it, which a faster service must be able to teach
        close: notReadyMs === 0 || readyMs - notReadyMs <= 2 * stepMs,
      }
      seen.set(shape, [...samples, sample].slice(-SAMPLES))
    },
  }
}
