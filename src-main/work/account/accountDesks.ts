/**
 * The work on an account's data behind the channels, wired to each other: the upload worker and the outbox that
 * send, and the desks that read and write (results, library, consent, reports, offline copies, retention).
 */
import { createOutboxStore } from '../../store/accountDb/outbox'
import { createConsentGate } from '../consentGate'
import { createLibraryDesk } from '../library/libraryDesk'
import { createOfflineKeeper } from '../offline/offlineKeeper'
import { createRetention } from '../offline/retention'
import { afterConsentDropped, createConsentHolds } from '../outbox/consentHolds'
import { createOutboxDesk } from '../outbox/outboxDesk'
import { createOutboxSender } from '../outbox/outboxSender'
import { createPendingView } from '../outbox/pendingView'
import { createReportDesk } from '../reports/reportDesk'
import { createResultsDesk } from '../results/resultsDesk'
import type { RulesAccount } from '../rules/clinicRules'
import { createUploadWorker } from '../uploadQueue/worker'
import type { AccountBase } from './accountParts'

export function openAccountDesks({ space, deps, api }: AccountBase, rulesAccount: RulesAccount) {
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
  return {
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
  }
}
