/** Why there is no live picture (blocked, none, busy), what to do about it, and that files still work. */
import { useTranslation } from 'react-i18next'
import { Button, Icon } from '../../../ui'
import { cx } from '../../../ui/classNames'
import styles from './camera.module.css'
import type { CameraProblem } from './useCameraStream'

export function CameraProblemNotice({ problem, onRetry }: { problem: CameraProblem; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={cx(styles.stage, styles.problem)} role="alert" data-testid={`camera-${problem}`}>
      <Icon name={problem === 'missing' ? 'camera-missing' : 'camera-off'} size={36} />
      <p className={styles.problemTitle}>{t(`camera.problem.${problem}.title`)}</p>
      <p>{t(`camera.problem.${problem}.body`)}</p>
      <Button size="small" data-testid="camera-retry" onClick={onRetry}>
        {t('camera.tryAgain')}
      </Button>
    </div>
  )
}
