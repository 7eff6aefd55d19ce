/** "Export diagnostics…": one JSON file for the clinic's support desk (FileExport: where it goes, per host). */
import { useTranslation } from 'react-i18next'
import { diagnosticsFileName } from '../../../src-shared/domain/diagnosticsFileName'
import { skin } from '../../bridge/skin'
import { FileExport } from './export/FileExport'

export function DiagnosticsExport() {
  const { t } = useTranslation()
  return (
    <FileExport
      buttonTestId="export-diagnostics"
      testId="diagnostics"
      label={t('support.exportDiagnostics')}
      busyLabel={t('support.exporting')}
      savedLabel={t('support.exported')}
      dialogTitle={t('support.saveTitle')}
      dialogBody={t('support.saveBody')}
      defaultFolder="diagnostics"
      defaultFileName={() => diagnosticsFileName(new Date())}
      save={(where) => skin.support.exportDiagnostics(where)}
    />
  )
}
