/**
 * The subject's record on their screen: the facts, the photo consent, and "Edit", "Remove from this
 * workstation" and "Delete subject". Removing and deleting ask first, then go back to the dataset.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Subject } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { ConsentState } from '../../parts/consent/ConsentState'
import { useConsentRequired } from '../../parts/consent/useConsentRequired'
import { ConfirmAction } from '../../ui/dialog/ConfirmAction'
import { SubjectOutboxNotices } from '../../parts/queue/SubjectOutboxNotices'
import { SubjectFormDialog } from './SubjectFormDialog'
import { Badge, Button, Card, Icon } from '../../ui'
import { RemoveLocalAction } from './RemoveLocalAction'
import { SubjectFacts } from './SubjectFacts'
import styles from './subject.module.css'
import { useClinicRule } from '../../data/useClinicRule'

type Props = { subject: Subject; onDeleted: () => void }

export function SubjectRecordCard({ subject, onDeleted }: Props) {
  const { t } = useTranslation()
  const consent = useConsentRequired()
  const [editing, setEditing] = useState(false)
  const deleteAtService = useClinicRule('subjectsDeleteAtService')
  return (
    <Card className={styles.recordCard}>
      {subject.unsent ? (
        <Badge tone="warning" className={styles.unsent} data-testid="subject-unsent">
          <Icon name="upload" />
          {t('subject.unsent')}
        </Badge>
      ) : null}
      <SubjectOutboxNotices subjectId={subject.id} />
      <SubjectFacts subject={subject} />
      {consent.known ? <ConsentState subject={subject} required={consent.required} /> : null}
      <div className={styles.recordActions}>
        <Button size="small" data-testid="subject-edit" onClick={() => setEditing(true)}>
          {t('subjectForm.edit')}
        </Button>
        <RemoveLocalAction subject={subject} onRemoved={onDeleted} />
        {deleteAtService ? (
          <ConfirmAction
            label={t('removeSubject.button')}
            variant="danger-quiet"
            size="small"
            testId="subject-remove"
            title={t('removeSubject.title', { name: subject.name })}
            body={t('removeSubject.body')}
            confirmLabel={t('removeSubject.confirm')}
            busyLabel={t('removeSubject.busy')}
            onConfirm={async () => {
              await skin.subjects.remove({ datasetId: subject.datasetId, subjectId: subject.id })
              onDeleted()
            }}
          />
        ) : null}
      </div>
      {editing ? (
        <SubjectFormDialog
          mode="edit"
          subject={subject}
          onClose={() => setEditing(false)}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </Card>
  )
}
