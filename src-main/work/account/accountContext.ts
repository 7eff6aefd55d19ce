/**
 * Everything that works on one account's data: the upload worker and the desks behind the channels, over the
 * account's folder (AccountSpace). Opened when the session takes up an account, closed when it leaves it. Every
 * service call made here runs only while this account is the session's active one.
 */
import { AUDIT_BY_WORKSTATION } from '../../../src-shared/contractValues'
import type { DataChange, OfflineProgress, OperatorStatus, QueueItem } from '../../../src-shared/contract'
import { createOperatorStore } from '../../store/accountDb/operators'
import { createAuditDesk } from '../audit/auditDesk'
import { createAuditLog } from '../audit/auditLog'
import { createFirstAdminProof } from '../operators/firstAdminProof'
import { createOperatorDesk } from '../operators/operatorDesk'
import type { AuditAnchor } from '../../secrets/auditAnchor'
import type { SecretStore } from '../../secrets/keychain'
import { readRecoveryFiles } from '../../store/sealing/recoveryFiles'
import { setAsideFolders } from '../../store/sealing/setAside'
import type { Connection } from '../../store/settings'
import type { AccountSpace } from '../../store/accountSpace'
import { createCacheMeta } from '../../store/cache/cacheMeta'
import { AppFailure } from '../appFailure'
import { createCaptureDesk } from '../capture/captureDesk'
import type { PhotoPreparer } from '../capture/submitCapture'
import { createLibraryDesk } from '../library/libraryDesk'
import { createSubjectRemoval } from '../library/subjectRemoval'
import { createSubjectSearch } from '../library/subjectSearch'
import { createOfflineKeeper } from '../offline/offlineKeeper'
import type { ReportDeps } from '../reports/reportDeps'
import { createReportDesk } from '../reports/reportDesk'
import type { SavePlace } from '../saving/savePlace'
import { createResultsDesk } from '../results/resultsDesk'
import type { AccountClock, Session } from '../session/session'
import type { QueueTiming } from '../uploadQueue/timing'
import { createUploadWorker, type ApiRunner } from '../uploadQueue/worker'
import { createCacheDesk } from './cacheDesk'
import { makeRecoveryKey, openSetAside, recoveryState } from './dataKeys'
import { createKeyNotice } from './keyNotice'
import { createConsentGate } from '../consentGate'
import type { RulesAccount } from '../rules/clinicRules'
import { createSexBook } from './sexBook'
import { createRetention } from '../offline/retention'
import { createOutboxSender } from '../outbox/outboxSender'
import { createOutboxDesk } from '../outbox/outboxDesk'
import { createPendingView } from '../outbox/pendingView'
import { afterConsentDropped, createConsentHolds } from '../outbox/consentHolds'
import { createOutboxStore } from '../../store/accountDb/outbox'

export interface AccountContextDeps {
  session: Pick<Session, 'withApi' | 'confirmSignIn' | 'enteredAtConnect'>
  /** The session's name of the account (Connection.keychainAccount). */
  keychainAccount: string
  /** The account's connection (its mode, and whether its key was typed or made by a sign-in). */
  connection: Pick<Connection, 'mode' | 'privateTokenId'>
  /** The keychain: the account's key, which a first administrator may type again as the proof (issue 41). */
  secrets: SecretStore
  /** The audit trail's anchor in the keychain, read as the account opened (issue 41). */
  auditAnchor: AuditAnchor
  onQueueChanged(item: QueueItem): void
  /** Prepares each photo of a capture: the parser process (issue 30; main decodes no image, issue 41). */
  preparePhoto: PhotoPreparer
  /** Puts the cover page in front of a service report: the parser process (issue 30; main reads no PDF, issue 41). */
  addCover: ReportDeps['addCover']
  /** Main changed data a screen may show (data.changed): the outbox sent or kept a write. */
  onDataChanged(change: DataChange): void
  queueTiming?: Partial<QueueTiming>
  resultsFreshForMs?: number
  onInternalError(error: unknown): void
  /** Where "Save" puts a report: the system Save dialog in Electron, exports/ in the browser host. */
  savePlace: SavePlace
  /** The user's report locale (preferences), for "keep available offline". */
  preferredLocale(): Promise<string>
  /** The clinic's details for the reports' cover page (preferences). */
  coverSettings: ReportDeps['coverSettings']
  onOfflineProgress(progress: OfflineProgress): void
  /**
   * How long cached copies of a subject nobody opens are kept (preferences), by this account's rules (`account`: it,
   * named even while it opens, before it is the open one).
   */
  retentionDays(account: RulesAccount): Promise<number>
  /** Whether the clinic requires a recorded photo consent (preferences), by this account's rules. */
  consentRequired(account: RulesAccount): Promise<boolean>
  /** Who is signed in changed, or the lock (the operator.changed event). */
  onOperatorChanged(status: OperatorStatus): void
  now?: () => Date
}

const RETENTION_EVERY_MS = 60 * 60 * 1000

export function openAccountContext(space: AccountSpace, deps: AccountContextDeps) {
  const api: ApiRunner = (call) => deps.session.withApi(call, deps.keychainAccount)
  const meta = createCacheMeta(space.cache)
  const operatorStore = createOperatorStore(space.db)
  const audit = createAuditLog({
    trail: space.audit,
    store: operatorStore,
    anchor: deps.auditAnchor,
    setAside: space.auditSetAside,
    now: deps.now,
  })
  // plain databases refused at this opening (store/sealing/plainDatabases.ts): the trail says so too, for whoever reviews it
  if (space.refusedPlain.length > 0)
    audit.record({
      operatorId: AUDIT_BY_WORKSTATION,
      action: 'data.plainSetAside',
      detail: { files: space.refusedPlain.join(' ') },
    })
  const firstProof = createFirstAdminProof({
    mode: deps.connection.mode,
    async history() {
      if (space.keyState === 'lost') return 'keyLost'
      const used =
        audit.hadTrail() ||
        (await setAsideFolders(space.dir)).length > 0 ||
        (await readRecoveryFiles(space.dir)).length > 0
      return used ? 'history' : null
    },
    recoveryFiles: () => readRecoveryFiles(space.dir),
    keptKey: () => deps.secrets.get(deps.keychainAccount),
    keyWasTyped: deps.connection.privateTokenId == null,
    confirmSignIn: (email, password) => deps.session.confirmSignIn(email, password),
    enteredAtConnect: () => deps.session.enteredAtConnect(deps.keychainAccount),
  })
  // whose rules this account's own readers ask for, and where a reset of them is recorded (issue 41)
  const rulesAccount: RulesAccount = { keychainAccount: deps.keychainAccount, audit }
  const operators = createOperatorDesk({
    firstProof,
    store: operatorStore,
    audit: {
      record: (operatorId, action, detail) => {
        // A new sign-in, or another operator: their views are recorded again.
        if (action === 'operator.signIn' || action === 'operator.unlock') audit.forgetViews()
        audit.record({ operatorId, action, detail })
      },
    },
    emit: deps.onOperatorChanged,
    now: deps.now,
  })
  // captures taken under a consent recorded here wait for it (issue 41)
  const consentHolds = createConsentHolds(createOutboxStore(space.db))
  const worker = createUploadWorker({
    db: space.db,
    cache: space.cache,
    dataDir: space.dir,
    seal: space.seal,
    api,
    emit: deps.onQueueChanged,
    timing: deps.queueTiming,
    onInternalError: deps.onInternalError,
    held: () => consentHolds.held(),
  })
  const sender = createOutboxSender({
    db: space.db,
    cache: space.cache,
    api,
    emit: deps.onDataChanged,
    captures: worker,
    onInternalError: deps.onInternalError,
  })
  const pending = createPendingView(sender.store)
  const outboxDesk = createOutboxDesk({
    sender,
    cancelCapture: (captureId) => void worker.cancel(captureId),
    capturesOf: (subjectId) => worker.queue.activeIdsOfSubject(subjectId),
    consentDropped: (_row, captureIds) =>
      afterConsentDropped(captureIds, {
        queue: worker.queue,
        gate: consent,
        holds: consentHolds,
        changed: (captureId) => worker.publish(captureId),
        wake: () => worker.wake(),
      }),
  })
  const results = createResultsDesk({
    api,
    cache: space.cache,
    dir: space.dir,
    seal: space.seal,
    freshForMs: deps.resultsFreshForMs,
  })
  const library = createLibraryDesk({ api, cache: space.cache, outbox: { sender, view: pending } })
  const consent = createConsentGate({
    required: () => deps.consentRequired(rulesAccount),
    subject: (place) => library.getSubject(place),
    pending: (subjectId) => consentHolds.pendingOf(subjectId),
  })
  const reports = createReportDesk({
    api,
    db: space.db,
    accountDir: space.dir,
    seal: space.seal,
    savePlace: deps.savePlace,
    coverSettings: deps.coverSettings,
    analysedBy3: (imageId) => results.isSkinAnalysis3Image(imageId),
    reportsConsent: (place) => consent.reports(place),
    addCover: deps.addCover,
  })
  const offline = createOfflineKeeper({
    db: space.cache,
    history: results.history,
    original: results.original,
    reports,
    subjectName: async (target) => (await library.getSubject(target)).name,
    preferredLocale: deps.preferredLocale,
    emit: deps.onOfflineProgress,
  })
  const retention = createRetention({
    cache: space.cache,
    dir: space.dir,
    seal: space.seal,
    retentionDays: () => deps.retentionDays(rulesAccount),
  })
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
    }),
    results,
    library,
    search: createSubjectSearch({
      api,
      cache: space.cache,
      onCopyRead: () => deps.onDataChanged({ kinds: ['subjects'], subjectId: null, datasetId: null }),
      onError: deps.onInternalError,
    }),
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
    dataKeys: {
      recovery: () => recoveryState(space.dir, space.dataKey, space.db),
      makeRecovery: (args: { passphrase: string; repeat: string }) =>
        makeRecoveryKey(space.dir, space.dataKey, space.db, args),
      async openSetAside(passphrase: string) {
        const opened = await openSetAside(space, space.dataKey, passphrase)
        // everything came back: the loss has nothing more to tell
        if (opened.stillClosed === 0) await keyNotice.dismiss()
        // captures taken back are sent like every waiting capture; the queue and outbox screens show them
        worker.wake()
        sender.wake()
        deps.onDataChanged({
          kinds: ['queue', 'outbox', 'reports', 'storage'],
          subjectId: null,
          datasetId: null,
        })
        return opened
      },
    },
    retention,
    clock: {
      lastOnlineAt: meta.lastOnlineAt(),
      answered: (at) => meta.setLastOnlineAt(at),
      companyName: meta.companyName(),
      named: (name) => meta.setCompanyName(name),
      sexBook: createSexBook(meta),
    } satisfies AccountClock,
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
  // A new session on this account: captures that failed on a rejected key get another try.
  worker.resumeRejectedKey()
  // Who is signed in to this opening (nobody yet): the page may still show the operator of the same account opened
  // before (the account reopened after its data key changed), and would otherwise not ask anyone to sign in.
  deps.onOperatorChanged(operators.status())
  return context
}
export type AccountContext = ReturnType<typeof openAccountContext>
