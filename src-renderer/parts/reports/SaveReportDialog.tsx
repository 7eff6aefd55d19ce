/** The browser host's stand-in for the system Save dialog, for a report: a folder under exports/ and a file name. */
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { SaveAsDialog } from '../../ui/dialog/SaveAsDialog'

const DEFAULT_FOLDER = 'reports'

type Props = { report: SavedReport; onClose: () => void; onSaved: (path: string | null) => void }

export function SaveReportDialog({ report, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  return (
    <SaveAsDialog
      title={t('saveReport.title')}
      body={t('saveReport.body')}
      defaultFolder={DEFAULT_FOLDER}
      defaultFileName={report.defaultFileName}
      save={(where) => skin.reports.save({ reportId: report.id, ...where })}
      onClose={onClose}
      onSaved={onSaved}
    />
  )
}
