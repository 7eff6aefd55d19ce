/** Fit width or 100 %: two buttons, one pressed. */
import { useTranslation } from 'react-i18next'
import { SegmentedControl } from '../../../ui'

export type ZoomMode = 'fit' | 'actual'

export function ZoomSwitch({ mode, onChange }: { mode: ZoomMode; onChange: (mode: ZoomMode) => void }) {
  const { t } = useTranslation()
  return (
    <SegmentedControl<ZoomMode>
      label={t('viewer.zoom')}
      semantics="pressed"
      size="small"
      value={mode}
      onChange={onChange}
      options={[
        { value: 'fit', label: t('viewer.fitWidth'), testId: 'zoom-fit' },
        { value: 'actual', label: t('viewer.actualSize'), testId: 'zoom-actual' },
      ]}
    />
  )
}
