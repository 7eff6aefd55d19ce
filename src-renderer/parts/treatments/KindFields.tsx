/**
 * The kind's own fields: an injectable's amount and unit per chosen zone; an energy device's device, wavelength,
 * fluence, spot, pulse, passes and test spot; a peel's strength and minutes; home care's routine and dates.
 */
import { useTranslation } from 'react-i18next'
import type { FaceZone } from '../../../src-shared/contract'
import { Checkbox, Field } from '../../ui'
import { TextAreaField } from '../../ui/form/TextAreaField'
import { TextField } from '../../ui/form/TextField'
import type { DoseDraft, TreatmentDraft } from './treatmentForm'
import styles from './treatments.module.css'

type Props = {
  draft: TreatmentDraft
  errorText: (field: string) => string | null
  change: (patch: Partial<TreatmentDraft>) => void
  disabled: boolean
}

function Doses({ draft, errorText, change, disabled }: Props) {
  const { t } = useTranslation()
  const setDose = (zone: FaceZone, patch: Partial<DoseDraft>) =>
    change({ doses: { ...draft.doses, [zone]: { amount: '', unit: 'U', ...draft.doses[zone], ...patch } } })
  if (draft.zones.length === 0) return null
  return (
    <fieldset className={styles.doses} data-testid="treatment-doses">
      <legend>{t('treatments.field.doses')}</legend>
      {draft.zones.map((zone) => {
        const dose = draft.doses[zone] ?? { amount: '', unit: 'U' }
        const name = t(`treatments.zone.${zone}`)
        return (
          <div key={zone} className={styles.dose} data-zone={zone}>
            <TextField
              id={`dose-${zone}`}
              label={t('treatments.field.amountAt', { zone: name })}
              inputMode="decimal"
              value={dose.amount}
              error={errorText(`dose-${zone}`)}
              disabled={disabled}
              onChange={(e) => setDose(zone, { amount: e.target.value })}
            />
            <Field id={`dose-${zone}-unit`} label={t('treatments.field.unit')}>
              {(control) => (
                <select
                  {...control}
                  value={dose.unit}
                  disabled={disabled}
                  onChange={(e) => setDose(zone, { unit: e.target.value === 'ml' ? 'ml' : 'U' })}
                >
                  <option value="U">{t('treatments.unit.U')}</option>
                  <option value="ml">{t('treatments.unit.ml')}</option>
                </select>
              )}
            </Field>
          </div>
        )
      })}
    </fieldset>
  )
}

const energyNumbers = ['wavelengthNm', 'fluenceJcm2', 'spotMm', 'pulseMs', 'passes'] as const

export function KindFields(props: Props) {
  const { t } = useTranslation()
  const { draft, errorText, change, disabled } = props
  const input = (field: keyof TreatmentDraft, extra: { type?: string; inputMode?: 'decimal' } = {}) => (
    <TextField
      key={field}
      id={`treatment-${field}`}
      label={t(`treatments.field.${field}`)}
      value={draft[field] as string}
      error={errorText(field)}
      disabled={disabled}
      onChange={(e) => change({ [field]: e.target.value })}
      {...extra}
    />
  )
  if (draft.kind === 'injectable') return <Doses {...props} />
  if (draft.kind === 'energy')
    return (
      <>
        {input('device')}
        <div className={styles.row}>{energyNumbers.map((f) => input(f, { inputMode: 'decimal' }))}</div>
        <Checkbox
          label={t('treatments.field.testSpot')}
          checked={draft.testSpot}
          disabled={disabled}
          onChange={(e) => change({ testSpot: e.target.checked })}
        />
      </>
    )
  if (draft.kind === 'peel')
    return (
      <div className={styles.row}>
        {input('strength')}
        {input('minutes', { inputMode: 'decimal' })}
      </div>
    )
  return (
    <>
      <TextAreaField
        id="treatment-routine"
        label={t('treatments.field.routine')}
        value={draft.routine}
        disabled={disabled}
        onChange={(e) => change({ routine: e.target.value })}
      />
      <div className={styles.row}>
        {input('from', { type: 'date' })}
        {input('to', { type: 'date' })}
      </div>
    </>
  )
}
