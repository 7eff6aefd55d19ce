/**
 * The connected workstation with an operator signed in: header, connection banners, and the open screen; after
 * the set minutes without use (a capture holds it off, for a while), on "Lock now" or "Switch operator", main locks
 * and the lock screen takes the window's place until a sign-in: nothing of the screen below is drawn meanwhile, and
 * what the page read of patients is dropped (session/lock/whileLocked.ts).
 */
import { useCallback, useEffect } from 'react'
import type { AuthStatus, Operator } from '../../src-shared/contract'
import { DEFAULT_PRIVACY_SCREEN_MINUTES } from '../../src-shared/domain/privacyScreen'
import { useTranslation } from 'react-i18next'
import { useChannel } from '../data/useChannel'
import { DisconnectButton } from '../session/DisconnectButton'
import { useOfflineProgressSync } from '../parts/offline/useOfflineProgressSync'
import { LockScreen } from '../session/lock/LockScreen'
import { OperatorMenu } from '../session/operators/OperatorMenu'
import { applyOperatorStatus } from '../session/operators/useOperatorSync'
import { focusedControl, useIdleLock } from '../session/lock/useIdleLock'
import { forgetPatients } from '../session/lock/whileLocked'
import { skin } from '../bridge/skin'
import { PracticeRequests } from '../parts/practice/PracticeRequests'
import { QueueNavLink } from '../parts/queue/QueueNavLink'
import { ReplaceKeyDialog } from '../session/ReplaceKeyDialog'
import { SettingsNavLink } from '../screens/settings/SettingsNavLink'
import { useNavigation } from '../store/navigation'
import { useSession } from '../store/session'
import { Button } from '../ui'
import { OpenScreen } from './OpenScreen'
import { AppFrame } from '../ui/frame/AppFrame'
import { useScreenFocus } from './useScreenFocus'
import { AppHeader } from '../ui/frame/AppHeader'
import { ConnectionStatus } from './ConnectionStatus'
import { DemoBanner } from './DemoBanner'
import { KeyLossBanner } from './KeyLossBanner'
import { KeyRejectedBanner } from './KeyRejectedBanner'
import { OfflineBanner } from './OfflineBanner'
import styles from './Shell.module.css'

export function Shell({
  status,
  operator,
  locked,
}: {
  status: AuthStatus
  operator: Operator
  locked: boolean
}) {
  const { t } = useTranslation()
  const screen = useNavigation((s) => s.screen)
  const replaceKeyOpen = useSession((s) => s.replaceKeyOpen)
  const openReplaceKey = useSession((s) => s.openReplaceKey)
  const closeReplaceKey = useSession((s) => s.closeReplaceKey)
  useOfflineProgressSync()
  useScreenFocus(screenKeyOf(screen))
  // Until the preference is read (or when it cannot be), the default: patient data is hidden rather than not.
  const idleMinutes =
    useChannel('preferences.get', {}).data?.privacyScreenMinutes ?? DEFAULT_PRIVACY_SCREEN_MINUTES
  const lockNow = useCallback(() => {
    void skin.operator.lock().then(applyOperatorStatus, () => undefined)
  }, [])
  const idle = useIdleLock({ minutes: idleMinutes, paused: screen.name === 'capture', locked, lock: lockNow })
  const lockFromMenu = useCallback(() => {
    idle.rememberFocus(focusedControl())
    lockNow()
  }, [idle, lockNow])
  const administrator = operator.role === 'administrator'
  // Locked: the screen below is gone (this render), then what the page read of patients goes too.
  useEffect(() => {
    if (locked) void forgetPatients()
  }, [locked])

  if (locked) return <LockScreen operator={operator} />
  return (
    <AppFrame>
      <AppHeader>
        <ConnectionStatus status={status} />
        <div className={styles.actions}>
          <QueueNavLink />
          <SettingsNavLink />
          {status.mode === 'remote' && administrator ? (
            <Button variant="quiet" data-testid="replace-key" onClick={openReplaceKey}>
              {t('shell.replaceKey')}
            </Button>
          ) : null}
          {administrator ? <DisconnectButton mode={status.mode} /> : null}
          <OperatorMenu operator={operator} onLock={lockFromMenu} />
        </div>
      </AppHeader>
      {status.mode === 'demo' ? <DemoBanner /> : null}
      {status.keyAccepted ? null : <KeyRejectedBanner />}
      {status.online ? null : <OfflineBanner lastOnlineAt={status.lastOnlineAt} />}
      <KeyLossBanner />
      <PracticeRequests />
      <main className={styles.content} id="main" aria-label={t('shell.mainLabel')}>
        <OpenScreen screen={screen} />
      </main>
      {replaceKeyOpen ? (
        <ReplaceKeyDialog initialCompanyId={status.companyId ?? ''} onClose={closeReplaceKey} />
      ) : null}
    </AppFrame>
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
