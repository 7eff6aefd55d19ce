/**
 * Which account the workstation shows (service address and company). When another account takes over, or
 * none, everything the renderer holds of the previous one is dropped, so none of its patients stay on screen.
 */
import type { AuthStatus } from '../../src-shared/contract'
import { useOfflineProgress } from '../store/offlineProgressStore'
import { forgetAllData } from '../data/queryClient'
import { useNavigation } from '../store/navigation'

export function accountOf(status: AuthStatus): string {
  return status.connected ? `${status.baseUrl ?? ''} ${status.companyId ?? ''}` : ''
}

export function leftAccount(before: AuthStatus | null, after: AuthStatus): boolean {
  return before !== null && before.connected && accountOf(before) !== accountOf(after)
}

export function forgetAccount(): void {
  useNavigation.getState().reset()
  void forgetAllData()
  useOfflineProgress.getState().clear()
}
