/** The sheet's use (the patient's file, or education and marketing) and, for marketing, what its photos show. */
import { useTranslation } from 'react-i18next'
import type { SheetCrop, SheetPurpose } from '../../../src-shared/contract'
import { SegmentedControl } from '../../ui'
import type { SheetForm } from './useSheetForm'
import styles from './sheets.module.css'

export function SheetUseFields({ form, disabled }: { form: SheetForm; disabled: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={styles.use}>
      <div className={styles.group}>
        <span className={styles.legend}>{t('sheet.use')}</span>
        <SegmentedControl<SheetPurpose>
          label={t('sheet.use')}
          size="large"
          value={form.purpose}
          onChange={form.setPurpose}
          disabled={disabled}
          options={[
            {
              value: 'patientFile',
              label: t('sheet.purpose.patientFile'),
              detail: t('sheet.purpose.patientFileDetail'),
              testId: 'sheet-purpose-patientFile',
            },
            {
              value: 'marketing',
              label: t('sheet.purpose.marketing'),
              detail: t('sheet.purpose.marketingDetail'),
              testId: 'sheet-purpose-marketing',
            },
          ]}
        />
      </div>
      {form.purpose === 'marketing' ? (
        <div className={styles.group}>
          <span className={styles.legend}>{t('sheet.cropLabel')}</span>
          <SegmentedControl<SheetCrop>
            label={t('sheet.cropLabel')}
            value={form.crop}
            onChange={form.setCrop}
            disabled={disabled}
            options={[
              { value: 'face', label: t('sheet.crop.face'), testId: 'sheet-crop-face' },
              {
                value: 'treatedZones',
                label: t('sheet.crop.treatedZones'),
                testId: 'sheet-crop-treatedZones',
              },
            ]}
          />
        </div>
      ) : null}
    </div>
  )
}
