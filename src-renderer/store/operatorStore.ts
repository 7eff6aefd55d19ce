/** Who is signed in at this workstation, and whether it is locked: main's state (operator.changed), shown here. */
import { create } from 'zustand'
import type { OperatorStatus } from '../../src-shared/contract'

type OperatorState = {
  /** null until main answered. */
  status: OperatorStatus | null
  /** The lock screen opened by "Switch operator": it asks for a name too. */
  switching: boolean
  setStatus: (status: OperatorStatus) => void
  setSwitching: (switching: boolean) => void
}

export const useOperator = create<OperatorState>()((set) => ({
  status: null,
  switching: false,
  setStatus: (status) =>
    set((before) => ({ status, switching: status.state === 'locked' ? before.switching : false })),
  setSwitching: (switching) => set({ switching }),
}))
