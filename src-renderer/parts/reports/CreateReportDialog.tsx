/**
 * "Create PDF report" for one visit: the report's language (checked here before anything is sent; the service's
 * own refusal lands on the same field), then the service renders it, which can take a few seconds.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../../src-shared/contract'
import { skin, SkinError } from '../../bridge/skin'
import { Form, Modal, Text } from '../../ui'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { useErrorText } from '../../i18n/useErrorText'
import { ReportLocaleField } from '../reportLocale/ReportLocaleField'
import { useReportLocaleInput } from '../reportLocale/useReportLocaleInput'
import type { SubjectTarget } from '../../store/navigation'

type Props = {
  target: SubjectTarget
  imageId: string
  visitAt: string | null
  onClose: () => void
  onCreated: (report: SavedReport) => void
}

export function CreateReportDialog({ target, imageId, visitAt, onClose, onCreated }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { locale, fieldError, setFieldError, change, check } = useReportLocaleInput()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = check()
    if (checked === null) return
    setBusy(true)
    setError(null)
    try {
      onCreated(
        await skin.reports.generate({
          datasetId: target.datasetId,
          subjectId: target.subjectId,
          subjectName: target.subjectName,
          imageId,
          visitAt,
          locale: checked,
        }),
      )
    } catch (e) {
      if (e instanceof SkinError && e.field === 'locale') setFieldError(errorText(e))
      else setError(e)
      setBusy(false)
    }
  }

  return (
    <Modal title={t('createReport.title')} onClose={onClose} busy={busy} testId="report-dialog">
      <Text tone="muted">{t('createReport.body')}</Text>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <ReportLocaleField
          id="reportLocale"
          label={t('createReport.locale')}
          testId="report-locale"
          errorTestId="report-locale-error"
          value={locale}
          onChange={change}
          error={fieldError}
          disabled={busy}
          autoFocus
        />
        <ErrorAlert error={error} testId="report-error" />
        {busy ? (
          <Text tone="muted" role="status">
            {t('createReport.wait')}
          </Text>
        ) : null}
        <ModalActions
          busy={busy}
          onCancel={onClose}
          submitLabel={t('createReport.submit')}
          busyLabel={t('createReport.busy')}
          submitTestId="report-generate"
        />
      </Form>
    </Modal>
  )
}
