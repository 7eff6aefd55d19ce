/**
 * Settings → Image archive (DICOM), issue 44: the PACS's DICOMweb root, where a visit's photos (VL Photographic
 * Image) and its PDF (Encapsulated PDF) are stored through STOW-RS. Administrators change it (audited:
 * archive.settingsChanged); everyone else sees it read-only. The password or token stays in the keychain.
 */
import { useTranslation } from 'react-i18next'
import type { ArchiveSettings, ArchiveSettingsView } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { putAnswer } from '../../../data/putAnswer'
import { useChannel } from '../../../data/useChannel'
import { useOperator } from '../../../store/operatorStore'
import { Checkbox, Section, Select } from '../../../ui'
import { LoadFailed } from '../../../ui/feedback/LoadFailed'
import { TextField } from '../../../ui/form/TextField'
import { checkArchive } from './clinicalCheck'
import { ClinicalFormFrame } from './ClinicalFormFrame'
import { SecretInput } from './SecretInput'
import { useClinicalForm } from './useClinicalForm'

const authKinds = ['none', 'basic', 'bearer'] as const satisfies readonly ArchiveSettings['auth'][]

function ArchiveForm({ saved }: { saved: ArchiveSettingsView }) {
  const { t } = useTranslation()
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  const form = useClinicalForm({
    saved,
    check: checkArchive,
    save: async (settings, secret) => {
      const answer = await skin.archive['settings.set']({ settings, secret })
      putAnswer('archive.settings.get', {}, answer)
      return answer
    },
  })
  const { values, errors, change } = form
  const disabled = !administrator || form.busy
  return (
    <ClinicalFormFrame target="archive" administrator={administrator} form={form}>
      <Checkbox
        label={t('clinicalSettings.archive.enabled')}
        checked={values.enabled}
        disabled={disabled}
        onChange={(event) => change('enabled', event.target.checked)}
      />
      <TextField
        id="archive-baseUrl"
        label={t('clinicalSettings.archive.baseUrl')}
        hint={t('clinicalSettings.archive.baseUrlHint')}
        error={errors.baseUrl}
        value={values.baseUrl}
        spellCheck={false}
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => change('baseUrl', event.target.value)}
      />
      <Select
        id="archive-auth"
        label={t('clinicalSettings.archive.auth')}
        value={values.auth}
        disabled={disabled}
        onChange={(event) => change('auth', event.target.value as ArchiveSettings['auth'])}
      >
        {authKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`clinicalSettings.archive.auths.${kind}`)}
          </option>
        ))}
      </Select>
      {values.auth === 'basic' ? (
        <TextField
          id="archive-username"
          label={t('clinicalSettings.archive.username')}
          error={errors.username}
          value={values.username}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => change('username', event.target.value)}
        />
      ) : null}
      {values.auth !== 'none' ? (
        <SecretInput
          id="archive-secret"
          label={t(`clinicalSettings.archive.secret.${values.auth}`)}
          saved={values.secretSaved}
          value={form.secret}
          error={errors.secret}
          disabled={disabled}
          onChange={form.changeSecret}
        />
      ) : null}
      <Checkbox
        label={t('clinicalSettings.archive.autoArchive')}
        checked={values.autoArchive}
        disabled={disabled}
        onChange={(event) => change('autoArchive', event.target.checked)}
      />
    </ClinicalFormFrame>
  )
}

export function ArchiveSection() {
  const { t } = useTranslation()
  const settings = useChannel('archive.settings.get', {})
  return (
    <Section titleId="archive-settings-title" title={t('clinicalSettings.archive.title')}>
      {settings.data ? (
        <ArchiveForm saved={settings.data} />
      ) : settings.status === 'error' ? (
        <LoadFailed error={settings.error} onRetry={settings.retry} testId="archive-settings-failed" />
      ) : null}
    </Section>
  )
}
