/**
 * Who is signed in: the first administrator (with the proof an account used here before asks for), a sign-in
 * (also to switch operator or to unlock), signing out and the lock, each recorded in the audit trail. How a
 * passphrase is checked, and tries slowed down: operatorDesk.ts.
 */
import { randomUUID } from 'node:crypto'
import type {
  OperatorCreateFirstArgs,
  OperatorSignInArgs,
  OperatorStatus,
} from '../../../src-shared/contract'
import { AUDIT_UNKNOWN_OPERATOR } from '../../../src-shared/contractValues'
import { AppFailure } from '../appFailure'
import { WRONG_PROOF_CODES } from './firstAdminProof'
import { checkedName, checkedPassphrase } from './operatorFields'
import { changed, statusOf, type OperatorState } from './operatorState'
import { decoyHash, hashPassphrase, passphraseMatches } from './passphrase'

/** One sign-in at a time, so the throttle counts each try. */
export function serial<T>(state: OperatorState, work: () => Promise<T>): Promise<T> {
  const next = state.tries.then(work)
  state.tries = next.catch(() => undefined)
  return next
}

export async function createFirst(
  state: OperatorState,
  args: OperatorCreateFirstArgs,
): Promise<OperatorStatus> {
  const { deps, throttle, now } = state
  if (deps.store.count() > 0) throw new AppFailure('operators_exist')
  const name = checkedName(args.name)
  checkedPassphrase(args.passphrase)
  // a proof tried again and again waits like a passphrase does
  const wait = throttle.secondsToWait()
  if (wait > 0) throw new AppFailure('operator_wait', { seconds: String(wait) })
  const proof = await deps.firstProof.check(args.proof ?? null).catch((e: unknown) => {
    if (e instanceof AppFailure && WRONG_PROOF_CODES.has(e.code)) {
      throttle.failed()
      deps.audit.record(AUDIT_UNKNOWN_OPERATOR, 'operator.signInRefused', {
        proof: args.proof?.kind ?? 'none',
      })
    }
    throw e
  })
  const passphraseHash = await hashPassphrase(args.passphrase)
  const operator = {
    id: randomUUID(),
    name,
    role: 'administrator' as const,
    passphraseHash,
    createdAt: now().toISOString(),
  }
  // Two first starts at once: the transaction lets one win.
  if (!deps.store.addFirst(operator)) throw new AppFailure('operators_exist')
  if (proof.proof !== 'none') throttle.succeeded()
  state.signedIn = { ...operator, active: true }
  state.locked = false
  // the proof it took (issue 41): none for a new account, demo, or which of the three
  deps.audit.record(operator.id, 'operator.add', { operator: operator.id, ...proof })
  deps.audit.record(operator.id, 'operator.signIn')
  return changed(state)
}

/** Signs in; the same operator while locked unlocks, another one takes over (a switch). */
export async function signIn(state: OperatorState, args: OperatorSignInArgs): Promise<OperatorStatus> {
  const { deps, throttle } = state
  const wait = throttle.secondsToWait()
  if (wait > 0) throw new AppFailure('operator_wait', { seconds: String(wait) })
  const operator = deps.store.byName(args.name)
  const usable = operator?.active ? operator : null
  const matches = await passphraseMatches(args.passphrase, usable?.passphraseHash ?? (await decoyHash()))
  if (!usable || !matches) {
    throttle.failed()
    deps.audit.record(state.signedIn?.id ?? AUDIT_UNKNOWN_OPERATOR, 'operator.signInRefused')
    throw new AppFailure('operator_sign_in_failed', {}, 'passphrase')
  }
  throttle.succeeded()
  const previous = state.signedIn
  const unlocking = state.locked && previous?.id === usable.id
  if (previous && previous.id !== usable.id) deps.audit.record(previous.id, 'operator.signOut')
  state.signedIn = usable
  state.locked = false
  deps.audit.record(usable.id, unlocking ? 'operator.unlock' : 'operator.signIn')
  return changed(state)
}

export async function signOut(state: OperatorState): Promise<OperatorStatus> {
  if (state.signedIn) state.deps.audit.record(state.signedIn.id, 'operator.signOut')
  state.signedIn = null
  state.locked = false
  return changed(state)
}

export async function lock(state: OperatorState): Promise<OperatorStatus> {
  if (state.signedIn && !state.locked) {
    state.locked = true
    state.deps.audit.record(state.signedIn.id, 'operator.lock')
    return changed(state)
  }
  return statusOf(state)
}
