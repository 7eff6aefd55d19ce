/**
 * `dataKey.notice`: what the operator is told once after the account's data key was lost (a new OS profile, a
 * keychain reset): the copies kept here are fetched again, and captures waiting to be sent could not be read.
 * Kept until dismissed, for this start of the app.
 */
import type { KeyLossNotice } from '../../../src-shared/contract'
import type { AccountSpace } from '../../store/accountSpace'

export function createKeyNotice(space: Pick<AccountSpace, 'keyState' | 'unrecoverableCaptures'>) {
  let notice: KeyLossNotice | null =
    space.keyState === 'lost' ? { unrecoverableCaptures: space.unrecoverableCaptures } : null
  return {
    get: async (): Promise<KeyLossNotice | null> => notice,
    dismiss: async (): Promise<Record<string, never>> => {
      notice = null
      return {}
    },
  }
}
