/**
 * "Remove", confirmed in a dialog: the PDF leaves this workstation; copies saved elsewhere stay. The lists
 * showing it read again when main announces the change.
 */
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { ConfirmAction } from '../../ui/dialog/ConfirmAction'

export function RemoveReportButton({ report }: { report: SavedReport }) {
  const { t } = useTranslation()
  return (
    <ConfirmAction
      label={t('reports.remove')}
      variant="quiet"
      size="small"
      testId="report-remove"
      title={t('removeReport.title')}
      body={t('removeReport.body')}
      confirmLabel={t('removeReport.confirm')}
      onConfirm={async () => {
        await skin.reports.remove({ reportId: report.id })
      }}
    />
  )
}
