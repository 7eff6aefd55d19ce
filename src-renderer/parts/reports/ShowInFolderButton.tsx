/** "Show in folder": the saved file in the system's file manager (Electron only). */
import { useTranslation } from 'react-i18next'
import { useBusyAction } from '../../ui/feedback/useBusyAction'
import { skin } from '../../bridge/skin'
import { Button } from '../../ui'

export function ShowInFolderButton({
  reportId,
  onError,
}: {
  reportId: string
  onError: (error: unknown) => void
}) {
  const { t } = useTranslation()
  const { busy, run } = useBusyAction(onError)
  const show = () => run(() => skin.reports.showInFolder({ reportId }))

  return (
    <Button
      variant="quiet"
      size="small"
      data-testid="report-show-in-folder"
      disabled={busy}
      onClick={() => void show()}
    >
      {t('reports.showInFolder')}
    </Button>
  )
}
