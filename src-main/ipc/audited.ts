/**
 * The same handlers, each successful call recorded in the open account's audit trail as work/audit/auditedCalls.ts
 * says, under the operator signed in when it was made. A report's patient is looked up before the call (a removed
 * report has none after). A call no operator made (none signed in: the connect screen) is not recorded.
 */
import type { ChannelName } from '../../src-shared/contract'
import { logFor } from '../log/log'
import type { AccountContext } from '../work/account/accountContext'
import { auditEntryOf } from '../work/audit/auditedCalls'
import type { Handlers } from './handlers'

const log = logFor('audit')

export function recordAudit(handlers: Handlers, openAccount: () => AccountContext | null): Handlers {
  const wrapped: Record<string, (args: unknown) => Promise<unknown>> = {}
  for (const [name, handler] of Object.entries(handlers) as [
    ChannelName,
    (args: unknown) => Promise<unknown>,
  ][]) {
    wrapped[name] = async (args) => {
      const account = openAccount()
      const fields = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>
      const reportId = typeof fields.reportId === 'string' ? fields.reportId : null
      const reportSubject = reportId ? (account?.reports.get(reportId)?.subjectId ?? null) : null
      const result = await handler(args)
      const operatorId = account?.operators.operatorId()
      const entry = operatorId ? auditEntryOf(name, fields, result, reportSubject) : null
      if (account && operatorId && entry) {
        try {
          account.audit.record({ operatorId, ...entry })
        } catch (e) {
          // The act happened; a trail that cannot be written is a fault to see, not a reason to undo it.
          log.error(`could not record ${entry.action}:`, e)
        }
      }
      return result
    }
  }
  return wrapped as Handlers
}
