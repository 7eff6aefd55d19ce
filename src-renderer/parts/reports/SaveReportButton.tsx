/**
 * "Save…": in Electron, main asks with the system's Save dialog (cancelling it says nothing); under the browser
 * host, which has no such dialog, a small dialog asks for a folder under the data folder's exports/ instead.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../../src-shared/contract'
import { useBusyAction } from '../../ui/feedback/useBusyAction'
import { skin } from '../../bridge/skin'
import { useSession } from '../../store/session'
import { Button } from '../../ui'
import { SaveReportDialog } from './SaveReportDialog'
import { useClinicRule } from '../../data/useClinicRule'

type Props = {
  report: SavedReport
  onSaved: (path: string | null) => void
  onError: (error: unknown) => void
}

export function SaveReportButton({ report, onSaved, onError }: Props) {
  const { t } = useTranslation()
  const host = useSession((s) => s.info?.host ?? 'browser')
  const { busy, run } = useBusyAction(onError)
  const [asking, setAsking] = useState(false)
  const allowed = useClinicRule('reportsSaveOutside')

  const saveWithSystemDialog = () =>
    run(async () => {
      const result = await skin.reports.save({ reportId: report.id })
      if (result.saved) onSaved(result.path)
    })

  // The clinic keeps reports inside the app: no Save (main refuses it too).
  if (!allowed) return null
  return (
    <>
      <Button
        size="small"
        data-testid="report-save"
        busy={busy}
        onClick={() => (host === 'electron' ? void saveWithSystemDialog() : setAsking(true))}
      >
        {t('reports.save')}
      </Button>
      {asking ? (
        <SaveReportDialog
          report={report}
          onClose={() => setAsking(false)}
          onSaved={(path) => {
            setAsking(false)
            onError(null)
            onSaved(path)
          }}
        />
      ) : null}
    </>
  )
}
