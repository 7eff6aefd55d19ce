/**
 * How the app opens an account's data when the session takes the account up: the folder (a key change cut off
 * finished, the key read, plain databases migrated or refused), the audit trail's anchor, then the account's
 * context wired to the app's events, preferences and parser process.
 */
import { openAuditAnchor } from '../secrets/auditAnchor'
import type { Connection } from '../store/settings'
import { openAccountContext, type AccountContext } from '../work/account/accountContext'
import { openAccountData } from '../work/account/accountOpening'
import type { IdleLock } from '../work/operators/idleLock'
import type { Session } from '../work/session/session'
import { logInternal, type AppParts } from './appParts'

/** `session` and `idle` are made after the holder that calls this: read at each opening. */
export function accountOpener(
  { options, secrets, preferences, savePlace, push, changes }: AppParts,
  late: { session(): Session | null; idle(): IdleLock },
): (connection: Connection) => Promise<AccountContext> {
  return async (connection) => {
    // a key change cut off finished, the key read, plain databases migrated or refused (work/account/accountOpening.ts)
    const space = await openAccountData(secrets, options.dataDir, connection)
    const auditAnchor = await openAuditAnchor(secrets, connection.keychainAccount, space.dir).catch(
      (e: unknown) => {
        space.close()
        throw e
      },
    )
    const session = late.session()
    if (!session) throw new Error('the session is not ready')
    const context = openAccountContext(space, {
      session,
      keychainAccount: connection.keychainAccount,
      connection,
      secrets,
      auditAnchor,
      onQueueChanged: (item) => {
        push('queue.changed', item)
        changes.queueChanged(item)
      },
      onDataChanged: (change) => changes.announce(change),
      preparePhoto: (bytes, side) => options.parser.prepare(bytes, side),
      warmParser: () => options.parser.warm(),
      addCover: (report, cover) => options.parser.addCover(report, cover),
      archivableJpeg: (bytes) => options.parser.archivable(bytes),
      makeSheet: (sheet) => options.parser.makeSheet(sheet),
      noiseFloors: async () => (await preferences.get()).noiseFloors,
      queueTiming: options.queueTiming,
      resultsFreshForMs: options.resultsFreshForMs,
      onInternalError: logInternal('upload queue'),
      savePlace,
      preferredLocale: async () => (await preferences.get()).reportLocale,
      coverSettings: async () => {
        const { clinicName, clinicAddress, clinicianName } = await preferences.get()
        return { clinicName, clinicAddress, clinicianName }
      },
      onOfflineProgress: (progress) => push('offline.progress', progress),
      retentionDays: async (account) => (await preferences.get(account)).cacheRetentionDays,
      consentRequired: async (account) => (await preferences.get(account)).photoConsentRequired,
      onOperatorChanged: (status) => {
        late.idle().operatorChanged(status)
        push('operator.changed', status)
      },
      onPracticeRequest: (request) => push('practice.request', request),
      onPracticeProblem: (problem) => push('practice.problem', problem),
      practiceTiming: options.practiceTiming,
      onClinicalChanged: (delivery) => push('clinical.changed', delivery),
      clinicalFetch: options.apiOptions?.fetchImpl,
      clinicalTiming: options.clinicalTiming,
      now: options.now,
    })
    changes.accountOpened()
    return context
  }
}
