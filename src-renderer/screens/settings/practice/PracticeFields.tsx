/** The practice software's fields: on/off, folder, short names, version, character set, file name, dataset. */
import { useTranslation } from 'react-i18next'
import type { PracticeSettings } from '../../../../src-shared/contract'
import { gdtCharsets, gdtVersions } from '../../../../src-shared/contractValues'
import { useChannel } from '../../../data/useChannel'
import { Checkbox, Select } from '../../../ui'
import { TextField } from '../../../ui/form/TextField'
import type { PracticeField } from './practiceCheck'

type Props = {
  values: PracticeSettings
  errors: Partial<Record<PracticeField, string>>
  disabled: boolean
  change: <K extends keyof PracticeSettings>(field: K, value: PracticeSettings[K]) => void
}

export function PracticeFields({ values, errors, disabled, change }: Props) {
  const { t } = useTranslation()
  const datasets = useChannel('datasets.list', { page: 1, pageSize: 100 }).data?.results ?? []
  const text = (field: 'folder' | 'pvsName' | 'ownName' | 'fileName', label: string, hint: string) => (
    <TextField
      id={`practice-${field}`}
      label={label}
      hint={hint}
      error={errors[field]}
      value={values[field]}
      maxLength={field === 'pvsName' || field === 'ownName' ? 4 : undefined}
      spellCheck={false}
      autoComplete="off"
      disabled={disabled}
      onChange={(event) => change(field, event.target.value)}
    />
  )
  return (
    <>
      <Checkbox
        label={t('practiceSettings.enabled')}
        checked={values.enabled}
        disabled={disabled}
        onChange={(event) => change('enabled', event.target.checked)}
      />
      {text('folder', t('practiceSettings.folder'), t('practiceSettings.folderHint'))}
      {text('pvsName', t('practiceSettings.pvsName'), t('practiceSettings.shortNameHint'))}
      {text('ownName', t('practiceSettings.ownName'), t('practiceSettings.shortNameHint'))}
      <Select
        id="practice-version"
        label={t('practiceSettings.version')}
        value={values.version}
        disabled={disabled}
        onChange={(event) => change('version', event.target.value as PracticeSettings['version'])}
      >
        {gdtVersions.map((version) => (
          <option key={version} value={version}>
            {t(`practiceSettings.versions.${version}`)}
          </option>
        ))}
      </Select>
      <Select
        id="practice-charset"
        label={t('practiceSettings.charset')}
        hint={t('practiceSettings.charsetHint')}
        value={values.charset}
        disabled={disabled}
        onChange={(event) => change('charset', event.target.value as PracticeSettings['charset'])}
      >
        {gdtCharsets.map((charset) => (
          <option key={charset} value={charset}>
            {t(`practiceSettings.charsets.${charset}`)}
          </option>
        ))}
      </Select>
      {text('fileName', t('practiceSettings.fileName'), t('practiceSettings.fileNameHint'))}
      <Select
        id="practice-datasetId"
        label={t('practiceSettings.dataset')}
        hint={t('practiceSettings.datasetHint')}
        error={errors.datasetId}
        value={values.datasetId ?? ''}
        disabled={disabled}
        onChange={(event) => change('datasetId', event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('practiceSettings.datasetNone')}</option>
        {datasets.map((dataset) => (
          <option key={dataset.id} value={dataset.id}>
            {dataset.name}
          </option>
        ))}
        {values.datasetId !== null && !datasets.some((d) => d.id === values.datasetId) ? (
          <option value={values.datasetId}>{values.datasetId}</option>
        ) : null}
      </Select>
    </>
  )
}
