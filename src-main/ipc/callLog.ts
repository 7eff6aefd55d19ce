/**
 * What a channel call leaves in the log: its name, how it ended (ok, or the failure's code and field) and how
 * long it took. Never its arguments or its answer: those carry patient data.
 */
import type { ChannelName, OutcomeOf } from '../../src-shared/contract'
import { logFor } from '../log/log'

const log = logFor('ipc')

export function logAnswer(channel: ChannelName, outcome: OutcomeOf<unknown>, ms: number): void {
  const took = `${Math.round(ms)} ms`
  if (outcome.ok) {
    log.info(`${channel} ok ${took}`)
    return
  }
  const { code, field } = outcome.error
  log.warn(`${channel} failed ${code}${field ? ` (field ${field})` : ''} ${took}`)
}

/** A failure that is a bug (code `internal`): the error by its name, code and message (see redact.ts). */
export function logInternalError(channel: string, error: unknown): void {
  log.error(`${channel} internal error:`, error)
}
