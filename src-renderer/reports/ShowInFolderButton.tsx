/** "Show in folder": the saved file in the system's file manager (Electron only). */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'

export function ShowInFolderButton({
  reportId,
  onError,
}: {
  reportId: string
  onError: (error: unknown) => void
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)

  const show = async () => {
    setBusy(true)
    onError(null)
    try {
      await skin.reports.showInFolder({ reportId })
    } catch (e) {
      onError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="button button-small button-quiet"
      data-testid="report-show-in-folder"
      disabled={busy}
      onClick={() => void show()}
    >
      {t('reports.showInFolder')}
    </button>
  )
}
