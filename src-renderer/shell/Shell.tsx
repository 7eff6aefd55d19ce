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
import { useScreenFocus } from './useScreenFocus'
import { AppHeader } from './AppHeader'
import { ConnectionStatus } from './ConnectionStatus'
import { KeyLossBanner } from './KeyLossBanner'
import { KeyRejectedBanner } from './KeyRejectedBanner'
import { OfflineBanner } from './OfflineBanner'

export function Shell({ status }: { status: AuthStatus }) {
  const { t } = useTranslation()
  const screen = useNavigation((s) => s.screen)
  const replaceKeyOpen = useSession((s) => s.replaceKeyOpen)
  const openReplaceKey = useSession((s) => s.openReplaceKey)
  const closeReplaceKey = useSession((s) => s.closeReplaceKey)
  useOfflineProgressSync()
  useScreenFocus(screenKeyOf(screen))

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
      <KeyLossBanner />
      <main className="content" id="main" aria-label={t('shell.mainLabel')}>
        <OpenScreen screen={screen} />
      </main>
      {replaceKeyOpen ? (
        <ReplaceKeyDialog initialCompanyId={status.companyId ?? ''} onClose={closeReplaceKey} />
      ) : null}
    </div>
  )
}

/** The open screen and whose it is, as one text (a new key: focus moves). */
function screenKeyOf(screen: ReturnType<typeof useNavigation.getState>['screen']): string {
  const { name, ...rest } = screen
  const ids = Object.values(rest).flatMap((value) =>
    typeof value === 'object' && value !== null
      ? Object.entries(value)
          .filter(([key]) => key.endsWith('Id') || key === 'id')
          .map(([, id]) => String(id))
      : typeof value === 'string'
        ? [value]
        : [],
  )
  return [name, ...ids].join(':')
}
