/** The connected workstation: header, connection banners, and the open screen. */
import type { AuthStatus } from '../../src-shared/contract'
import { useTranslation } from 'react-i18next'
import { DisconnectButton } from '../disconnect/DisconnectButton'
import { useOfflineProgressSync } from '../offline/useOfflineProgressSync'
import { QueueNavLink } from '../queue/QueueNavLink'
import { ReplaceKeyDialog } from '../replaceKey/ReplaceKeyDialog'
import { SettingsNavLink } from '../settings/SettingsNavLink'
import { useNavigation } from '../store/navigation'
import { useSession } from '../store/session'
import { OpenScreen } from './OpenScreen'
import { AppHeader } from './AppHeader'
import { ConnectionStatus } from './ConnectionStatus'
import { KeyRejectedBanner } from './KeyRejectedBanner'
import { OfflineBanner } from './OfflineBanner'

export function Shell({ status }: { status: AuthStatus }) {
  const { t } = useTranslation()
  const screen = useNavigation((s) => s.screen)
  const replaceKeyOpen = useSession((s) => s.replaceKeyOpen)
  const openReplaceKey = useSession((s) => s.openReplaceKey)
  const closeReplaceKey = useSession((s) => s.closeReplaceKey)
  useOfflineProgressSync()

  return (
    <div className="app">
      <AppHeader>
        <ConnectionStatus status={status} />
        <div className="header-actions">
          <QueueNavLink />
          <SettingsNavLink />
          {status.mode === 'remote' ? (
            <button
              type="button"
              className="button button-quiet"
              data-testid="replace-key"
              onClick={openReplaceKey}
            >
              {t('shell.replaceKey')}
            </button>
          ) : null}
          <DisconnectButton mode={status.mode} />
        </div>
      </AppHeader>
      {status.keyAccepted ? null : <KeyRejectedBanner />}
      {status.online ? null : <OfflineBanner lastOnlineAt={status.lastOnlineAt} />}
      <main className="content" id="main" aria-label={t('shell.mainLabel')}>
        <OpenScreen screen={screen} />
      </main>
      {replaceKeyOpen ? (
        <ReplaceKeyDialog initialCompanyId={status.companyId ?? ''} onClose={closeReplaceKey} />
      ) : null}
    </div>
  )
}
