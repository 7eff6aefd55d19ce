/**
 * The account's data key as its channels use it (dataKey.*): the recovery key's state and making one, and
 * set-aside data opened with it, after which the captures and writes taken back are sent like any others.
 */
import type { DataChange } from '../../../src-shared/contract'
import type { AccountSpace } from '../../store/accountSpace'
import { makeRecoveryKey, openSetAside, recoveryState } from './dataKeys'

export interface DataKeyDeskDeps {
  /** The key loss notice (keyNotice.ts), dismissed once everything came back. */
  keyNotice: { dismiss(): Promise<unknown> }
  /** The upload worker and the outbox sender, woken for what came back. */
  worker: { wake(): void }
  sender: { wake(): void }
  onDataChanged(change: DataChange): void
}

export function createDataKeyDesk(space: AccountSpace, deps: DataKeyDeskDeps) {
  return {
    recovery: () => recoveryState(space.dir, space.dataKey, space.db),
    makeRecovery: (args: { passphrase: string; repeat: string }) =>
      makeRecoveryKey(space.dir, space.dataKey, space.db, args),
    async openSetAside(passphrase: string) {
      const opened = await openSetAside(space, space.dataKey, passphrase)
      // everything came back: the loss has nothing more to tell
      if (opened.stillClosed === 0) await deps.keyNotice.dismiss()
      // captures taken back are sent like every waiting capture; the queue and outbox screens show them
      deps.worker.wake()
      deps.sender.wake()
      deps.onDataChanged({
        kinds: ['queue', 'outbox', 'reports', 'storage'],
        subjectId: null,
        datasetId: null,
      })
      return opened
    },
  }
}
