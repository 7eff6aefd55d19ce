/**
 * Everything that works on one account's data: the upload worker and the desks behind the channels, over the
 * account's folder (AccountSpace). Opened when the session takes up an account, closed when it leaves it. Every
 * service call made here runs only while this account is the session's active one.
 *
 * Opened in parts over one base (accountParts.ts): who works here and the audit trail (accountOperators.ts), the
 * worker, the outbox and the desks (accountDesks.ts), the data key's channels (dataKeyDesk.ts).
 */
import type { QueueItem } from '../../../src-shared/contract'
import type { AccountSpace } from '../../store/accountSpace'
import { createCacheMeta } from '../../store/cache/cacheMeta'
import { AppFailure } from '../appFailure'
import { createAuditDesk } from '../audit/auditDesk'
import { createCaptureDesk } from '../capture/captureDesk'
import { createSubjectRemoval } from '../library/subjectRemoval'
import { createSubjectSearch } from '../library/subjectSearch'
import type { AccountClock } from '../session/session'
import type { ApiRunner } from '../uploadQueue/worker'
import { openAccountClinical } from './accountClinical'
import { openAccountDesks } from './accountDesks'
import { openAccountOperators } from './accountOperators'
import { openAccountPractice } from './accountPractice'
import { openAccountTreatments } from './accountTreatments'
import type { AccountBase, AccountContextDeps } from './accountParts'
import { createCacheDesk } from './cacheDesk'
import { createDataKeyDesk } from './dataKeyDesk'
import { createKeyNotice } from './keyNotice'
import { createSexBook } from './sexBook'

export type { AccountContextDeps } from './accountParts'

const RETENTION_EVERY_MS = 60 * 60 * 1000

const searchOf = (space: AccountSpace, api: ApiRunner, deps: AccountContextDeps) =>
  createSubjectSearch({
    api,
    cache: space.cache,
    onCopyRead: () => deps.onDataChanged({ kinds: ['subjects'], subjectId: null, datasetId: null }),
    onError: deps.onInternalError,
  })

/** What the session keeps of the account between its calls: when it last answered, the company's name, the sexes. */
const clockOf = (meta: ReturnType<typeof createCacheMeta>): AccountClock => ({
  lastOnlineAt: meta.lastOnlineAt(),
  answered: (at) => meta.setLastOnlineAt(at),
  companyName: meta.companyName(),
  named: (name) => meta.setCompanyName(name),
  sexBook: createSexBook(meta),
})

export function openAccountContext(space: AccountSpace, deps: AccountContextDeps) {
  const api: ApiRunner = (call) => deps.session.withApi(call, deps.keychainAccount)
  // the practice desk (issue 43: a done capture answers the PVS's examination) and the clinical desk (issue 44: an
  // analysed visit goes to the record or the archive when the settings ask) hear of each capture
  const hearing: ((item: QueueItem) => void)[] = []
  const onQueueChanged: AccountContextDeps['onQueueChanged'] = (item) =>
    [deps.onQueueChanged, ...hearing].forEach((hear) => hear(item))
  const base: AccountBase = { space, deps: { ...deps, onQueueChanged }, api }
  const meta = createCacheMeta(space.cache)
  const { audit, operators, rulesAccount } = openAccountOperators(base)
  const {
    consentHolds,
    worker,
    sender,
    pending,
    outboxDesk,
    results,
    library,
    consent,
    reports,
    offline,
    retention,
  } = openAccountDesks(base, rulesAccount)
  const search = searchOf(space, api, deps)
  const practice = openAccountPractice(base, { library, search, pending, results, reports, audit, operators })
  const clinical = openAccountClinical(base, { library, results, reports, audit })
  hearing.push(practice.captureChanged, clinical.captureChanged)
  const inFlight = new Set<Promise<unknown>>()
  let closing: Promise<void> | null = null

  const keyNotice = createKeyNotice(space)
  const context = {
    space,
    /** The session's name of the account (its keychain items are named by it). */
    keychainAccount: deps.keychainAccount,
    /** Who works here now, and the lock (main enforces it: ipc/access.ts). */
    operators,
    /** Who did what to which patient (work/audit/): recorded by ipc/audited.ts and the operator desk. */
    audit,
    auditDesk: createAuditDesk({ log: audit, savePlace: deps.savePlace, now: deps.now }),
    /** Service calls for this account (not_connected once another account is active). */
    api,
    worker,
    /** Every write to the service, kept here first (issue 29). */
    outboxSender: sender,
    outbox: outboxDesk,
    /** The service answers again: the outbox and the queued captures go now. */
    networkBack(): void {
      sender.networkBack()
      worker.networkBack()
      clinical.networkBack()
    },
    captures: createCaptureDesk({
      worker,
      api,
      dataDir: space.dir,
      seal: space.seal,
      meta,
      consent,
      relyOn: (consentWriteId, captureId) => consentHolds.relyOn(consentWriteId, captureId),
      unsentName: (subjectId) => pending.local(subjectId)?.name ?? null,
      prepare: deps.preparePhoto,
      warmPreparer: deps.warmParser,
    }),
    results,
    library,
    search,
    /** The practice software over GDT (issue 43): settings, the folder's watcher, requests, results. */
    practice,
    clinical, // the record system (FHIR R4) and the image archive (DICOMweb), issue 44
    // issue 45: treatments, products, recall, before/after sheets
    ...openAccountTreatments(base, { sender, library, search, results, consent, reports }),
    removal: createSubjectRemoval({
      api,
      cache: space.cache,
      db: space.db,
      dir: space.dir,
      seal: space.seal,
      reports,
      outbox: sender,
      dropUnsentSubject: async (subjectId) => {
        const create = sender.store.unsentOf(subjectId).find((row) => row.kind === 'subject.create')
        if (create) await outboxDesk.cancel(create.id)
      },
    }),
    reports,
    offline,
    cache: createCacheDesk(space),
    keyNotice,
    dataKeys: createDataKeyDesk(space, { keyNotice, worker, sender, onDataChanged: deps.onDataChanged }),
    retention,
    clock: clockOf(meta),
    /** Runs a channel's work; the account's data stays open until every such call has finished. */
    run<T>(work: () => Promise<T>): Promise<T> {
      if (closing) return Promise.reject(new AppFailure('not_connected'))
      const running = work()
      inFlight.add(running)
      void running.then(
        () => inFlight.delete(running),
        () => inFlight.delete(running),
      )
      return running
    },
    /** Stops the worker, waits for calls under way, then closes the databases. */
    close(): Promise<void> {
      closing ??= (async () => {
        clearInterval(retentionTimer)
        await practice.stop()
        await clinical.stop()
        await sender.stop()
        await worker.stop()
        await Promise.allSettled([...inFlight])
        // the trail's newest entries anchored before its file closes (a data key change reads the anchor next)
        await audit.flush()
        space.close()
      })()
      return closing
    },
  }
  const purge = () => void context.run(() => retention.purge()).catch(deps.onInternalError)
  const retentionTimer = setInterval(purge, RETENTION_EVERY_MS)
  retentionTimer.unref?.()
  purge()
  sender.start()
  worker.start()
  void context.run(() => context.practice.start()).catch(deps.onInternalError)
  // A new session on this account: captures that failed on a rejected key get another try.
  worker.resumeRejectedKey()
  // Who is signed in to this opening (nobody yet): the page may still show the operator of the same account opened
  // before (the account reopened after its data key changed), and would otherwise not ask anyone to sign in.
  deps.onOperatorChanged(operators.status())
  return context
}
export type AccountContext = ReturnType<typeof openAccountContext>
