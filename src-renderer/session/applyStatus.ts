/** Every new connection status goes through here, whether it came from a call or from an event. */
import type { AuthStatus } from '../../src-shared/contract'
import { useNavigation } from '../store/navigation'
import { useSession } from '../store/session'
import { forgetAccount, leftAccount } from './account'

export function applyStatus(status: AuthStatus): void {
  if (leftAccount(useSession.getState().status, status)) forgetAccount()
  if (!status.connected) {
    useNavigation.getState().reset()
    useSession.getState().closeReplaceKey()
  }
  useSession.getState().setStatus(status)
}
