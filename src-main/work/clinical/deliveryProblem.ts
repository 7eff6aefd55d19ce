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

/** An archive's answers worth trying again: a 5xx, no answer. */
const archiveRetried: ReadonlySet<string> = new Set(['server', 'unreachable'])

/**
 * A STOW's 409 is worth trying again only when every instance was refused for want of resources (Failure Reasons
 * 0xA700–0xA7FF, PS3.18 Table I.2-1: the archive full or busy); any other reason (the SOP class not supported,
 * the data set not matching it, an instance it will not replace) stays refused until sent again by hand: trying
 * it every ten minutes would not change the archive's mind.
 */
const outOfResources = (reasons: readonly number[]) =>
  reasons.length > 0 && reasons.every((reason) => reason >= 0xa700 && reason <= 0xa7ff)

const archiveRetry = (error: ArchiveError) =>
  archiveRetried.has(error.code) || (error.code === 'conflict' && outOfResources(error.reasons))

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
    return { problem: { code, status: error.status, issues: [] }, retry: archiveRetry(error) }
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
