/** Shown until the workstation is connected: the demo on this computer, or the clinic's own service. */
import { useTranslation } from 'react-i18next'
import { AppHeader } from '../../ui/frame/AppHeader'
import { AppFrame } from '../../ui/frame/AppFrame'
import { useErrorText } from '../../i18n/useErrorText'
import { useSession } from '../../store/session'
import { Alert } from '../../ui'
import { DemoCard } from './DemoCard'
import { RemoteForm } from './RemoteForm'
import styles from './connect.module.css'

export function ConnectScreen({ defaultBaseUrl }: { defaultBaseUrl: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const startError = useSession((s) => s.startError)
  return (
    <AppFrame>
      <AppHeader />
      <main className={styles.connect} id="main">
        <div className={styles.intro}>
          <h1>{t('connect.title')}</h1>
          <p className={styles.muted}>{t('connect.intro')}</p>
        </div>
        {startError ? (
          <Alert tone="error" className={styles.startError}>
            {errorText(startError)}
          </Alert>
        ) : null}
        <div className={styles.choices}>
          <DemoCard />
          <div className={styles.or} aria-hidden="true">
            <span>{t('connect.or')}</span>
          </div>
          <RemoteForm defaultBaseUrl={defaultBaseUrl} />
        </div>
      </main>
    </AppFrame>
  )
}
