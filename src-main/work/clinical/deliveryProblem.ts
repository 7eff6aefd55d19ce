/**
 * A failed delivery's problem, in the contract's words (issue 44): the error code the UI translates, the HTTP
 * status, the server's OperationOutcome issues (for the screen only), and whether the queue tries it again later
 * (`waiting`) or keeps it refused until it is sent again by hand (`failed`). Pure.
 */
import type { AppErrorCode, Delivery } from '../../../src-shared/contract'
import { ArchiveError } from '../archive/dicomWeb'
import { AppFailure, toAppError } from '../appFailure'
import { RecordError } from '../record/recordError'

export type Problem = NonNullable<Delivery['problem']>

export interface Refusal {
  problem: Problem
  /** Worth trying again later, unchanged: the delivery waits. */
  retry: boolean
}

/** An archive's answers worth trying again: a 5xx, no answer, or a 409 (the archive busy with the same Study). */
const archiveRetried: ReadonlySet<string> = new Set(['server', 'unreachable', 'conflict'])

/**
 * The visit could not be gathered now, but may be later: the Skin Analysis Service offline, busy or not answering,
 * the account not open yet (a delivery due as the app starts), the keychain locked.
 */
const notNow: ReadonlySet<AppErrorCode> = new Set([
  'not_connected',
  'unreachable',
  'timeout',
  'server_error',
  'rate_limited',
  'keychain_unavailable',
  // offline, and this workstation keeps no copy of what the visit needs
  'not_cached',
])

/** What went wrong, as the delivery keeps it; an error of our own code (a bug) is kept as a refusal too. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof RecordError) {
    // engineer 2's token endpoint refusal shares the class; its code is the contract's as it is
    const code = error.code as AppErrorCode
    return { problem: { code, status: error.status, issues: error.issues }, retry: error.retry }
  }
  if (error instanceof ArchiveError) {
    const code = `archive_${error.code}` as AppErrorCode
    return { problem: { code, status: error.status, issues: [] }, retry: archiveRetried.has(error.code) }
  }
  // gathering the visit: the service's answers, the account, the keychain
  const { code } = toAppError(error)
  return { problem: { code, status: null, issues: [] }, retry: notNow.has(code) }
}

/** The same refusal as a channel's failure (record.test, archive.test). */
export function failureOf(error: unknown): unknown {
  if (error instanceof RecordError || error instanceof ArchiveError) {
    const { problem } = refusalOf(error)
    return new AppFailure(problem.code as AppErrorCode)
  }
  return error
}
