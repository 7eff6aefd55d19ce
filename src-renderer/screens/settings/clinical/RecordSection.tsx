/**
 * Settings → Record system (FHIR R4), issue 44: where a visit's results, photos and PDF go as a transaction Bundle.
 * Administrators change it (main refuses anyone else and audits each change: record.settingsChanged); everyone
 * else sees it read-only. The token and the SMART client key stay in the keychain: only whether one is saved shows.
 */
import { useTranslation } from 'react-i18next'
import type { RecordSettingsView } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { putAnswer } from '../../../data/putAnswer'
import { useChannel } from '../../../data/useChannel'
import { useOperator } from '../../../store/operatorStore'
import { Section } from '../../../ui'
import { LoadFailed } from '../../../ui/feedback/LoadFailed'
import { checkRecord } from './clinicalCheck'
import { ClinicalFormFrame } from './ClinicalFormFrame'
import { RecordFields, type RecordValues } from './RecordFields'
import { useClinicalForm } from './useClinicalForm'

const valuesOf = (view: RecordSettingsView): RecordValues => ({
  ...view,
  entries: view.entriesPerTransaction === null ? '' : String(view.entriesPerTransaction),
})

function RecordForm({ saved }: { saved: RecordSettingsView }) {
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  const form = useClinicalForm({
    saved: valuesOf(saved),
    check: (values: RecordValues) => checkRecord(values, values.entries),
    save: async (settings, token) => {
      const answer = await skin.record['settings.set']({ settings, token })
      putAnswer('record.settings.get', {}, answer)
      return valuesOf(answer)
    },
  })
  return (
    <ClinicalFormFrame target="record" administrator={administrator} form={form}>
      <RecordFields
        values={form.values}
        secret={form.secret}
        errors={form.errors}
        administrator={administrator}
        disabled={!administrator || form.busy}
        change={form.change}
        changeSecret={form.changeSecret}
      />
    </ClinicalFormFrame>
  )
}

export function RecordSection() {
  const { t } = useTranslation()
  const settings = useChannel('record.settings.get', {})
  return (
    <Section titleId="record-settings-title" title={t('clinicalSettings.record.title')}>
      {settings.data ? (
        <RecordForm saved={settings.data} />
      ) : settings.status === 'error' ? (
        <LoadFailed error={settings.error} onRetry={settings.retry} testId="record-settings-failed" />
      ) : null}
    </Section>
  )
}
