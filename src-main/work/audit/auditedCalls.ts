/**
 * The one map from a successful channel call to its audit entry: which action, which patient, which ids. Calls
 * not named here are not recorded (reads of lists, settings, the queue); the operator channels record themselves
 * (work/operators/operatorDesk.ts), as they also record refusals. Names and free text never go in: ids only.
 */
import { clinicRuleNames, type ChannelName, type PreferencesChange } from '../../../src-shared/contract'
import type { AuditRecord } from './auditLog'

type Entry = Omit<AuditRecord, 'operatorId'>
type Args = Record<string, unknown>

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const ids = (pairs: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(pairs).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])))

/**
 * What the entry of `channel` is. `reportSubject` is the report's patient, looked up before the call (a removed
 * report cannot be looked up after it).
 */
export function auditEntryOf(
  channel: ChannelName,
  args: Args,
  result: unknown,
  reportSubject: string | null,
): Entry | null {
  const subjectId = str(args.subjectId)
  const dataset = { dataset: args.datasetId }
  const answer = (typeof result === 'object' && result !== null ? result : {}) as Args
  switch (channel) {
    case 'subjects.get':
      return { action: 'subject.view', subjectId, detail: ids(dataset) }
    case 'history.forSubject':
      return { action: 'visit.view', subjectId, detail: ids(dataset) }
    case 'reports.open':
      return { action: 'report.view', subjectId: reportSubject, detail: ids({ report: args.reportId }) }
    case 'subjects.create':
      return { action: 'subject.create', subjectId: str(answer.id), detail: ids(dataset) }
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
      return { action: 'visit.delete', subjectId, detail: ids({ ...dataset, visit: args.batchId }) }
    case 'capture.submit':
      return { action: 'capture.submit', subjectId, detail: ids({ ...dataset, capture: answer.id }) }
    case 'reports.generate':
      return {
        action: 'report.make',
        subjectId,
        detail: ids({ ...dataset, image: args.imageId, report: answer.id, locale: args.locale }),
      }
    case 'reports.save':
      return answer.saved === true
        ? { action: 'report.save', subjectId: reportSubject, detail: ids({ report: args.reportId }) }
        : null
    case 'reports.remove':
      return { action: 'report.remove', subjectId: reportSubject, detail: ids({ report: args.reportId }) }
    case 'offline.keep':
      return { action: 'offline.keep', subjectId, detail: ids(dataset) }
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
