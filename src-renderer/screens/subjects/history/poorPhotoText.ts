/** "Hard to compare with the first photo: the head is turned…", in the UI language (tooltip and data table). */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Comparability } from '../../../../src-shared/domain/faceMatch'
import { listFormat } from '../../../format/intlCache'

export function usePoorPhotoText(): (comparability: Comparability) => string {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return useCallback(
    (c: Comparability) =>
      t('history.poorPhoto', {
        reasons: listFormat(language, { type: 'conjunction' }).format(
          c.reasons.map((reason) => t(`history.photoReason.${reason}`)),
        ),
      }),
    [t, language],
  )
}
