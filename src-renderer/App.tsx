/** Decides what the workstation shows: starting up, the connect screen, or the connected shell. */
import { useTranslation } from 'react-i18next'
import { ConnectScreen } from './connect/ConnectScreen'
import { accountOf } from './session/account'
import { useDataChanges } from './data/useDataChanges'
import { useSessionSync } from './session/useSessionSync'
import { Shell } from './shell/Shell'
import { useSession } from './store/session'
import { Spinner } from './ui'
import styles from './App.module.css'

export function App() {
  useSessionSync()
  useDataChanges()
  const { t } = useTranslation()
  const status = useSession((s) => s.status)
  const info = useSession((s) => s.info)

  if (!status || !info) {
    return (
      <div className={styles.splash} role="status">
        <Spinner size="large" />
        <p>{t('app.loading')}</p>
      </div>
    )
  }
  if (!status.connected) return <ConnectScreen defaultBaseUrl={info.defaultRemoteBaseUrl} />
  // A new account gets a new shell: nothing the previous one loaded survives in a component's state.
  return <Shell key={accountOf(status)} status={status} />
}
