/**
 * Who is calling (issue 41): the account open and the operator signed in to it, looked up once, when a call
 * begins. The access check (access.ts), the handler (handlers.ts) and the audit entry (audited.ts) are all given
 * this one answer and never look again, so a call cannot pass the check on one account (or none) and run on
 * another opened meanwhile, or be booked to whoever signed in while it ran.
 */
import type { Operator, OperatorStatus } from '../../src-shared/contract'
import type { AccountContext } from '../work/account/accountContext'
import type { AccountHolder } from '../work/account/accountHolder'

export interface Caller {
  /** The account open when the call began; null when none was. */
  readonly account: AccountContext | null
  /** Who was signed in to it then, and whether it was locked (`none` without an account). */
  readonly status: OperatorStatus
}

export const NO_ACCOUNT_STATUS: OperatorStatus = { state: 'none', operator: null }

/** The caller of a channel that needs no account (app.info, auth.status, preferences.get): no look-up, no wait. */
export const NOBODY: Caller = { account: null, status: NO_ACCOUNT_STATUS }

/** The account open now (once a switch under way is done) and who is signed in to it. */
export async function callerNow(accounts: Pick<AccountHolder, 'current'>): Promise<Caller> {
  const account = await accounts.current().catch(() => null)
  return { account, status: account?.operators.status() ?? NO_ACCOUNT_STATUS }
}

/** The operator who may act: signed in and not locked when the call began; null otherwise. */
export function actingOperator(caller: Caller): Operator | null {
  return caller.status.state === 'signedIn' ? caller.status.operator : null
}
