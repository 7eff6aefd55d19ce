/**
 * The one map from a successful channel call to its audit entry: which action, which patient, which ids. Calls
 * not named here are not recorded (reads of lists, settings, the queue); the operator channels record themselves
 * (work/operators/operatorDesk.ts), as they also record refusals. Names and free text never go in: ids only. A
 * search is recorded with how many it found, never its words (they are a patient's name or birth date, and that
 * someone looked for that person is itself about them).
 *
 * When (ipc/audited.ts applies it): after the call succeeded, in the caller's account, under the operator signed
 * in when the call began; `recordedBefore` channels before their work (it closes the account: the data key
 * change); `recordedInOpened` channels after, in the account open then (a connect opens it: under
 * AUDIT_CONNECT_OPERATOR, or the caller's operator when it is the caller's own account).
 */
import { clinicRuleNames, type ChannelName, type PreferencesChange } from '../../../src-shared/contract'
import type { AuditRecord } from './auditLog'

type Entry = Omit<AuditRecord, 'operatorId'>
type Args = Record<string, unknown>

/** Recorded before the work, which closes the account it was called on (its trail is sealed anew meanwhile). */
export const recordedBefore: ReadonlySet<ChannelName> = new Set(['dataKey.rotate'])
/** Recorded in the account open after the call: the call opened it (or kept the caller's). */
export const recordedInOpened: ReadonlySet<ChannelName> = new Set([
  'auth.connect',
  'auth.connectDemo',
  'auth.signIn',
  'auth.replaceKey',
])

/** What the account's desks tell of a call's patient before it runs: what the call removes is gone after. */
export interface AuditLookups {
  /** A kept report's patient. */
  reportSubject(reportId: string): string | null
  /** An outbox write a cancel would drop (waiting or refused); null for one sent, dropped or being sent. */
  unsentWrite(writeId: string): { subjectId: string; datasetId: string; kind: string } | null
  /** Whose photo an image is, as last read from the service. */
  imageOwner(imageId: string): { subjectId: string; datasetId: string | null } | null
}

/** The patient (and the write's kind) a call is about, looked up before it runs; null: nothing to look up. */
export interface Known {
  subjectId: string | null
  datasetId?: string | null
  kind?: string
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const ids = (pairs: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(pairs).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])))
const connectedWith: Partial<Record<ChannelName, string>> = {
  'auth.connect': 'key',
  'auth.connectDemo': 'demo',
  'auth.signIn': 'sign-in',
}
const count = (value: unknown): string | undefined =>
  typeof value === 'number' ? String(value) : Array.isArray(value) ? String(value.length) : undefined

/** Asks `lookups` what `channel`'s entry needs to know before the call runs (most need nothing). */
export function knownBefore(channel: ChannelName, args: Args, lookups: AuditLookups): Known | null {
  const reportId = str(args.reportId)
  const writeId = str(args.writeId)
  const imageId = str(args.imageId)
  switch (channel) {
    case 'reports.open':
    case 'reports.save':
    case 'reports.remove':
      return { subjectId: reportId ? lookups.reportSubject(reportId) : null }
    case 'outbox.cancel':
      return writeId ? lookups.unsentWrite(writeId) : null
    case 'images.original':
    case 'results.forImage':
    case 'results.masks':
      return (imageId ? lookups.imageOwner(imageId) : null) ?? { subjectId: null }
    default:
      return null
  }
}

/** What an entry is made of: the call's arguments and answer, and what was known of it before it ran. */
interface Call {
  args: Args
  result: unknown
  /** The answer as an object (empty when it is none). */
  answer: Args
  known: Known | null
  subjectId: string | null
  dataset: { dataset: unknown }
}

/** A patient's data looked at: a subject, its visits, a report, a photo, results, or a search for patients. */
function lookedAtEntry(
  channel: ChannelName,
  { args, result, answer, known, subjectId, dataset }: Call,
): Entry | null | undefined {
  const image = { image: args.imageId }
  switch (channel) {
    case 'subjects.get':
      return { action: 'subject.view', subjectId, detail: ids(dataset) }
    case 'history.forSubject':
      return { action: 'visit.view', subjectId, detail: ids(dataset) }
    case 'reports.open':
      return {
        action: 'report.view',
        subjectId: known?.subjectId ?? null,
        detail: ids({ report: args.reportId }),
      }
    case 'images.original':
      return {
        action: 'photo.view',
        subjectId: subjectId ?? known?.subjectId ?? null,
        detail: ids(image),
      }
    case 'results.forImage':
    case 'results.masks':
      return {
        action: 'results.view',
        subjectId: known?.subjectId ?? null,
        detail: ids(image),
      }
    case 'subjects.search':
      return {
        action: 'subject.search',
        subjectId: null,
        detail: ids({ found: count(answer.count) }),
      }
    case 'subjects.list':
      // a list of a dataset is not recorded; a search in it is
      return str(args.search)?.trim()
        ? {
            action: 'subject.search',
            subjectId: null,
            detail: ids({ ...dataset, found: count(answer.count) }),
          }
        : null
    case 'subjects.duplicates':
      return {
        action: 'subject.search',
        subjectId: null,
        detail: ids({ scope: 'duplicates', found: count(result) }),
      }
    default:
      return undefined
  }
}

/** A patient's data changed: made, edited, removed, photographed, consented, reported, kept, cancelled. */
function changedEntry(
  channel: ChannelName,
  { args, answer, known, subjectId, dataset }: Call,
): Entry | null | undefined {
  const reportSubject = known?.subjectId ?? null
  switch (channel) {
    case 'subjects.create':
      return { action: 'subject.create', subjectId: str(answer.id), detail: ids(dataset) }
    case 'practice.resolve': {
      // a patient created from the PVS's request is the library's own create, booked as one (issue 43)
      const target = (answer.target ?? null) as { subjectId?: unknown; datasetId?: unknown } | null
      return args.action === 'create' && target
        ? {
            action: 'subject.create',
            subjectId: str(target.subjectId),
            detail: ids({ dataset: target.datasetId, from: 'practice' }),
          }
        : null
    }
    case 'subjects.update':
      return { action: 'subject.edit', subjectId, detail: ids(dataset) }
    case 'subjects.remove':
      return { action: 'subject.delete', subjectId, detail: ids(dataset) }
    case 'subjects.removeLocal':
      return { action: 'subject.removeLocal', subjectId, detail: ids(dataset) }
    case 'subjects.recordConsent':
      return {
        action: 'consent.record',
        subjectId,
        detail: ids({ ...dataset, scopes: Array.isArray(args.scopes) ? args.scopes.join(' ') : undefined }),
      }
    case 'visits.remove':
      return {
        action: 'visit.delete',
        subjectId,
        detail: ids({ ...dataset, visit: args.batchId }),
      }
    case 'capture.submit':
      return {
        action: 'capture.submit',
        subjectId,
        detail: ids({ ...dataset, capture: answer.id }),
      }
    case 'reports.generate':
      return {
        action: 'report.make',
        subjectId,
        detail: ids({ ...dataset, image: args.imageId, report: answer.id, locale: args.locale }),
      }
    case 'sheets.make': {
      // ids, the use and the sides only: never the patient's name or a treatment (issue 45)
      const sheet = (answer.sheet ?? null) as { crop?: unknown; sides?: unknown } | null
      return {
        action: 'sheet.made',
        subjectId,
        detail: ids({
          ...dataset,
          report: answer.id,
          purpose: args.purpose,
          crop: sheet?.crop,
          sides: Array.isArray(sheet?.sides) ? sheet.sides.join(' ') : undefined,
          locale: args.locale,
        }),
      }
    }
    case 'reports.save':
      return answer.saved === true
        ? {
            action: 'report.save',
            subjectId: reportSubject,
            detail: ids({ report: args.reportId }),
          }
        : null
    case 'reports.remove':
      return {
        action: 'report.remove',
        subjectId: reportSubject,
        detail: ids({ report: args.reportId }),
      }
    case 'offline.keep':
      return { action: 'offline.keep', subjectId, detail: ids(dataset) }
    case 'queue.cancel':
      return {
        action: 'capture.cancel',
        subjectId: str(answer.subjectId),
        detail: ids({ dataset: answer.datasetId, capture: args.captureId }),
      }
    case 'treatments.save':
      // ids only: what was done, with which product, is the patient's record (issue 45)
      return {
        action: args.id === null || args.id === undefined ? 'treatment.recorded' : 'treatment.changed',
        subjectId,
        detail: ids({ ...dataset, treatment: answer.id, pending: String(answer.pending === true) }),
      }
    case 'treatments.remove':
      return { action: 'treatment.removed', subjectId, detail: ids({ ...dataset, treatment: args.id }) }
    case 'outbox.cancel':
      // only a write that waited is cancelled; one sent or dropped has its notice cleared (not an act on data)
      return known
        ? {
            action: 'outbox.cancel',
            subjectId: known.subjectId,
            detail: ids({ dataset: known.datasetId, write: args.writeId, kind: known.kind }),
          }
        : null
    default:
      return undefined
  }
}

/** The account and the workstation: connected, keys, the clinic's rules, the cache, exports. */
function accountEntry(channel: ChannelName, { args, answer, result }: Call): Entry | null {
  switch (channel) {
    case 'cache.clear':
      return { action: 'cache.clear', subjectId: null }
    case 'dataKey.makeRecovery':
      return { action: 'dataKey.recoveryMake', subjectId: null }
    case 'dataKey.openSetAside':
      return { action: 'dataKey.setAsideOpen', subjectId: null }
    case 'preferences.set': {
      const changed = clinicRuleNames.filter(
        (f) => (args as PreferencesChange)[f as keyof PreferencesChange] !== undefined,
      )
      const floors = (args as PreferencesChange).noiseFloors
      const detail: Record<string, string> = Object.fromEntries(changed.map((f) => [f, String(args[f])]))
      if (floors !== undefined) detail.noiseFloors = JSON.stringify(floors)
      return Object.keys(detail).length > 0 ? { action: 'rule.change', subjectId: null, detail } : null
    }
    case 'support.exportDiagnostics':
      return answer.saved === true ? { action: 'diagnostics.export', subjectId: null } : null
    case 'auth.connect':
    case 'auth.connectDemo':
    case 'auth.signIn':
      return {
        action: 'account.connect',
        subjectId: null,
        detail: ids({ mode: answer.mode, company: answer.companyId, with: connectedWith[channel] }),
      }
    case 'auth.replaceKey':
      return { action: 'apiKey.replace', subjectId: null, detail: ids({ company: answer.companyId }) }
    case 'dataKey.rotate':
      return { action: 'dataKey.change', subjectId: null }
    case 'practice.settings.set':
      // the exchange's shape; the folder's path stays out (it may name a person's share)
      return {
        action: 'practice.settingsChanged',
        subjectId: null,
        detail: ids({
          enabled: String(args.enabled),
          pvsName: args.pvsName,
          ownName: args.ownName,
          version: args.version,
          charset: args.charset,
          fileName: args.fileName,
          dataset: args.datasetId,
        }),
      }
    case 'record.settings.set': {
      // the record system's shape; never the token (it goes to the keychain), only whether a new one was given
      const settings = (args.settings ?? {}) as Args
      return {
        action: 'record.settingsChanged',
        subjectId: null,
        detail: ids({
          enabled: String(settings.enabled),
          baseUrl: settings.baseUrl,
          patientIdentifierSystem: settings.patientIdentifierSystem,
          auth: settings.auth,
          smartTokenUrl: settings.smartTokenUrl,
          smartClientId: settings.smartClientId,
          entriesPerTransaction: String(settings.entriesPerTransaction),
          autoSend: String(settings.autoSend),
          token: args.token === null ? 'kept' : args.token === '' ? 'removed' : 'new',
        }),
      }
    }
    case 'record.smartKey':
      return { action: 'record.settingsChanged', subjectId: null, detail: { smartKey: 'new' } }
    case 'archive.settings.set': {
      const settings = (args.settings ?? {}) as Args
      return {
        action: 'archive.settingsChanged',
        subjectId: null,
        detail: ids({
          enabled: String(settings.enabled),
          baseUrl: settings.baseUrl,
          auth: settings.auth,
          username: settings.username,
          autoArchive: String(settings.autoArchive),
          secret: args.secret === null ? 'kept' : args.secret === '' ? 'removed' : 'new',
        }),
      }
    }
    case 'products.set':
      return { action: 'products.changed', subjectId: null, detail: ids({ products: count(result) }) }
    // a recall's product and lot are not patient data; the patients it found are not named, only counted
    case 'recall.search':
      return {
        action: 'recall.searched',
        subjectId: null,
        detail: ids({ product: args.product, lot: args.lot, found: count(answer.hits) }),
      }
    case 'recall.export':
      return answer.saved === true
        ? {
            action: 'recall.exported',
            subjectId: null,
            detail: ids({ product: args.product, lot: args.lot }),
          }
        : null
    case 'dataKey.discardSetAside':
      return { action: 'dataKey.setAsideDiscard', subjectId: null }
    case 'audit.export':
      return answer.saved === true
        ? {
            action: 'audit.export',
            subjectId: str(args.subjectId),
            detail: ids({ operator: args.operatorId }),
          }
        : null
    default:
      return null
  }
}

/**
 * What the entry of `channel` is. `known`: what knownBefore found (a report's patient cannot be looked up once it
 * is removed).
 */
export function auditEntryOf(
  channel: ChannelName,
  args: Args,
  result: unknown,
  known: Known | null,
): Entry | null {
  const call: Call = {
    args,
    result,
    answer: (typeof result === 'object' && result !== null ? result : {}) as Args,
    known,
    subjectId: str(args.subjectId),
    dataset: { dataset: args.datasetId },
  }
  // each channel is in one of the three (undefined: not that one's; null: that one's, not recorded this time)
  const lookedAt = lookedAtEntry(channel, call)
  if (lookedAt !== undefined) return lookedAt
  const changed = changedEntry(channel, call)
  if (changed !== undefined) return changed
  return accountEntry(channel, call)
}

/**
 * The entry of a call refused by its work, where the refusal itself is recorded (issue 45: a marketing sheet
 * refused for want of the consent scope `marketing`, with ids and the purpose only); null for every other failure.
 */
export function refusalEntryOf(channel: ChannelName, args: Args, code: string | null): Entry | null {
  if (channel === 'sheets.make' && code === 'consent_marketing_required')
    return {
      action: 'sheet.refused',
      subjectId: str(args.subjectId),
      detail: ids({ dataset: args.datasetId, purpose: args.purpose, reason: code }),
    }
  return null
}
