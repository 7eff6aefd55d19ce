/**
 * Wrong passphrases in a row slow further tries down: the first FREE_TRIES cost nothing; from then on each try
 * waits for the one before, 30 s after the fifth, doubling with each further miss, at most 15 minutes. The count
 * is per account (an unknown name counts too, so guessing names is slowed the same way) and kept in the account's
 * database, so a restart does not reset it. A right passphrase resets it.
 */
import type { OperatorStore } from '../../store/accountDb/operators'

export const FREE_TRIES = 5
const FIRST_WAIT_MS = 30_000
const LONGEST_WAIT_MS = 15 * 60_000
const STATE_KEY = 'sign_in_failures'

interface Failures {
  count: number
  /** When the last wrong try was made (ms since epoch). */
  at: number
}

/** How long to wait after `count` wrong tries in a row before the next is taken (0: at once). */
export function waitAfter(count: number): number {
  if (count < FREE_TRIES) return 0
  return Math.min(FIRST_WAIT_MS * 2 ** (count - FREE_TRIES), LONGEST_WAIT_MS)
}

export function createSignInThrottle(store: Pick<OperatorStore, 'state' | 'setState'>, now: () => number) {
  const read = (): Failures => {
    try {
      const parsed = JSON.parse(store.state(STATE_KEY) ?? 'null') as Partial<Failures> | null
      return { count: Number(parsed?.count) || 0, at: Number(parsed?.at) || 0 }
    } catch {
      return { count: 0, at: 0 }
    }
  }
  return {
    /** Seconds until the next try is taken (0: now). */
    secondsToWait(): number {
      const failures = read()
      const until = failures.at + waitAfter(failures.count)
      return Math.max(0, Math.ceil((until - now()) / 1000))
    },
    failed(): void {
      const failures = read()
      store.setState(STATE_KEY, JSON.stringify({ count: failures.count + 1, at: now() }))
    },
    succeeded(): void {
      store.setState(STATE_KEY, JSON.stringify({ count: 0, at: 0 }))
    },
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>
