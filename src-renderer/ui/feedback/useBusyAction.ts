/** Runs an async action with a busy flag: its failure goes to onError, which is cleared (null) when the action starts. */
import { useState } from 'react'

export function useBusyAction(onError: (error: unknown) => void) {
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    onError(null)
    try {
      await action()
    } catch (e) {
      onError(e)
    } finally {
      setBusy(false)
    }
  }

  return { busy, run }
}
