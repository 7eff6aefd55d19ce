/**
 * Decides what the workstation shows: starting up, the connect screen, the first administrator or an operator's
 * sign-in (main's operator state), or the connected shell (with the lock screen over it while locked).
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { ConnectScreen } from './session/connect/ConnectScreen'
import { accountOf } from './session/account'
import { useDataChanges } from './data/useDataChanges'
import { useQueueChanges } from './parts/queue/useQueueList'
import { useSessionSync } from './session/useSessionSync'
import { FirstAdministratorScreen } from './session/operators/FirstAdministratorScreen'
import { useOperator } from './store/operatorStore'
import { SignInScreen } from './session/operators/SignInScreen'
import { useOperatorSync } from './session/operators/useOperatorSync'
import { ShellChunk, useShellAhead } from './shell/shellChunk'
import { useSession } from './store/session'
import { Spinner } from './ui'
import styles from './App.module.css'

export function App() {
  useSessionSync()
  useDataChanges()
  useQueueChanges()
  const { t } = useTranslation()
  const status = useSession((s) => s.status)
  const info = useSession((s) => s.info)
  const account = status ? accountOf(status) : ''
  useOperatorSync(account)
  const operator = useOperator((s) => s.status)
  useShellAhead(status?.connected ? true : status && info ? false : null)

  const splash = (
    <div className={styles.splash} role="status">
      <Spinner size="large" />
      <p>{t('app.loading')}</p>
    </div>
  )
  if (!status || !info || (status.connected && (!operator || operator.state === 'none'))) return splash
  if (!status.connected) return <ConnectScreen defaultBaseUrl={info.defaultRemoteBaseUrl} />
  if (!operator || operator.state === 'setup') return <FirstAdministratorScreen />
  if (operator.state === 'signedOut' || !operator.operator)
    return <SignInScreen companyName={status.companyName} />
  // A new account or operator gets a new shell: nothing the previous one loaded survives in a component's state.
  // The shell is a chunk of its own (shell/shellChunk.ts), loaded ahead: the splash only while it is not there.
  return (
    <Suspense fallback={splash}>
      <ShellChunk
        key={`${account} ${operator.operator.id}`}
        status={status}
        operator={operator.operator}
        locked={operator.state === 'locked'}
      />
    </Suspense>
  )
}
