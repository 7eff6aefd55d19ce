/**
 * Who works at the workstation on the open account (issue 27): the first administrator, signing in (also to
 * switch operator or to unlock), signing out, the lock, and the operators administrators keep. One desk per
 * account, opened with it: another account opens signed out.
 *
 * The state is main's, and main alone enforces it (src-main/ipc/access.ts asks `allows`). A passphrase is checked
 * against its scrypt hash and forgotten; an unknown name and a wrong passphrase get the same failure, after the
 * same work (the decoy hash); wrong tries in a row are slowed down (signInThrottle.ts).
 *
 * Over one state (operatorState.ts): who is signed in (operatorSignIn.ts) and the operators administrators keep
 * (operatorList.ts).
 */
import type {
  Operator,
  OperatorAddArgs,
  OperatorCreateFirstArgs,
  OperatorSignInArgs,
  SetupNeeds,
} from '../../../src-shared/contract'
import { addOperator, listOperators, setActive } from './operatorList'
import { createFirst, lock, serial, signIn, signOut } from './operatorSignIn'
import {
  createOperatorState,
  publicOf,
  requireAdministrator,
  signedInNow,
  statusOf,
  type OperatorDeskDeps,
} from './operatorState'

export type { OperatorAudit, OperatorDeskDeps } from './operatorState'

export function createOperatorDesk(deps: OperatorDeskDeps) {
  const state = createOperatorState(deps)
  return {
    status: () => statusOf(state),
    /** The operator who may act now: signed in and not locked (throws operator_required or locked). */
    signedInNow: (): Operator => publicOf(signedInNow(state)),
    /** Who is signed in, also while locked (null when nobody is). */
    operatorId: (): string | null => state.signedIn?.id ?? null,
    requireAdministrator: (): Operator => publicOf(requireAdministrator(state)),

    /** Whether making the first administrator asks for a proof now, and which (nothing once operators exist). */
    setupNeeds: async (): Promise<SetupNeeds> =>
      deps.store.count() > 0 ? { proof: false, reason: null, ways: [] } : deps.firstProof.needs(),

    createFirst: (args: OperatorCreateFirstArgs) => serial(state, () => createFirst(state, args)),
    /** Signs in; the same operator while locked unlocks, another one takes over (a switch). */
    signIn: (args: OperatorSignInArgs) => serial(state, () => signIn(state, args)),
    signOut: () => signOut(state),
    lock: () => lock(state),
    list: () => listOperators(state),
    add: (args: OperatorAddArgs) => addOperator(state, args),
    setActive: (args: { id: string; active: boolean }) => setActive(state, args),
  }
}
export type OperatorDesk = ReturnType<typeof createOperatorDesk>
