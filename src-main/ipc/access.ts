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
 * The check is made on who called as the call began (caller.ts), the same the handler and the audit entry are
 * given (calls.ts).
 */
import type { ChannelName } from '../../src-shared/contract'
import { AppFailure } from '../work/appFailure'
import type { Caller } from './caller'

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
  'operator.setupNeeds': 'open',
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
  'practice.settings.get': 'operator',
  'practice.settings.set': 'administrator',
  'practice.test': 'operator',
  'practice.status': 'operator',
  'practice.requests': 'operator',
  'practice.resolve': 'operator',
  'record.settings.get': 'operator',
  'record.settings.set': 'administrator',
  'record.smartKey': 'administrator',
  'record.test': 'administrator',
  'archive.settings.get': 'operator',
  'archive.settings.set': 'administrator',
  'archive.test': 'administrator',
  'clinical.deliveries': 'operator',
  'clinical.deliver': 'operator',
  'treatments.list': 'operator',
  'treatments.save': 'operator',
  'treatments.remove': 'operator',
  'products.list': 'operator',
  'products.set': 'administrator',
  'recall.search': 'operator',
  'recall.export': 'operator',
  'sheets.make': 'operator',
} as const satisfies Record<ChannelName, Access>

/**
 * Throws the failure that refuses `access` to `caller` (the account and operator as the call began), or returns.
 * Without an account every channel passes: what needs one fails in its handler, on that same caller
 * (handlers.ts `inAccount`: not_connected), never on an account opened meanwhile; what does not (the report
 * language, the logs folder, diagnostics on the connect screen) works.
 */
export function checkAccess(access: Access, caller: Caller): void {
  if (access === 'open' || !caller.account) return
  const { state, operator } = caller.status
  if (state === 'locked') throw new AppFailure('locked')
  if (state !== 'signedIn' || !operator) throw new AppFailure('operator_required')
  if (access !== 'operator' && operator.role !== 'administrator') throw new AppFailure('not_permitted')
}
