/**
 * The practice software's desk (issue 43) wired to the account's parts: patients found in the roster copy and
 * among those created here, created through the library (the outbox), the visit's results and PDF from the
 * results and report desks, the entry in the audit trail, and the events to the pages.
 */
import type { PracticeTarget } from '../../../src-shared/contract'
import { AUDIT_BY_WORKSTATION } from '../../../src-shared/contractValues'
import { createPracticeStore } from '../../store/accountDb/practiceRequests'
import type { AuditLog } from '../audit/auditLog'
import type { LibraryDesk } from '../library/libraryDesk'
import type { SubjectSearch } from '../library/subjectSearch'
import type { OperatorDesk } from '../operators/operatorDesk'
import type { PendingView } from '../outbox/pendingView'
import { createPracticeDesk } from '../practice/practiceDesk'
import { practiceName } from '../practice/requests'
import type { ReportDesk } from '../reports/reportDesk'
import type { ResultsDesk } from '../results/resultsDesk'
import { logFor } from '../../log/log'
import type { AccountBase } from './accountParts'

export interface PracticeParts {
  library: LibraryDesk
  search: Pick<SubjectSearch, 'duplicates'>
  pending: Pick<PendingView, 'sentAs' | 'localSubjects'>
  results: Pick<ResultsDesk, 'forImage'>
  reports: Pick<ReportDesk, 'generate' | 'open'>
  audit: Pick<AuditLog, 'record'>
  operators: Pick<OperatorDesk, 'status'>
}

const log = logFor('practice')

/** Only what kind of failure (an errno or a name): a path may hold a patient number, a message a name. */
const kindOf = (e: unknown): string =>
  (e as NodeJS.ErrnoException | null)?.code ?? (e as Error | null)?.name ?? 'error'

export function openAccountPractice({ space, deps }: AccountBase, parts: PracticeParts) {
  const { library, search, pending } = parts
  const datasetName = (datasetId: string) =>
    library.getDataset({ datasetId }).then(
      (d) => d.name,
      () => null,
    )
  let datasetOfNew: () => string | null = () => null
  async function findByRecord(patientNumber: string): Promise<PracticeTarget | null> {
    const hits = await search
      .duplicates({ name: '', birthDate: null, patientId: patientNumber, exceptSubjectId: null })
      .catch(() => [])
    const hit = hits.find((h) => h.patientId?.trim() === patientNumber)
    if (hit)
      return {
        datasetId: hit.datasetId,
        subjectId: hit.id,
        datasetName: hit.datasetName,
        subjectName: hit.name,
      }
    // made here and not sent yet (offline): in the dataset new patients go to
    const datasetId = datasetOfNew()
    const local = datasetId
      ? pending.localSubjects(datasetId).find((s) => s.patientId === patientNumber)
      : null
    return local && datasetId
      ? { datasetId, subjectId: local.id, datasetName: await datasetName(datasetId), subjectName: local.name }
      : null
  }
  const desk = createPracticeDesk({
    store: createPracticeStore(space.db),
    findByRecord,
    createSubject: (fields) => library.createSubject(fields),
    datasetName,
    patientsMayShow: () => parts.operators.status().state === 'signedIn',
    emit: (view) => deps.onPracticeRequest?.(view),
    onProblem: (problem) => deps.onPracticeProblem?.(problem),
    sentAs: (localId) => pending.sentAs(localId),
    results: async (imageId) => (await parts.results.forImage(imageId, false)).results,
    async pdf(row, imageId, locale) {
      const report = await parts.reports.generate({
        datasetId: row.dataset_id ?? '',
        subjectId: row.subject_id ?? '',
        subjectName: practiceName(row),
        imageId,
        visitAt: null,
        locale,
      })
      return (await parts.reports.open({ reportId: report.id })).bytes
    },
    reportLocale: () => deps.preferredLocale(),
    sent: (row) =>
      parts.audit.record({
        operatorId: AUDIT_BY_WORKSTATION,
        action: 'practice.resultsSent',
        subjectId: row.subject_id,
        detail: Object.fromEntries(
          Object.entries({ dataset: row.dataset_id, image: row.image_id, request: row.id }).filter(
            (e): e is [string, string] => e[1] !== null,
          ),
        ),
      }),
    onError: (e) => log.warn('the exchange folder failed:', kindOf(e)),
    now: deps.now ?? (() => new Date()),
    pollMs: deps.practiceTiming?.pollMs,
    settleMs: deps.practiceTiming?.settleMs,
  })
  datasetOfNew = () => desk.settings().datasetId
  return desk
}
