/**
 * Who works at the workstation on the open account (issue 27): the first administrator, signing in (also to
 * switch operator or to unlock), signing out, the lock, and the operators administrators keep. One desk per
 * account, opened with it: another account opens signed out.
 *
 * The state is main's, and main alone enforces it (src-main/ipc/access.ts asks `allows`). A passphrase is checked
 * against its scrypt hash and forgotten; an unknown name and a wrong passphrase get the same failure, after the
 * same work (the decoy hash); wrong tries in a row are slowed down (signInThrottle.ts).
 */
import { randomUUID } from 'node:crypto'
import type {
  Operator,
  OperatorAddArgs,
  OperatorCreateFirstArgs,
  OperatorRecord,
  OperatorSignInArgs,
  OperatorStatus,
  SetupNeeds,
} from '../../../src-shared/contract'
import {
  AUDIT_UNKNOWN_OPERATOR,
  OPERATOR_NAME_MAX_LENGTH,
  PASSPHRASE_MIN_LENGTH,
  type AuditAction,
} from '../../../src-shared/contractValues'
import { checkSettingText } from '../../../src-shared/domain/settingText'
import type { OperatorStore, StoredOperator } from '../../store/accountDb/operators'
import { AppFailure } from '../appFailure'
import { WRONG_PROOF_CODES, type FirstAdminProofCheck } from './firstAdminProof'
import { decoyHash, hashPassphrase, passphraseMatches } from './passphrase'
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

const publicOf = (o: StoredOperator): Operator => ({ id: o.id, name: o.name, role: o.role })
const recordOf = (o: StoredOperator): OperatorRecord => ({
  id: o.id,
  name: o.name,
  role: o.role,
  active: o.active,
  createdAt: o.createdAt,
})

/** The name as it is kept (trimmed, one line, no control characters), or the failure to show at the field. */
function checkedName(name: string): string {
  const checked = checkSettingText(name, { maxLength: OPERATOR_NAME_MAX_LENGTH, maxLines: 1 })
  if (!checked.ok) throw new AppFailure(checked.code, { max: String(checked.max) }, 'name')
  if (checked.value === '') throw new AppFailure('operator_name_empty', {}, 'name')
  return checked.value.replace(/\s+/g, ' ')
}

function checkedPassphrase(passphrase: string): string {
  if ([...passphrase].length < PASSPHRASE_MIN_LENGTH)
    throw new AppFailure('passphrase_too_short', { min: String(PASSPHRASE_MIN_LENGTH) }, 'passphrase')
  return passphrase
}

export function createOperatorDesk(deps: OperatorDeskDeps) {
  const now = deps.now ?? (() => new Date())
  const throttle = createSignInThrottle(deps.store, () => now().getTime())
  let signedIn: StoredOperator | null = null
  let locked = false
  /** Sign-ins run one at a time, so the throttle counts each try. */
  let tries: Promise<unknown> = Promise.resolve()

  const status = (): OperatorStatus => {
    if (signedIn) return { state: locked ? 'locked' : 'signedIn', operator: publicOf(signedIn) }
    return { state: deps.store.count() === 0 ? 'setup' : 'signedOut', operator: null }
  }
  const changed = () => {
    const now = status()
    deps.emit(now)
    return now
  }

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = tries.then(work)
    tries = next.catch(() => undefined)
    return next
  }

  function requireAdministrator(): StoredOperator {
    const operator = signedInNow()
    if (operator.role !== 'administrator') throw new AppFailure('not_permitted')
    return operator
  }

  function signedInNow(): StoredOperator {
    if (!signedIn) throw new AppFailure('operator_required')
    if (locked) throw new AppFailure('locked')
    return signedIn
  }

  return {
    status,
    /** The operator who may act now: signed in and not locked (throws operator_required or locked). */
    signedInNow: (): Operator => publicOf(signedInNow()),
    /** Who is signed in, also while locked (null when nobody is). */
    operatorId: (): string | null => signedIn?.id ?? null,
    requireAdministrator: (): Operator => publicOf(requireAdministrator()),

    /** Whether making the first administrator asks for a proof now, and which (nothing once operators exist). */
    setupNeeds: async (): Promise<SetupNeeds> =>
      deps.store.count() > 0 ? { proof: false, reason: null, ways: [] } : deps.firstProof.needs(),

    createFirst: (args: OperatorCreateFirstArgs): Promise<OperatorStatus> =>
      serial(async () => {
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
        signedIn = { ...operator, active: true }
        locked = false
        // the proof it took (issue 41): none for a new account, demo, or which of the three
        deps.audit.record(operator.id, 'operator.add', { operator: operator.id, ...proof })
        deps.audit.record(operator.id, 'operator.signIn')
        return changed()
      }),

    /** Signs in; the same operator while locked unlocks, another one takes over (a switch). */
    signIn: (args: OperatorSignInArgs): Promise<OperatorStatus> =>
      serial(async () => {
        const wait = throttle.secondsToWait()
        if (wait > 0) throw new AppFailure('operator_wait', { seconds: String(wait) })
        const operator = deps.store.byName(args.name)
        const usable = operator?.active ? operator : null
        const matches = await passphraseMatches(
          args.passphrase,
          usable?.passphraseHash ?? (await decoyHash()),
        )
        if (!usable || !matches) {
          throttle.failed()
          deps.audit.record(signedIn?.id ?? AUDIT_UNKNOWN_OPERATOR, 'operator.signInRefused')
          throw new AppFailure('operator_sign_in_failed', {}, 'passphrase')
        }
        throttle.succeeded()
        const previous = signedIn
        const unlocking = locked && previous?.id === usable.id
        if (previous && previous.id !== usable.id) deps.audit.record(previous.id, 'operator.signOut')
        signedIn = usable
        locked = false
        deps.audit.record(usable.id, unlocking ? 'operator.unlock' : 'operator.signIn')
        return changed()
      }),

    signOut: async (): Promise<OperatorStatus> => {
      if (signedIn) deps.audit.record(signedIn.id, 'operator.signOut')
      signedIn = null
      locked = false
      return changed()
    },

    lock: async (): Promise<OperatorStatus> => {
      if (signedIn && !locked) {
        locked = true
        deps.audit.record(signedIn.id, 'operator.lock')
        return changed()
      }
      return status()
    },

    list: async (): Promise<OperatorRecord[]> => {
      requireAdministrator()
      return deps.store.list().map(recordOf)
    },

    add: async (args: OperatorAddArgs): Promise<OperatorRecord> => {
      const admin = requireAdministrator()
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
    },

    setActive: async (args: { id: string; active: boolean }): Promise<OperatorRecord> => {
      const admin = requireAdministrator()
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
    },
  }
}
export type OperatorDesk = ReturnType<typeof createOperatorDesk>
