/**
 * The operators administrators keep: the list, a clinician or administrator added, one turned off or on again
 * (never the last active administrator). Each change is recorded in the audit trail, by the administrator.
 */
import { randomUUID } from 'node:crypto'
import type { OperatorAddArgs, OperatorRecord } from '../../../src-shared/contract'
import { AppFailure } from '../appFailure'
import { checkedName, checkedPassphrase } from './operatorFields'
import { recordOf, requireAdministrator, type OperatorState } from './operatorState'
import { hashPassphrase } from './passphrase'

export async function listOperators(state: OperatorState): Promise<OperatorRecord[]> {
  requireAdministrator(state)
  return state.deps.store.list().map(recordOf)
}

export async function addOperator(state: OperatorState, args: OperatorAddArgs): Promise<OperatorRecord> {
  const { deps, now } = state
  const admin = requireAdministrator(state)
  const name = checkedName(args.name)
  const passphraseHash = await hashPassphrase(checkedPassphrase(args.passphrase))
  const operator = {
    id: randomUUID(),
    name,
    role: args.role,
    passphraseHash,
    createdAt: now().toISOString(),
  }
  if (!deps.store.add(operator)) throw new AppFailure('operator_name_taken', {}, 'name')
  deps.audit.record(admin.id, 'operator.add', { operator: operator.id })
  return recordOf({ ...operator, active: true })
}

export async function setActive(
  state: OperatorState,
  args: { id: string; active: boolean },
): Promise<OperatorRecord> {
  const { deps } = state
  const admin = requireAdministrator(state)
  const operator = deps.store.byId(args.id)
  if (!operator) throw new AppFailure('not_found')
  if (
    !args.active &&
    operator.active &&
    operator.role === 'administrator' &&
    deps.store.activeAdministrators() <= 1
  )
    throw new AppFailure('last_administrator')
  deps.store.setActive(operator.id, args.active)
  if (operator.active !== args.active)
    deps.audit.record(admin.id, args.active ? 'operator.enable' : 'operator.disable', {
      operator: operator.id,
    })
  return recordOf({ ...operator, active: args.active })
}
