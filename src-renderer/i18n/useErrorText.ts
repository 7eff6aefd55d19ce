/** The translated text for whatever a bridge call threw. */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { SkinError } from '../bridge/skin'
import { errorMessageFor } from './errorKey'

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const message =
        error instanceof SkinError
          ? errorMessageFor(error.code, error.params)
          : errorMessageFor('internal', {})
      return t(message.key, message.params)
    },
    [t],
  )
}
