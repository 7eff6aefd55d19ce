/**
 * The subject form, new or edited: name (required), record number, birth date and sex. Before it sends, it asks
 * main for subjects that may be the same patient (same record number, or same name and birth date, in any
 * dataset); when there are, it shows them and sends only when the operator says so. The state and the sending:
 * useSubjectForm.ts; the fields: SubjectFields.tsx.
 */
import { useTranslation } from 'react-i18next'
import type { Subject } from '../../../src-shared/contract'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { Alert, Button, Form, Modal, ModalFooter, Text } from '../../ui'
import { DuplicateWarning } from './DuplicateWarning'
import { SubjectFields } from './SubjectFields'
import { useSubjectForm } from './useSubjectForm'

type Props = {
  onClose: () => void
  onDone: (subject: Subject) => void
} & ({ mode: 'create'; datasetId: string; datasetName: string } | { mode: 'edit'; subject: Subject })

export function SubjectFormDialog(props: Props) {
  const { onClose, onDone } = props
  const { t } = useTranslation()
  const editing = props.mode === 'edit' ? props.subject : null
  const datasetId = editing?.datasetId ?? (props.mode === 'create' ? props.datasetId : '')
  const form = useSubjectForm(editing, datasetId, onDone)
  const { busy, withoutSex, warning } = form
  const submitLabel = warning
    ? t(editing ? 'subjectForm.saveAnyway' : 'subjectForm.createAnyway')
    : t(editing ? 'subjectForm.save' : 'newSubject.submit')

  return (
    <Modal
      title={t(editing ? 'subjectForm.editTitle' : 'newSubject.title')}
      onClose={withoutSex ? () => onDone(withoutSex) : onClose}
      busy={busy}
      testId={editing ? 'edit-subject-dialog' : 'new-subject-dialog'}
    >
      {props.mode === 'create' ? (
        <Text tone="muted">{t('newSubject.body', { dataset: props.datasetName })}</Text>
      ) : null}
      <Form onSubmit={(e) => void form.submit(e)} noValidate>
        <SubjectFields form={form} />
        {warning ? <DuplicateWarning hits={warning} /> : null}
        <ErrorAlert error={form.error} testId={editing ? 'edit-subject-error' : 'new-subject-error'} />
        {withoutSex ? (
          <>
            <Alert tone="warning" data-testid="subject-sex-not-saved">
              {t(editing ? 'subjectForm.sexNotSavedEdit' : 'subjectForm.sexNotSaved', {
                sex: t(`subjects.sexValue.${form.sex}`),
              })}
            </Alert>
            <ModalFooter>
              <Button
                variant="primary"
                data-testid="subject-sex-not-saved-continue"
                autoFocus
                onClick={() => onDone(withoutSex)}
              >
                {t('subjectForm.continue')}
              </Button>
            </ModalFooter>
          </>
        ) : (
          <ModalActions
            busy={busy}
            onCancel={onClose}
            submitLabel={submitLabel}
            busyLabel={t(editing ? 'subjectForm.saving' : 'newSubject.busy')}
            submitTestId={editing ? 'subject-save-submit' : 'subject-create-submit'}
          />
        )}
      </Form>
    </Modal>
  )
}
