/** Shown until the workstation is connected: the demo on this computer, or the clinic's own service. */
import { useTranslation } from 'react-i18next'
import { AppHeader } from '../shell/AppHeader'
import { useErrorText } from '../i18n/useErrorText'
import { useSession } from '../store/session'
import { Alert } from '../ui'
import { DemoCard } from './DemoCard'
import { RemoteForm } from './RemoteForm'

export function ConnectScreen({ defaultBaseUrl }: { defaultBaseUrl: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const startError = useSession((s) => s.startError)
  return (
    <div className="app">
      <AppHeader />
      <main className="connect" id="main">
        <div className="connect-intro">
          <h1>{t('connect.title')}</h1>
          <p className="muted">{t('connect.intro')}</p>
        </div>
        {startError ? (
          <Alert tone="error" className="connect-start-error">
            {errorText(startError)}
          </Alert>
        ) : null}
        <div className="connect-choices">
          <DemoCard />
          <div className="connect-or" aria-hidden="true">
            <span>{t('connect.or')}</span>
          </div>
          <RemoteForm defaultBaseUrl={defaultBaseUrl} />
        </div>
      </main>
    </div>
  )
}
