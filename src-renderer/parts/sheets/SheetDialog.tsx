/**
 * "Before/after sheet…": two visits, up to three sides, the use, for marketing the crop, the language. Making it
 * measures each photo's face (compare's measure) with the progress said, then main makes and keeps the PDF; the
 * dialog then offers to open it. A refusal is said in words; one for want of the marketing consent offers to
 * record it.
 */
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../../src-shared/contract'
import { SkinError } from '../../bridge/skin'
import { useChannel } from '../../data/useChannel'
import { useErrorText } from '../../i18n/useErrorText'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { Form, Modal, Text } from '../../ui'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ReportLocaleField } from '../reportLocale/ReportLocaleField'
import { useReportLocaleInput } from '../reportLocale/useReportLocaleInput'
import { makeSheet, storedFaceMeasure, type MeasureFace, type SheetProgress } from './makeSheet'
import { SheetMade } from './SheetMade'
import { SheetConsent, SheetRefusal } from './SheetRefusal'
import { sheetCaptures, type ChosenPair } from './sheetChoices'
import { SheetUseFields } from './SheetUseFields'
import { SheetVisitFields } from './SheetVisitFields'
import { useSheetForm } from './useSheetForm'
import styles from './sheets.module.css'

type Props = {
  target: SubjectTarget
  /** Compare's pair of visits (their keys), offered first. */
  wanted?: ChosenPair | null
  onClose: () => void
  /** How a photo's face is measured (the face model on the stored photo; tests give their own). */
  measure?: MeasureFace
}

export function SheetDialog({ target, wanted = null, onClose, measure }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const openReport = useNavigation((s) => s.openReport)
  const { datasetId, subjectId } = target
  const history = useChannel('history.forSubject', { datasetId, subjectId, since: null })
  const captures = useMemo(() => sheetCaptures(history.data?.visits ?? []), [history.data])
  const form = useSheetForm(captures, wanted)
  const language = useReportLocaleInput()
  const [sidesError, setSidesError] = useState(false)
  const [progress, setProgress] = useState<SheetProgress | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [made, setMade] = useState<SavedReport | null>(null)
  const [consented, setConsented] = useState(false)
  const [recording, setRecording] = useState(false)
  const busy = progress !== null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const locale = language.check()
    setSidesError(form.sides.length === 0)
    if (locale === null || form.sides.length === 0 || !form.before || !form.after) return
    setError(null)
    setConsented(false)
    try {
      const sheet = await makeSheet(
        {
          datasetId,
          subjectId,
          subjectName: target.subjectName || null,
          before: form.before,
          after: form.after,
          sides: form.sides,
          purpose: form.purpose,
          crop: form.crop,
          locale,
        },
        measure ?? storedFaceMeasure(datasetId, subjectId),
        setProgress,
      )
      setMade(sheet)
    } catch (e) {
      if (e instanceof SkinError && e.field === 'locale') language.setFieldError(errorText(e))
      else setError(e)
    }
    setProgress(null)
  }

  if (made) {
    return (
      <Modal title={t('sheet.title')} onClose={onClose} testId="sheet-dialog" size="wide">
        <SheetMade onOpen={() => openReport(target, made)} onClose={onClose} />
      </Modal>
    )
  }
  const ready = history.status === 'ready'
  return (
    <Modal title={t('sheet.title')} onClose={onClose} busy={busy} testId="sheet-dialog" size="wide">
      <Text tone="muted">{t('sheet.body')}</Text>
      {ready && captures.length < 2 ? <Text data-testid="sheet-need-two">{t('sheet.needTwo')}</Text> : null}
      {history.status === 'error' ? <SheetRefusal error={history.error} /> : null}
      <Form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        {captures.length >= 2 ? (
          <>
            <SheetVisitFields form={form} disabled={busy} sidesError={sidesError} />
            <SheetUseFields form={form} disabled={busy} />
          </>
        ) : null}
        <ReportLocaleField
          id="sheetLocale"
          label={t('sheet.locale')}
          testId="sheet-locale"
          errorTestId="sheet-locale-error"
          value={language.locale}
          onChange={language.change}
          error={language.fieldError}
          disabled={busy}
        />
        <SheetRefusal error={error} onRecordConsent={() => setRecording(true)} />
        {consented ? (
          <Text role="status" data-testid="sheet-consented">
            {t('sheet.consentRecorded')}
          </Text>
        ) : null}
        {progress ? (
          <Text tone="muted" role="status" data-testid="sheet-progress">
            {progress.step === 'measuring'
              ? t('sheet.measuring', { done: progress.done, of: progress.of })
              : t('sheet.making')}
          </Text>
        ) : null}
        <ModalActions
          busy={busy}
          onCancel={onClose}
          submitLabel={t('sheet.submit')}
          busyLabel={t('sheet.busy')}
          submitTestId="sheet-make"
        />
      </Form>
      {recording ? (
        <SheetConsent
          target={target}
          onClose={() => setRecording(false)}
          onDone={() => {
            setRecording(false)
            setError(null)
            setConsented(true)
          }}
        />
      ) : null}
    </Modal>
  )
}
