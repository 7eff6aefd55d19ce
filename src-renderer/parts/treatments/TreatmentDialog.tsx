/**
 * "Record a treatment" (or change one): the kind, when, the product with its lot and expiry, the zones on the
 * face map, the kind's fields, skin type and notes; the signed-in operator is shown (main records who it is).
 * Saved through main's outbox, so offline too: the entry is at once in the list, marked as waiting. What does not
 * hold is said beside its field and nothing is sent; a refusal from main stays in the dialog, in words.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Treatment, TreatmentKind } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { useChannel } from '../../data/useChannel'
import { useOperator } from '../../store/operatorStore'
import { Form, Modal, Select, Text } from '../../ui'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { useBusyAction } from '../../ui/feedback/useBusyAction'
import { TextAreaField } from '../../ui/form/TextAreaField'
import { TextField } from '../../ui/form/TextField'
import { FaceMap } from './FaceMap'
import { KindFields } from './KindFields'
import { ProductFields } from './ProductFields'
import { RemoveTreatment } from './RemoveTreatment'
import { draftOf, emptyDraft, fieldsOf, type DraftErrors, type TreatmentDraft } from './treatmentForm'
import { kindOrder, skinTypeOrder } from './treatmentWords'
import styles from './treatments.module.css'

export type TreatmentDialogProps = {
  datasetId: string
  subjectId: string
  /** The visit it belongs to (its batch id, or the image id); null: between visits. */
  visitKey: string | null
  /** When it was done by default (the visit's time); null: now. */
  defaultAt: string | null
  /** The entry to change; null: a new one. */
  editing: Treatment | null
  onClose: () => void
  onSaved: (treatment: Treatment) => void
  /** The entry changed was removed instead. */
  onRemoved: () => void
}

/** The kind (fixed once recorded) and when it was done. */
function KindAndTime(props: {
  draft: TreatmentDraft
  change: (patch: Partial<TreatmentDraft>) => void
  busy: boolean
  kindFixed: boolean
  error: string | null
}) {
  const { t } = useTranslation()
  const { draft, change, busy } = props
  return (
    <div className={styles.row}>
      <Select
        id="treatment-kind"
        label={t('treatments.field.kind')}
        value={draft.kind}
        disabled={busy || props.kindFixed}
        onChange={(e) => change({ kind: e.target.value as TreatmentKind })}
      >
        {kindOrder.map((k) => (
          <option key={k} value={k}>
            {t(`treatments.kind.${k}`)}
          </option>
        ))}
      </Select>
      <TextField
        id="treatment-performedAt"
        type="datetime-local"
        step={1}
        label={t('treatments.field.performedAt')}
        value={draft.performedAt}
        error={props.error}
        disabled={busy}
        onChange={(e) => change({ performedAt: e.target.value })}
      />
    </div>
  )
}

export function TreatmentDialog(props: TreatmentDialogProps) {
  const { t } = useTranslation()
  const { editing } = props
  const operator = useOperator((s) => s.status?.operator?.name ?? null)
  const products = useChannel('products.list', {}).data ?? []
  const [draft, setDraft] = useState<TreatmentDraft>(() =>
    editing ? draftOf(editing) : emptyDraft('injectable', props.defaultAt),
  )
  // the time it opened with, to the millisecond (the input keeps seconds): kept when the operator leaves it
  const [opened] = useState(() => ({
    value: draft.performedAt,
    iso: editing ? editing.performedAt : props.defaultAt,
  }))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const { busy, run } = useBusyAction(setFailure)
  const change = (patch: Partial<TreatmentDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    // a field changed is no longer wrong until the next Save says so
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))))
  }
  const errorText = (field: string) => {
    const key = errors[field]
    return key ? t(`treatments.error.${key}`) : null
  }
  const submit = () => {
    const made = fieldsOf(draft, editing ? editing.visitKey : props.visitKey)
    setErrors(made.errors ?? {})
    if (!made.fields) return
    const fields =
      opened.iso !== null && draft.performedAt === opened.value
        ? { ...made.fields, performedAt: new Date(opened.iso).toISOString() }
        : made.fields
    void run(async () => {
      const saved = await skin.treatments.save({
        datasetId: props.datasetId,
        subjectId: props.subjectId,
        id: editing?.id ?? null,
        fields,
      })
      props.onSaved(saved)
    })
  }
  const shared = { draft, errorText, change, disabled: busy }
  return (
    <Modal
      title={t(editing ? 'treatments.changeTitle' : 'treatments.recordTitle')}
      onClose={props.onClose}
      busy={busy}
      testId="treatment-dialog"
      size="wide"
    >
      <Form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Text tone="muted" size="sm" data-testid="treatment-operator">
          {operator ? t('treatments.operator', { name: operator }) : t('treatments.operatorUnknown')}
        </Text>
        <KindAndTime
          draft={draft}
          change={change}
          busy={busy}
          kindFixed={editing !== null}
          error={errorText('performedAt')}
        />
        <ProductFields {...shared} products={products} errors={errors} />
        <FaceMap
          zones={draft.zones}
          onChange={(zones) => change({ zones })}
          disabled={busy}
          error={errorText('zones')}
        />
        <KindFields {...shared} />
        <Select
          id="treatment-skinType"
          label={t('treatments.field.skinType')}
          value={draft.skinType}
          disabled={busy}
          onChange={(e) => change({ skinType: e.target.value })}
        >
          <option value="">{t('treatments.skinTypeNone')}</option>
          {skinTypeOrder.map((s) => (
            <option key={s} value={s}>
              {t('treatments.skinType', { type: s })}
            </option>
          ))}
        </Select>
        <TextAreaField
          id="treatment-notes"
          label={t('treatments.field.notes')}
          value={draft.notes}
          disabled={busy}
          onChange={(e) => change({ notes: e.target.value })}
        />
        <ErrorAlert error={failure} testId="treatment-save-error" />
        {editing ? <RemoveTreatment treatment={editing} onRemoved={props.onRemoved} /> : null}
        <ModalActions
          busy={busy}
          onCancel={props.onClose}
          submitLabel={t('treatments.save')}
          busyLabel={t('treatments.saving')}
          submitTestId="treatment-save"
        />
      </Form>
    </Modal>
  )
}
