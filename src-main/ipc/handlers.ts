/**
 * Every channel of the contract as a plain async function (no Electron import), so the Electron binding,
 * the browser host and the tests run the very same code.
 *
 * A handler is `(args, caller) => Promise<result>`: `args` validated by dispatch.ts, `caller` the account and
 * operator looked up once when the call began (caller.ts), the same the access check passed and the audit entry is
 * booked to (calls.ts). A handler never asks the account holder which account is open: account work is
 * `inAccount(caller, (a) => …)`, on the caller's account (not_connected when there was none), and the one who acts
 * is `actingOperator(caller)`. calls.ts runs the work inside the account (AccountContext.run), so its data stays
 * open until the call and its entry are done; the channels of `outsideAccount` are not (they switch or close it).
 */
import type {
  AppInfo,
  ChannelName,
  ChannelParsedArgs,
  ChannelResult,
  Operator,
} from '../../src-shared/contract'
import { isLocalSubjectId } from '../../src-shared/domain/localIds'
import { AppFailure } from '../work/appFailure'
import type { AccountContext } from '../work/account/accountContext'
import type { DataChanges } from '../work/dataChanges'
import type { AccountHolder } from '../work/account/accountHolder'
import type { IdleLock } from '../work/operators/idleLock'
import type { PreferencesDesk } from '../work/preferences'
import type { Session } from '../work/session/session'
import type { SupportDesk } from '../work/support/supportDesk'
import { actingOperator, NO_ACCOUNT_STATUS, type Caller } from './caller'

/** What a transport calls: one function per channel, taking its arguments (built by calls.ts `serveCalls`). */
export type Handlers = {
  [C in ChannelName]: (args: ChannelParsedArgs<C>) => Promise<ChannelResult<C>>
}

/** A channel's work, given who called (see the file's head). */
export type Handler<C extends ChannelName> = (
  args: ChannelParsedArgs<C>,
  caller: Caller,
) => Promise<ChannelResult<C>>
export type CallerHandlers = { [C in ChannelName]: Handler<C> }

/** Channels answered without looking up the account (nothing of it is read): they never wait for one opening. */
export const accountFree: ReadonlySet<ChannelName> = new Set(['app.info', 'auth.status', 'preferences.get'])

/**
 * Channels whose work is not run inside the caller's account: they open another one or close it (the session's,
 * the data key change), so the account must not wait for them to close.
 */
export const outsideAccount: ReadonlySet<ChannelName> = new Set([
  'auth.connect',
  'auth.connectDemo',
  'auth.signIn',
  'auth.replaceKey',
  'auth.disconnect',
  'dataKey.rotate',
])

export interface HandlerDeps {
  session: Session
  info: AppInfo
  /** Only for the account opened again after a data key change (`dataKey.rotate`'s answer). */
  accounts: Pick<AccountHolder, 'current'>
  preferences: PreferencesDesk
  support: SupportDesk
  /** A new data key for the open account (work/account/dataKeys.ts), with the account closed meanwhile. */
  rotateDataKey: () => Promise<void>
  /** Main's idle lock: the page's input and a capture's hold (work/operators/idleLock.ts). */
  idle: Pick<IdleLock, 'activity' | 'hold'>
}

/** Work that needs the subject on the service: refused while it is saved on this workstation only (issue 29). */
function onService<A extends { subjectId: string }, T>(work: (args: A, caller: Caller) => Promise<T>) {
  return (args: A, caller: Caller): Promise<T> =>
    isLocalSubjectId(args.subjectId) ? Promise.reject(new AppFailure('subject_not_sent')) : work(args, caller)
}

/** `work` on the caller's account; not_connected when none was open as the call began. */
async function inAccount<T>(caller: Caller, work: (account: AccountContext) => Promise<T>): Promise<T> {
  if (!caller.account) throw new AppFailure('not_connected')
  return work(caller.account)
}

/** The caller's operator, who calls.ts let through: signed in and not locked. */
function operatorOf(caller: Caller): Operator {
  const operator = actingOperator(caller)
  if (!operator) throw new AppFailure('operator_required')
  return operator
}

export function createHandlers({
  session,
  info,
  accounts,
  preferences,
  support,
  rotateDataKey,
  idle,
}: HandlerDeps): CallerHandlers {
  return {
    'app.info': async () => info,
    'auth.status': async () => session.status(),
    'auth.connect': (args) => session.connect(args),
    'auth.connectDemo': () => session.connectDemo(),
    'auth.signIn': (args) => session.signIn(args),
    'auth.replaceKey': (args) => session.replaceKey(args),
    'auth.disconnect': (args) => session.disconnect(args),
    'datasets.list': (args, c) => inAccount(c, (a) => a.library.listDatasets(args)),
    'datasets.get': (args, c) => inAccount(c, (a) => a.library.getDataset(args)),
    'subjects.list': (args, c) => inAccount(c, (a) => a.library.listSubjects(args)),
    'subjects.get': (args, c) => inAccount(c, (a) => a.library.getSubject(args)),
    'subjects.create': (args, c) => inAccount(c, (a) => a.library.createSubject(args)),
    'subjects.update': (args, c) => inAccount(c, (a) => a.library.updateSubject(args)),
    'subjects.remove': (args, c) => inAccount(c, (a) => a.removal.subject(args)),
    'subjects.removeLocal': (args, c) => inAccount(c, (a) => a.removal.local(args)),
    'subjects.search': (args, c) => inAccount(c, (a) => a.search.search(args)),
    'subjects.duplicates': (args, c) => inAccount(c, (a) => a.search.duplicates(args)),
    // consent is the calling operator's, whatever name the call carries
    'subjects.recordConsent': (args, c) =>
      inAccount(c, (a) => a.library.recordConsent(args, operatorOf(c).name)),
    'visits.remove': (args, c) => inAccount(c, (a) => a.removal.visit(args)),
    'capture.options': (_args, c) => inAccount(c, (a) => a.captures.options()),
    'capture.analysis': (args, c) => inAccount(c, (a) => a.captures.analysis(args.datasetId)),
    'capture.attachAnalysis': (args, c) => inAccount(c, (a) => a.captures.attachAnalysis(args.datasetId)),
    'capture.submit': (args, c) => inAccount(c, (a) => a.captures.submit(args)),
    'queue.list': (_args, c) => inAccount(c, (a) => a.captures.list()),
    'queue.retry': (args, c) => inAccount(c, (a) => a.captures.retry(args)),
    'queue.cancel': (args, c) => inAccount(c, (a) => a.captures.cancel(args)),
    'outbox.list': (_args, c) => inAccount(c, (a) => a.outbox.list()),
    'outbox.retry': (args, c) => inAccount(c, (a) => a.outbox.retry(args.writeId)),
    'outbox.cancel': (args, c) => inAccount(c, (a) => a.outbox.cancel(args.writeId)),
    'results.forImage': (args, c) =>
      inAccount(c, (a) => a.results.forImage(args.imageId, args.refresh ?? false)),
    'results.masks': (args, c) => inAccount(c, (a) => a.results.masks(args.imageId)),
    'history.forSubject': (args, c) => inAccount(c, (a) => a.results.history(args)),
    'images.original': (args, c) => inAccount(c, (a) => a.results.original(args.imageId, args)),
    'reports.generate': onService((args, c) => inAccount(c, (a) => a.reports.generate(args))),
    'reports.list': (args, c) => inAccount(c, (a) => a.reports.list(args)),
    'reports.open': (args, c) => inAccount(c, (a) => a.reports.open(args)),
    'reports.save': (args, c) => inAccount(c, (a) => a.reports.save(args)),
    'reports.showInFolder': (args, c) => inAccount(c, (a) => a.reports.showInFolder(args)),
    'reports.remove': (args, c) => inAccount(c, (a) => a.reports.remove(args)),
    'offline.keep': onService((args, c) => inAccount(c, (a) => a.offline.keep(args))),
    'offline.status': (args, c) => inAccount(c, (a) => a.offline.status(args)),
    'cache.info': (_args, c) => inAccount(c, (a) => a.cache.info()),
    'cache.clear': (_args, c) => inAccount(c, (a) => a.cache.clear()),
    'dataKey.notice': (_args, c) => inAccount(c, (a) => a.keyNotice.get()),
    'dataKey.dismissNotice': (_args, c) => inAccount(c, (a) => a.keyNotice.dismiss()),
    'dataKey.discardSetAside': (_args, c) => inAccount(c, (a) => a.keyNotice.discard()),
    'dataKey.recovery': (_args, c) => inAccount(c, (a) => a.dataKeys.recovery()),
    'dataKey.makeRecovery': (args, c) => inAccount(c, (a) => a.dataKeys.makeRecovery(args)),
    'dataKey.openSetAside': (args, c) => inAccount(c, (a) => a.dataKeys.openSetAside(args.passphrase)),
    // The account closes for it (nothing may hold its files) and opens again with nobody signed in: its entry is
    // recorded before (ipc/audited.ts), and the answer is read from the account opened again.
    'dataKey.rotate': async () => {
      await rotateDataKey()
      return (await accounts.current()).dataKeys.recovery()
    },
    'preferences.get': () => preferences.get(),
    // which fields need an administrator is preferences.ts's to say: it asks for the caller's
    'preferences.set': (args, c) =>
      preferences.set(args, () => {
        const operator = actingOperator(c)
        if (operator && operator.role !== 'administrator') throw new AppFailure('not_permitted')
        return operator
      }),
    'support.openLogs': () => support.openLogs(),
    'support.exportDiagnostics': (args) => support.exportDiagnostics(args),
    'operator.status': async (_args, c) => c.account?.operators.status() ?? NO_ACCOUNT_STATUS,
    'operator.createFirst': (args, c) => inAccount(c, (a) => a.operators.createFirst(args)),
    'operator.setupNeeds': (_args, c) => inAccount(c, (a) => a.operators.setupNeeds()),
    'operator.signIn': (args, c) => inAccount(c, (a) => a.operators.signIn(args)),
    'operator.signOut': async (_args, c) => c.account?.operators.signOut() ?? NO_ACCOUNT_STATUS,
    'operator.lock': async (_args, c) => c.account?.operators.lock() ?? NO_ACCOUNT_STATUS,
    // main's idle lock (work/operators/idleLock.ts): the page's input and a capture's hold; neither unlocks
    'operator.activity': async () => {
      idle.activity()
      return {}
    },
    'operator.hold': async (args) => {
      await idle.hold(args.capture)
      return {}
    },
    'operators.list': (_args, c) => inAccount(c, (a) => a.operators.list()),
    'operators.add': (args, c) => inAccount(c, (a) => a.operators.add(args)),
    'operators.setActive': (args, c) => inAccount(c, (a) => a.operators.setActive(args)),
    'audit.list': (args, c) => inAccount(c, (a) => a.auditDesk.list(args)),
    'audit.export': (args, c) => inAccount(c, (a) => a.auditDesk.export(args)),
    'practice.settings.get': async (_args, c) => inAccount(c, async (a) => a.practice.settings()),
    'practice.settings.set': (args, c) => inAccount(c, (a) => a.practice.setSettings(args)),
    'practice.test': (_args, c) => inAccount(c, (a) => a.practice.test()),
    'practice.status': async (_args, c) => inAccount(c, async (a) => a.practice.status()),
    'practice.requests': (_args, c) => inAccount(c, (a) => a.practice.requests()),
    'practice.resolve': (args, c) => inAccount(c, (a) => a.practice.resolve(args)),
    'record.settings.get': (_args, c) => inAccount(c, (a) => a.clinical.recordSettings()),
    'record.settings.set': (args, c) => inAccount(c, (a) => a.clinical.setRecordSettings(args)),
    'record.smartKey': (_args, c) => inAccount(c, (a) => a.clinical.smartKey()),
    'record.test': (_args, c) => inAccount(c, (a) => a.clinical.recordTest()),
    'archive.settings.get': (_args, c) => inAccount(c, (a) => a.clinical.archiveSettings()),
    'archive.settings.set': (args, c) => inAccount(c, (a) => a.clinical.setArchiveSettings(args)),
    'archive.test': (_args, c) => inAccount(c, (a) => a.clinical.archiveTest()),
    'clinical.deliveries': onService((args, c) => inAccount(c, (a) => a.clinical.deliveries(args))),
    'clinical.deliver': onService((args, c) => inAccount(c, (a) => a.clinical.send(args))),
    'treatments.list': (args, c) => inAccount(c, (a) => a.treatments.list(args)),
    // the entry's operator is the one signed in (a change keeps who did it)
    'treatments.save': (args, c) => inAccount(c, (a) => a.treatments.save(args, operatorOf(c))),
    'treatments.remove': (args, c) => inAccount(c, (a) => a.treatments.remove(args)),
    'products.list': (_args, c) => inAccount(c, (a) => a.products.list()),
    'products.set': (args, c) => inAccount(c, (a) => a.products.set(args)),
    'recall.search': (args, c) => inAccount(c, (a) => a.recall.search(args)),
    'recall.export': (args, c) => inAccount(c, (a) => a.recall.export(args)),
    // issue 45: made from the kept history and photos, so offline too (not onService)
    'sheets.make': (args, c) => inAccount(c, (a) => a.sheets.make(args)),
  }
}

/** The same handlers, each announcing what its successful call changed (work/dataChanges.ts says what). */
export function announceChanges(handlers: Handlers, changes: Pick<DataChanges, 'afterCall'>): Handlers {
  const wrapped: Record<string, (args: unknown) => Promise<unknown>> = {}
  for (const [name, handler] of Object.entries(handlers) as [
    ChannelName,
    (args: unknown) => Promise<unknown>,
  ][]) {
    wrapped[name] = async (args) => {
      const result = await handler(args)
      changes.afterCall(name, args, result)
      return result
    }
  }
  return wrapped as Handlers
}
