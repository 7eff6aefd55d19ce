/**
 * One channel call, step by step, for both transports (issue 41):
 *
 * 1. who is calling: the open account and its operator, looked up once (caller.ts);
 * 2. whether they may: the access table (access.ts), then what the clinic's rules forbid (work/rules/forbidden.ts);
 * 3. the handler, given that caller, as work on the caller's account (AccountContext.run: its data stays open until
 *    the call and its entry are done), except the channels that switch or close the account (`outsideAccount`);
 * 4. its audit entry, booked to that caller (audited.ts).
 *
 * A call refused in 2 has run nothing and is never recorded. What a successful call changed is announced around
 * this (handlers.ts `announceChanges`).
 */
import type { ChannelName, PreferencesView } from '../../src-shared/contract'
import type { AccountHolder } from '../work/account/accountHolder'
import type { RulesAccount } from '../work/rules/clinicRules'
import { checkRules, ruledChannels } from '../work/rules/forbidden'
import { checkAccess, channelAccess } from './access'
import { audited } from './audited'
import { callerNow, NOBODY, type Caller } from './caller'
import { accountFree, outsideAccount, type CallerHandlers, type Handlers } from './handlers'

export interface CallDeps {
  accounts: Pick<AccountHolder, 'current' | 'peek'>
  /** The clinic's rules as they apply now to the caller's account (preferences). */
  rules(
    account: RulesAccount,
  ): Promise<Pick<PreferencesView, 'reportsSaveOutside' | 'subjectsDeleteAtService'>>
}

export function serveCalls(handlers: CallerHandlers, deps: CallDeps): Handlers {
  const served: Record<string, (args: unknown) => Promise<unknown>> = {}
  const opened = () => deps.accounts.peek()
  for (const [name, handler] of Object.entries(handlers) as [
    ChannelName,
    (args: unknown, caller: Caller) => Promise<unknown>,
  ][]) {
    const access = channelAccess[name]
    const free = accountFree.has(name)
    const inside = !outsideAccount.has(name)
    served[name] = async (args) => {
      const caller = free ? NOBODY : await callerNow(deps.accounts)
      checkAccess(access, caller)
      // the rules are an account's: with none open the handler refuses (not_connected), not the rules
      if (caller.account && ruledChannels.has(name)) checkRules(name, args, await deps.rules(caller.account))
      const act = () => audited(name, args, caller, opened, () => handler(args, caller))
      return caller.account && inside ? caller.account.run(act) : act()
    }
  }
  return served as Handlers
}
