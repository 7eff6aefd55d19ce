/** Which camera: every video input the system lists (names appear once camera access is allowed). */
import { useTranslation } from 'react-i18next'
import { VisuallyHidden } from '../../../ui'
import styles from './camera.module.css'
import type { Camera } from './useCameras'

type Props = { cameras: Camera[]; value: string | null; onChange: (deviceId: string) => void }

export function CameraPicker({ cameras, value, onChange }: Props) {
  const { t } = useTranslation()
  const usable = cameras.filter((camera) => camera.deviceId !== '')
  return (
    <label className={styles.picker}>
      <VisuallyHidden>{t('camera.choose')}</VisuallyHidden>
      <select
        data-testid="camera-select"
        value={value ?? ''}
        disabled={usable.length === 0}
        onChange={(e) => onChange(e.target.value)}
      >
        {value === null || !usable.some((camera) => camera.deviceId === value) ? (
          <option value="">{t('camera.default')}</option>
        ) : null}
        {usable.map((camera, i) => (
          <option key={camera.deviceId} value={camera.deviceId}>
            {camera.label || t('camera.numbered', { number: i + 1 })}
          </option>
        ))}
      </select>
    </label>
  )
}
