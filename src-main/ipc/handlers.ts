/**
 * Every channel of the contract as a plain async function (no Electron import), so the Electron binding,
 * the browser host and the tests run the very same code. Channels about an account's data run on the account
 * open now (not_connected when there is none).
 */
import type {
  AppInfo,
  ChannelName,
  ChannelParsedArgs,
  ChannelResult,
  OperatorStatus,
} from '../../src-shared/contract'
import { isLocalSubjectId } from '../../src-shared/domain/localIds'
import { AppFailure } from '../work/appFailure'
import type { AccountContext } from '../work/account/accountContext'
import type { DataChanges } from '../work/dataChanges'
import type { AccountHolder } from '../work/account/accountHolder'
import type { IdleLock } from '../work/operators/idleLock'
import type { PreferencesDesk } from '../work/preferences'
import type { Session } from '../work/session'
import type { SupportDesk } from '../work/support/supportDesk'

export type Handlers = {
  [C in ChannelName]: (args: ChannelParsedArgs<C>) => Promise<ChannelResult<C>>
}

export interface HandlerDeps {
  session: Session
  info: AppInfo
  accounts: AccountHolder
  preferences: PreferencesDesk
  support: SupportDesk
  /** A new data key for the open account (work/account/dataKeys.ts), with the account closed meanwhile. */
  rotateDataKey: () => Promise<void>
  /** Main's idle lock: the page's input and a capture's hold (work/operators/idleLock.ts). */
  idle: Pick<IdleLock, 'activity' | 'hold'>
}

const NO_ACCOUNT: OperatorStatus = { state: 'none', operator: null }

/** Work that needs the subject on the service: refused while it is saved on this workstation only (issue 29). */
function onService<A extends { subjectId: string }, T>(work: (args: A) => Promise<T>) {
  return (args: A): Promise<T> =>
    isLocalSubjectId(args.subjectId) ? Promise.reject(new AppFailure('subject_not_sent')) : work(args)
}

export function createHandlers({
  session,
  info,
  accounts,
  preferences,
  support,
  rotateDataKey,
  idle,
}: HandlerDeps): Handlers {
  const inAccount = async <T>(work: (account: AccountContext) => Promise<T>): Promise<T> => {
    const account = await accounts.current()
    return account.run(() => work(account))
  }
  const operatorStatus = async () =>
    (await accounts.current().catch(() => null))?.operators.status() ?? NO_ACCOUNT
  return {
    'app.info': async () => info,
    'auth.status': async () => session.status(),
    'auth.connect': (args) => session.connect(args),
    'auth.connectDemo': () => session.connectDemo(),
    'auth.signIn': (args) => session.signIn(args),
    'auth.replaceKey': (args) => session.replaceKey(args),
    'auth.disconnect': (args) => session.disconnect(args),
    'datasets.list': (args) => inAccount((a) => a.library.listDatasets(args)),
    'datasets.get': (args) => inAccount((a) => a.library.getDataset(args)),
    'subjects.list': (args) => inAccount((a) => a.library.listSubjects(args)),
    'subjects.get': (args) => inAccount((a) => a.library.getSubject(args)),
    'subjects.create': (args) => inAccount((a) => a.library.createSubject(args)),
    'subjects.update': (args) => inAccount((a) => a.library.updateSubject(args)),
    'subjects.remove': (args) => inAccount((a) => a.removal.subject(args)),
    'subjects.removeLocal': (args) => inAccount((a) => a.removal.local(args)),
    'subjects.search': (args) => inAccount((a) => a.search.search(args)),
    'subjects.duplicates': (args) => inAccount((a) => a.search.duplicates(args)),
    'subjects.recordConsent': (args) =>
      inAccount((a) => a.library.recordConsent(args, a.operators.signedInNow().name)),
    'visits.remove': (args) => inAccount((a) => a.removal.visit(args)),
    'capture.options': () => inAccount((a) => a.captures.options()),
    'capture.analysis': (args) => inAccount((a) => a.captures.analysis(args.datasetId)),
    'capture.attachAnalysis': (args) => inAccount((a) => a.captures.attachAnalysis(args.datasetId)),
    'capture.submit': (args) => inAccount((a) => a.captures.submit(args)),
    'queue.list': () => inAccount((a) => a.captures.list()),
    'queue.retry': (args) => inAccount((a) => a.captures.retry(args)),
    'queue.cancel': (args) => inAccount((a) => a.captures.cancel(args)),
    'outbox.list': () => inAccount((a) => a.outbox.list()),
    'outbox.retry': (args) => inAccount((a) => a.outbox.retry(args.writeId)),
    'outbox.cancel': (args) => inAccount((a) => a.outbox.cancel(args.writeId)),
    'results.forImage': (args) => inAccount((a) => a.results.forImage(args.imageId, args.refresh ?? false)),
    'results.masks': (args) => inAccount((a) => a.results.masks(args.imageId)),
    'history.forSubject': (args) => inAccount((a) => a.results.history(args)),
    'images.original': (args) => inAccount((a) => a.results.original(args.imageId, args)),
    'reports.generate': onService((args) => inAccount((a) => a.reports.generate(args))),
    'reports.list': (args) => inAccount((a) => a.reports.list(args)),
    'reports.open': (args) => inAccount((a) => a.reports.open(args)),
    'reports.save': (args) => inAccount((a) => a.reports.save(args)),
    'reports.showInFolder': (args) => inAccount((a) => a.reports.showInFolder(args)),
    'reports.remove': (args) => inAccount((a) => a.reports.remove(args)),
    'offline.keep': onService((args) => inAccount((a) => a.offline.keep(args))),
    'offline.status': (args) => inAccount((a) => a.offline.status(args)),
    'cache.info': () => inAccount((a) => a.cache.info()),
    'cache.clear': () => inAccount((a) => a.cache.clear()),
    'dataKey.notice': () => inAccount((a) => a.keyNotice.get()),
    'dataKey.dismissNotice': () => inAccount((a) => a.keyNotice.dismiss()),
    'dataKey.discardSetAside': () => inAccount((a) => a.keyNotice.discard()),
    'dataKey.recovery': () => inAccount((a) => a.dataKeys.recovery()),
    'dataKey.makeRecovery': (args) => inAccount((a) => a.dataKeys.makeRecovery(args)),
    'dataKey.openSetAside': (args) => inAccount((a) => a.dataKeys.openSetAside(args.passphrase)),
    // the account closes for it (nothing may hold its files), so not inside a call on it
    'dataKey.rotate': async () => {
      // recorded here, before, by whom (the account opens again with nobody signed in, its trail sealed anew);
      // not in ipc/audited.ts: that runs outside the access guard, so a call it refuses would be recorded too
      await inAccount(async (a) => {
        const operatorId = a.operators.operatorId()
        if (operatorId) a.audit.record({ operatorId, action: 'dataKey.change' })
      })
      await rotateDataKey()
      return inAccount((a) => a.dataKeys.recovery())
    },
    'preferences.get': () => preferences.get(),
    'preferences.set': async (args) => {
      const account = await accounts.current().catch(() => null)
      return preferences.set(args, () => account?.operators.requireAdministrator() ?? null)
    },
    'support.openLogs': () => support.openLogs(),
    'support.exportDiagnostics': (args) => support.exportDiagnostics(args),
    'operator.status': operatorStatus,
    'operator.createFirst': (args) => inAccount((a) => a.operators.createFirst(args)),
    'operator.signIn': (args) => inAccount((a) => a.operators.signIn(args)),
    'operator.signOut': async () =>
      (await accounts.current().catch(() => null))?.operators.signOut() ?? NO_ACCOUNT,
    'operator.lock': async () => (await accounts.current().catch(() => null))?.operators.lock() ?? NO_ACCOUNT,
    'operator.activity': async () => {
      idle.activity()
      return {}
    },
    'operator.hold': async (args) => {
      await idle.hold(args.capture)
      return {}
    },
    'operators.list': () => inAccount((a) => a.operators.list()),
    'operators.add': (args) => inAccount((a) => a.operators.add(args)),
    'operators.setActive': (args) => inAccount((a) => a.operators.setActive(args)),
    'audit.list': (args) => inAccount((a) => a.auditDesk.list(args)),
    'audit.export': (args) => inAccount((a) => a.auditDesk.export(args)),
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
