/**
 * Who may call each channel (issue 27), the one table main enforces before any handler runs, whatever the
 * transport: a call the renderer makes past its own screens (DevTools, a script on the browser host's socket) is
 * refused the same.
 *
 * - `open`: always (what the sign-in and lock screens need, and the app's facts);
 * - `connect`: while no account is open (the connect screen); once one is, administrators only;
 * - `operator`: a signed-in operator, not locked;
 * - `administrator`: a signed-in administrator, not locked.
 *
 * While locked every channel but the `open` ones answers `locked`; with nobody signed in (or no operator yet),
 * `operator_required`. The table is typed over every channel, so a new channel cannot be added without a rule.
 */
import type { ChannelName, PreferencesView } from '../../src-shared/contract'
import type { AccountContext } from '../work/account/accountContext'
import { checkRules, ruledChannels } from '../work/rules/forbidden'
import type { Handlers } from './handlers'

export type Access = 'open' | 'connect' | 'operator' | 'administrator'

export const channelAccess = {
  'app.info': 'open',
  'auth.status': 'open',
  'auth.connect': 'connect',
  'auth.connectDemo': 'connect',
  'auth.signIn': 'connect',
  'auth.replaceKey': 'administrator',
  'auth.disconnect': 'administrator',
  'datasets.list': 'operator',
  'datasets.get': 'operator',
  'subjects.list': 'operator',
  'subjects.get': 'operator',
  'subjects.create': 'operator',
  'subjects.update': 'operator',
  'subjects.remove': 'operator',
  'subjects.removeLocal': 'operator',
  'subjects.search': 'operator',
  'subjects.duplicates': 'operator',
  'subjects.recordConsent': 'operator',
  'visits.remove': 'operator',
  'capture.options': 'operator',
  'capture.analysis': 'operator',
  'capture.attachAnalysis': 'operator',
  'capture.submit': 'operator',
  'queue.list': 'operator',
  'queue.retry': 'operator',
  'queue.cancel': 'operator',
  'outbox.list': 'operator',
  'outbox.retry': 'operator',
  'outbox.cancel': 'operator',
  'results.forImage': 'operator',
  'results.masks': 'operator',
  'history.forSubject': 'operator',
  'images.original': 'operator',
  'reports.generate': 'operator',
  'reports.list': 'operator',
  'reports.open': 'operator',
  'reports.save': 'operator',
  'reports.showInFolder': 'operator',
  'reports.remove': 'operator',
  'offline.keep': 'operator',
  'offline.status': 'operator',
  'cache.info': 'operator',
  'cache.clear': 'operator',
  'dataKey.notice': 'operator',
  'dataKey.dismissNotice': 'operator',
  'dataKey.discardSetAside': 'administrator',
  'dataKey.recovery': 'administrator',
  'dataKey.makeRecovery': 'administrator',
  'dataKey.openSetAside': 'administrator',
  'dataKey.rotate': 'administrator',
  // The language, the clinic's name and the idle minutes are read before anyone signs in (no patient data);
  // which fields an operator may change is decided by work/preferences.ts (the rules: administrators).
  'preferences.get': 'open',
  'preferences.set': 'operator',
  'support.openLogs': 'operator',
  'support.exportDiagnostics': 'operator',
  'operator.status': 'open',
  'operator.createFirst': 'open',
  'operator.signIn': 'open',
  'operator.signOut': 'open',
  'operator.lock': 'open',
  // input and a capture's hold count toward main's idle lock; refused while locked, so they unlock nothing
  'operator.activity': 'operator',
  'operator.hold': 'operator',
  'operators.list': 'administrator',
  'operators.add': 'administrator',
  'operators.setActive': 'administrator',
  'audit.list': 'administrator',
  'audit.export': 'administrator',
} as const satisfies Record<ChannelName, Access>

/**
 * Throws the failure that refuses `access` now, or returns. `account`: the open account (null: none). Without an
 * account, `operator` and `administrator` channels fail as they always did (not_connected, from the handler).
 */
export function checkAccess(access: Access, account: AccountContext | null): void {
  if (access === 'open' || !account) return
  if (access === 'operator') account.operators.signedInNow()
  else account.operators.requireAdministrator()
}

/**
 * The same handlers, each refusing a call its access rule does not allow, and then one the clinic's rules forbid
 * (work/rules/forbidden.ts), before the handler runs.
 */
export function guardAccess(
  handlers: Handlers,
  openAccount: () => Promise<AccountContext | null>,
  rules: () => Promise<Pick<PreferencesView, 'reportsSaveOutside' | 'subjectsDeleteAtService'>>,
): Handlers {
  const guarded: Record<string, (args: unknown) => Promise<unknown>> = {}
  for (const [name, handler] of Object.entries(handlers) as [
    ChannelName,
    (args: unknown) => Promise<unknown>,
  ][]) {
    const access: Access = channelAccess[name]
    guarded[name] =
      access === 'open'
        ? handler
        : async (args) => {
            checkAccess(access, await openAccount())
            if (ruledChannels.has(name)) checkRules(name, args, await rules())
            return handler(args)
          }
  }
  return guarded as Handlers
}
