/**
 * What the operator desk's parts share (operatorDesk.ts builds it): who is signed in on the open account, whether
 * the workstation is locked, the sign-in throttle, and the status told to the pages (operator.changed).
 */
import type { Operator, OperatorRecord, OperatorStatus } from '../../../src-shared/contract'
import type { AuditAction } from '../../../src-shared/contractValues'
import type { OperatorStore, StoredOperator } from '../../store/accountDb/operators'
import { AppFailure } from '../appFailure'
import type { FirstAdminProofCheck } from './firstAdminProof'
import { createSignInThrottle } from './signInThrottle'

/** What the desk records in the audit trail (work/audit/auditLog.ts). */
export interface OperatorAudit {
  record(operatorId: string, action: AuditAction, detail?: Record<string, string>): void
}

export interface OperatorDeskDeps {
  store: OperatorStore
  audit: OperatorAudit
  /** Told every change of the status (the operator.changed event). */
  emit(status: OperatorStatus): void
  /** Whether the first administrator needs a proof (an account used here before: issue 41), and its check. */
  firstProof: Pick<FirstAdminProofCheck, 'needs' | 'check'>
  now?: () => Date
}

export interface OperatorState {
  readonly deps: OperatorDeskDeps
  readonly now: () => Date
  readonly throttle: ReturnType<typeof createSignInThrottle>
  signedIn: StoredOperator | null
  locked: boolean
  /** Sign-ins run one at a time, so the throttle counts each try. */
  tries: Promise<unknown>
}

export function createOperatorState(deps: OperatorDeskDeps): OperatorState {
  const now = deps.now ?? (() => new Date())
  return {
    deps,
    now,
    throttle: createSignInThrottle(deps.store, () => now().getTime()),
    signedIn: null,
    locked: false,
    tries: Promise.resolve(),
  }
}

export const publicOf = (o: StoredOperator): Operator => ({ id: o.id, name: o.name, role: o.role })
export const recordOf = (o: StoredOperator): OperatorRecord => ({
  id: o.id,
  name: o.name,
  role: o.role,
  active: o.active,
  createdAt: o.createdAt,
})

export const statusOf = ({ signedIn, locked, deps }: OperatorState): OperatorStatus => {
  if (signedIn) return { state: locked ? 'locked' : 'signedIn', operator: publicOf(signedIn) }
  return { state: deps.store.count() === 0 ? 'setup' : 'signedOut', operator: null }
}

/** The status after a change, told to the pages. */
export const changed = (state: OperatorState) => {
  const now = statusOf(state)
  state.deps.emit(now)
  return now
}

/** The operator who may act now: signed in and not locked (throws operator_required or locked). */
export function signedInNow({ signedIn, locked }: OperatorState): StoredOperator {
  if (!signedIn) throw new AppFailure('operator_required')
  if (locked) throw new AppFailure('locked')
  return signedIn
}

export function requireAdministrator(state: OperatorState): StoredOperator {
  const operator = signedInNow(state)
  if (operator.role !== 'administrator') throw new AppFailure('not_permitted')
  return operator
}
