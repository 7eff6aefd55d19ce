/**
 * Each call's audit entry, as work/audit/auditedCalls.ts says: in the caller's account, booked to the operator
 * signed in when the call began (caller.ts), never to one who signed in while it ran. It runs after the access
 * check (calls.ts), so a call refused access is never recorded; a call whose work refuses it is recorded only where
 * auditedCalls.ts `refusalEntryOf` says (a marketing sheet without its consent). A report's or an outbox write's patient is looked up
 * before the call (what it removes is gone after). A call no operator made (none signed in: the connect screen) is
 * not recorded, except a connect: its entry goes into the account it opened, under AUDIT_CONNECT_OPERATOR.
 */
import type { ChannelName } from '../../src-shared/contract'
import { AUDIT_CONNECT_OPERATOR } from '../../src-shared/contractValues'
import { logFor } from '../log/log'
import type { AccountContext } from '../work/account/accountContext'
import { AppFailure } from '../work/appFailure'
import {
  auditEntryOf,
  knownBefore,
  recordedBefore,
  recordedInOpened,
  refusalEntryOf,
  type AuditLookups,
} from '../work/audit/auditedCalls'
import type { AuditRecord } from '../work/audit/auditLog'
import { actingOperator, type Caller } from './caller'

const log = logFor('audit')

/** What the account's desks tell the audit of a call's patient. */
const lookupsOf = (account: AccountContext): AuditLookups => ({
  reportSubject: (reportId) => account.reports.get(reportId)?.subjectId ?? null,
  unsentWrite: (writeId) => account.outbox.unsent(writeId),
  imageOwner: (imageId) => account.results.imageOwner(imageId),
})

function write(
  account: AccountContext | null,
  operatorId: string | null,
  entry: Omit<AuditRecord, 'operatorId'> | null,
): void {
  if (!account || !operatorId || !entry) return
  try {
    account.audit.record({ operatorId, ...entry })
  } catch (e) {
    // The act happened; a trail that cannot be written is a fault to see, not a reason to undo it.
    log.error(`could not record ${entry.action}:`, e)
  }
}

/**
 * Runs `work` (the call's handler) and records its entry. `opened`: the account open now (after a connect, the one
 * it opened).
 */
export async function audited<T>(
  channel: ChannelName,
  args: unknown,
  caller: Caller,
  opened: () => AccountContext | null,
  work: () => Promise<T>,
): Promise<T> {
  const fields = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>
  const account = caller.account
  const operatorId = actingOperator(caller)?.id ?? null
  if (recordedBefore.has(channel)) {
    write(account, operatorId, auditEntryOf(channel, fields, undefined, null))
    return work()
  }
  const known = account && operatorId ? knownBefore(channel, fields, lookupsOf(account)) : null
  let result: T
  try {
    result = await work()
  } catch (e) {
    // a refusal the trail keeps (a marketing sheet without its consent); every other failure is not recorded
    if (operatorId)
      write(account, operatorId, refusalEntryOf(channel, fields, e instanceof AppFailure ? e.code : null))
    throw e
  }
  if (recordedInOpened.has(channel)) {
    // the account the call opened; the caller's own (a key replaced, the same account again) keeps its operator
    const now = opened()
    const by = now !== null && now === account && operatorId ? operatorId : AUDIT_CONNECT_OPERATOR
    write(now, by, auditEntryOf(channel, fields, result, null))
  } else if (operatorId) write(account, operatorId, auditEntryOf(channel, fields, result, known))
  return result
}
