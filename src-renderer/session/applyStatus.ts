/** Every new connection status goes through here, whether it came from a call or from an event. */
import type { AuthStatus } from '../../src-preload/contract'
import { useNavigation } from '../store/navigation'
import { useSession } from '../store/session'

export function applyStatus(status: AuthStatus): void {
  if (!status.connected) {
    useNavigation.getState().reset()
    useSession.getState().closeReplaceKey()
  }
  useSession.getState().setStatus(status)
}
