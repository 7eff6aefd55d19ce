/**
 * The clinic's consent rule, enforced in main (the capture screen only offers what it allows; a call made some
 * other way must not get round it): while the clinic requires photo consent, a capture needs a recorded consent
 * to `analysis` and a PDF report one to `reports` (`src-shared/domain/consentRule.ts`). The subject is read as the
 * screens read it: fresh from the service, or this workstation's copy offline (so a patient whose consent was
 * recorded can be photographed offline).
 */
import type { ChannelResult } from '../../src-shared/contract'
import { captureAllowed, reportsAllowed } from '../../src-shared/domain/consentRule'
import { AppFailure } from './appFailure'

export interface SubjectPlace {
  datasetId: string
  subjectId: string
}

export interface ConsentGateDeps {
  /** Whether the clinic requires a recorded photo consent (Settings). */
  required(): Promise<boolean>
  subject(place: SubjectPlace): Promise<Pick<ChannelResult<'subjects.get'>, 'consent'>>
}

export function createConsentGate(deps: ConsentGateDeps) {
  const scopesOf = async (place: SubjectPlace) => (await deps.subject(place)).consent?.scopes ?? null
  return {
    /** Throws `consent_required` when the subject may not be photographed now. */
    async capture(place: SubjectPlace): Promise<void> {
      if (!(await deps.required())) return
      if (!captureAllowed(await scopesOf(place), true)) throw new AppFailure('consent_required')
    },
    /** Throws `consent_reports_required` when no report of the subject may be made now. */
    async reports(place: SubjectPlace): Promise<void> {
      if (!(await deps.required())) return
      if (!reportsAllowed(await scopesOf(place), true)) throw new AppFailure('consent_reports_required')
    },
  }
}
export type ConsentGate = ReturnType<typeof createConsentGate>
