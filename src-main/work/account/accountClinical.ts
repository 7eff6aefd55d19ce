/**
 * The clinical records' desk (issue 44) wired to the account's parts: the visit gathered from the library, the
 * results and the reports (the PDF in the report locale, as the practice desk makes it), its secrets in the
 * keychain under the account's name, the deliveries in the account's database, the audit entry of each visit
 * sent (by the workstation: the queue sends it, whoever asked), and the clinical.changed event. Started as it
 * opens.
 */
import { AUDIT_BY_WORKSTATION } from '../../../src-shared/contractValues'
import { clinicalSecretsOf } from '../../secrets/clinicalSecrets'
import { createClinicalStore } from '../../store/accountDb/clinicalDeliveries'
import { logFor } from '../../log/log'
import type { AuditLog } from '../audit/auditLog'
import { createClinicalDesk } from '../clinical/clinicalDesk'
import { smartTools } from '../clinical/smartAdapter'
import type { LibraryDesk } from '../library/libraryDesk'
import type { ReportDesk } from '../reports/reportDesk'
import type { ResultsDesk } from '../results/resultsDesk'
import type { AccountBase } from './accountParts'

export interface ClinicalParts {
  library: Pick<LibraryDesk, 'getSubject'>
  results: Pick<ResultsDesk, 'forImage' | 'history' | 'original'>
  reports: Pick<ReportDesk, 'generate' | 'open' | 'find'>
  audit: Pick<AuditLog, 'record'>
}

const log = logFor('clinical')

/** Only what kind of failure: a message may quote a server's words about the patient. */
const kindOf = (e: unknown): string => (e as Error | null)?.name ?? 'error'

export function openAccountClinical({ space, deps }: AccountBase, parts: ClinicalParts) {
  const now = deps.now ?? (() => new Date())
  const desk = createClinicalDesk({
    store: createClinicalStore(space.db),
    secrets: clinicalSecretsOf(deps.secrets, deps.keychainAccount),
    smart: smartTools(deps.clinicalFetch ?? fetch),
    accountKey: `${deps.connection.baseUrl.replace(/\/+$/, '')}|${deps.connection.companyId}`,
    fetch: deps.clinicalFetch ?? fetch,
    prepareJpeg: deps.archivableJpeg,
    gather: {
      subject: (place) => parts.library.getSubject(place),
      history: (place) => parts.results.history({ ...place, since: null }),
      results: async (imageId) => (await parts.results.forImage(imageId, false)).results,
      original: async (imageId, place) => (await parts.results.original(imageId, place)).bytes,
      async report({ datasetId, subjectId, subjectName, imageId }) {
        const locale = await deps.preferredLocale()
        // the visit's report kept here in that locale (made for the visit screen, or by an earlier send): a resend
        // carries the same PDF, and the subject's reports do not gain a copy per send. Never a before/after sheet
        // that names the same photo (issue 45): find answers the service's reports only
        const kept = await parts.reports.find(imageId, locale)
        const report =
          kept ??
          (await parts.reports.generate({
            datasetId,
            subjectId,
            subjectName,
            imageId,
            visitAt: null,
            locale,
          }))
        return { pdf: (await parts.reports.open({ reportId: report.id })).bytes, createdAt: report.createdAt }
      },
    },
    emit: (delivery) => {
      // for support: which target, what state, why (a code and a status); no id, name or server's words
      if (delivery.problem)
        log.info(
          `delivery to the ${delivery.target} ${delivery.state}:`,
          delivery.problem.code,
          delivery.problem.status ?? 'no answer',
        )
      deps.onClinicalChanged?.(delivery)
    },
    sent: (row, outcome) =>
      parts.audit.record({
        operatorId: AUDIT_BY_WORKSTATION,
        action: row.target === 'record' ? 'record.sent' : 'archive.stored',
        subjectId: row.subject_id,
        detail: {
          dataset: row.dataset_id,
          visit: row.visit_key,
          image: row.image_id,
          created: String(outcome.created),
          total: String(outcome.total),
        },
      }),
    onError: (e) => log.warn('a clinical delivery failed inside the workstation:', kindOf(e)),
    now,
    timing: deps.clinicalTiming,
  })
  // what waits goes now; a delivery left `sending` by a stopped process is queued again
  desk.start()
  return desk
}
