/**
 * A photo consent recorded on this workstation that the service's newer one (or its clearing) stands over (issue
 * 41): both said, what became of it (not sent; the photos taken under it wait) and what the operator can do. Used
 * by the outbox's row and the patient's screen.
 */
import { useTranslation } from 'react-i18next'
import type { Consent, OutboxNotice } from '../../../src-shared/contract'
import { formatDateTime } from '../../format/dates'
import { listFormat } from '../../format/intlCache'

type ConsentConflict = OutboxNotice & { key: 'consentNewer' | 'consentCleared' }

/** Whether a notice is a consent conflict (the two keys of conflictRule.ts `resolveConsent`). */
export const isConsentConflict = (notice: OutboxNotice | null): notice is ConsentConflict =>
  notice?.key === 'consentNewer' || notice?.key === 'consentCleared'

export function ConsentConflictText({ notice }: { notice: OutboxNotice }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const described = (consent: Consent) =>
    t('consent.conflict.consent', {
      by: consent.by || t('common.notRecorded'),
      at: formatDateTime(consent.at, language) ?? consent.at,
      scopes: listFormat(language, { type: 'conjunction' }).format(
        consent.scopes.map((scope) => t(`consent.scope.${scope}`)),
      ),
    })
  const ours = notice.consent ? described(notice.consent.ours) : ''
  const theirs = notice.consent?.theirs ? described(notice.consent.theirs) : ''
  return notice.key === 'consentCleared'
    ? t('consent.conflict.cleared', { ours })
    : t('consent.conflict.newer', { ours, theirs })
}

/** The words of the button that keeps the service's consent (drops the one recorded here). */
export function useKeepTheirsLabel(): (notice: OutboxNotice) => string {
  const { t } = useTranslation()
  return (notice) =>
    t(notice.key === 'consentCleared' ? 'consent.conflict.keepCleared' : 'consent.conflict.keep')
}
