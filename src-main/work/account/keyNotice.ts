/**
 * `dataKey.notice`: what the operator is told after the account's data key was lost (a new OS profile, a keychain
 * reset): the copies kept here are fetched again, and what did not open with the key at hand was set aside
 * (store/sealing/setAside.ts), never deleted. A loss at this start is told to everyone until dismissed; set-aside data
 * waits for an administrator, start after start, until one deletes it (`dataKey.discardSetAside`) — or the old key
 * is found. Plain databases refused in the encrypted folder (store/sealing/plainDatabases.ts) wait there the same way, as
 * evidence: `plainRefused` tells administrators how many times that happened.
 */
import { join } from 'node:path'
import type { KeyLossNotice } from '../../../src-shared/contract'
import type { AccountSpace } from '../../store/accountSpace'
import { dataKeyId } from '../../secrets/recoveryKey'
import { readRecoveryFiles } from '../../store/sealing/recoveryFiles'
import {
  discardSetAside,
  isPlainSetAside,
  SET_ASIDE_FOLDER,
  setAsideFolders,
} from '../../store/sealing/setAside'

export function createKeyNotice(
  space: Pick<AccountSpace, 'keyState' | 'unrecoverableCaptures' | 'dir' | 'dataKey'>,
) {
  let lostNow = space.keyState === 'lost'
  return {
    async get(): Promise<KeyLossNotice | null> {
      const folders = await setAsideFolders(space.dir)
      const setAside = folders.length > 0 ? join(space.dir, SET_ASIDE_FOLDER) : null
      if (!lostNow && setAside === null) return null
      // refused plain databases (issue 41) are evidence: no key opens them
      const plainRefused = folders.filter(isPlainSetAside).length
      const keyLossSetAside = folders.length > plainRefused
      // a recovery key of another data key than the one in use may open what was set aside
      const recoverable =
        keyLossSetAside &&
        (await readRecoveryFiles(space.dir)).some((f) => f.keyId !== dataKeyId(space.dataKey))
      return {
        unrecoverableCaptures: lostNow ? space.unrecoverableCaptures : 0,
        setAside,
        lostNow,
        recoverable,
        keyLossSetAside,
        plainRefused,
      }
    },
    dismiss: async (): Promise<Record<string, never>> => {
      lostNow = false
      return {}
    },
    async discard(): Promise<Record<string, never>> {
      await discardSetAside(space.dir)
      lostNow = false
      return {}
    },
  }
}
