/**
 * The clinic's consent rule, enforced in main (the capture screen only offers what it allows; a call made some
 * other way must not get round it): while the clinic requires photo consent, a capture needs a recorded consent
 * to `analysis` and a PDF report one to `reports` (`src-shared/domain/consentRule.ts`); a marketing sheet needs
 * one to `marketing` always (issue 45). The subject is read as the
 * screens read it: fresh from the service, or this workstation's copy offline (so a patient whose consent was
 * recorded can be photographed offline).
 *
 * A capture allowed by a consent recorded here and not at the service yet relies on it (issue 41): the gate says
 * which, and the capture waits for it (work/outbox/consentHolds.ts).
 */
import type { ChannelResult } from '../../src-shared/contract'
import { captureAllowed, marketingAllowed, reportsAllowed } from '../../src-shared/domain/consentRule'
import { AppFailure } from './appFailure'

export interface SubjectPlace {
  datasetId: string
  subjectId: string
}

export interface ConsentGateDeps {
  /** Whether the clinic requires a recorded photo consent (Settings). */
  required(): Promise<boolean>
  subject(place: SubjectPlace): Promise<Pick<ChannelResult<'subjects.get'>, 'consent'>>
  /** The subject's consent recorded here and not at the service yet (its outbox write), or null. */
  pending?: (subjectId: string) => string | null
}

export function createConsentGate(deps: ConsentGateDeps) {
  const scopesOf = async (place: SubjectPlace) => (await deps.subject(place)).consent?.scopes ?? null
  return {
    /**
     * Throws `consent_required` when the subject may not be photographed now. Answers the outbox write of the
     * consent the capture relies on, when that one is not at the service yet (else null).
     */
    async capture(place: SubjectPlace): Promise<string | null> {
      if (!(await deps.required())) return null
      if (!captureAllowed(await scopesOf(place), true)) throw new AppFailure('consent_required')
      return deps.pending?.(place.subjectId) ?? null
    },
    /** Throws `consent_reports_required` when no report of the subject may be made now. */
    async reports(place: SubjectPlace): Promise<void> {
      if (!(await deps.required())) return
      if (!reportsAllowed(await scopesOf(place), true)) throw new AppFailure('consent_reports_required')
    },
    /**
     * Throws `consent_marketing_required` unless the subject's recorded consent has the scope `marketing` (issue 45:
     * a before/after sheet for education or marketing), whatever the clinic's setting.
     */
    async marketing(place: SubjectPlace): Promise<void> {
      if (!marketingAllowed(await scopesOf(place))) throw new AppFailure('consent_marketing_required')
    },
  }
}
export type ConsentGate = ReturnType<typeof createConsentGate>
