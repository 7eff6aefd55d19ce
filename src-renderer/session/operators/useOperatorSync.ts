/**
 * Follows main's operator state: read when the account changes (another account opens signed out), then pushed by
 * operator.changed. When the operator changes or signs out, what the renderer holds of patients is dropped, so
 * the next operator starts from what main answers them; after an unlock every screen reads its data again.
 */
import { useEffect } from 'react'
import type { OperatorStatus } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { queryClient } from '../../data/queryClient'
import { forgetAccount } from '../account'
import { useOperator } from '../../store/operatorStore'

export function applyOperatorStatus(status: OperatorStatus): void {
  const before = useOperator.getState().status
  const left = before?.operator && before.operator.id !== status.operator?.id
  if (left) forgetAccount()
  // Back from the lock: what was read (and refused) while it was up is read again.
  else if (before?.state === 'locked' && status.state === 'signedIn') void queryClient.invalidateQueries()
  useOperator.getState().setStatus(status)
}

export function useOperatorSync(account: string): void {
  useEffect(() => skin.on('operator.changed', applyOperatorStatus), [])
  useEffect(() => {
    let current = true
    skin.operator.status().then(
      (status) => {
        if (current) applyOperatorStatus(status)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [account])
}
