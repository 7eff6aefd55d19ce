/** The first choice: the demo service that runs on this computer. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../../bridge/skin'
import { useErrorText } from '../../i18n/useErrorText'
import { applyStatus } from '../applyStatus'
import { Alert, Button, Card, Icon } from '../../ui'
import styles from './connect.module.css'

const demoPoints = ['samples', 'offline', 'noAccount'] as const

export function DemoCard() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const start = async () => {
    setBusy(true)
    setError(null)
    try {
      applyStatus(await skin.auth.connectDemo())
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  return (
    <Card as="section" className={styles.card} aria-labelledby="demo-title">
      <div className={styles.icon} aria-hidden="true">
        <Icon name="monitor" size={22} />
      </div>
      <h2 id="demo-title">{t('connect.demo.title')}</h2>
      <p className={styles.cardBody}>{t('connect.demo.body')}</p>
      <ul className={styles.points}>
        {demoPoints.map((point) => (
          <li key={point}>
            <Icon name="check-round" />
            {t(`connect.demo.points.${point}`)}
          </li>
        ))}
        {/* not a selling point: a warning, and looks like one */}
        <li className={styles.pointWarning} data-testid="demo-not-real">
          <Icon name="warning" />
          {t('connect.demo.points.notReal')}
        </li>
      </ul>
      {error ? (
        <Alert tone="error" data-testid="demo-error">
          {errorText(error)}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" data-testid="connect-demo" onClick={() => void start()} busy={busy}>
          {busy ? t('connect.demo.busy') : t('connect.demo.button')}
        </Button>
      </div>
    </Card>
  )
}
