/**
 * Who may make an account's first administrator (issue 41). On a new account, whoever sets the workstation up. On
 * one that had operators here before (its data key was lost, so its account.sqlite started empty; or its trail,
 * its anchor in the keychain, set-aside data or a recovery key says it was used), being at the keyboard is not
 * enough while the service's key still sits in the keychain: the first administrator needs a proof, and the kind
 * of proof used is recorded in the audit trail (operatorDesk.ts).
 *
 * The proofs: the recovery key's passphrase (one of the account's recovery files opens with it; offline too), the
 * API key typed again (compared with the keychain's in constant time; offline too; offered when the keychain holds
 * a key the user typed, not a sign-in's token), or a sign-in to the service with e-mail and password (the service
 * must answer, and name this account's company). A key or sign-in typed at this app's connect (after a keychain
 * reset took the key too) is the second or third of those already: no more is asked, and `enteredAt: connect` is
 * recorded. The demo needs none: the app made its key, and it holds no real patients; `demo` is recorded.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FirstAdminProof, ServiceMode, SetupNeeds } from '../../../src-shared/contract'
import type { FirstAdminProofKind } from '../../../src-shared/contractValues'
import { keepOutOfLog } from '../../log/log'
import { unwrapDataKey, type RecoveryFile } from '../../secrets/recoveryKey'
import { AppFailure } from '../appFailure'

export interface FirstAdminProofDeps {
  mode: ServiceMode
  /** Why the account counts as used here before (null: it is new). */
  history(): Promise<'keyLost' | 'history' | null>
  recoveryFiles(): Promise<RecoveryFile[]>
  /** The secret the keychain keeps for the account (its API key, or a sign-in's private token). */
  keptKey(): Promise<string | null>
  /** Whether that secret is a key the user typed (not a token the sign-in made). */
  keyWasTyped: boolean
  /** A sign-in to the account's service; throws the sign-in form's failures, or first_admin_other_company. */
  confirmSignIn(email: string, password: string): Promise<void>
  /** The key or sign-in typed at this app's connect of the account, if it was (session.ts). */
  enteredAtConnect(): FirstAdminProofKind | null
}

/** What the audit trail records as the proof of a first administrator (operator.add's detail). */
export type ProofRecorded = { proof: FirstAdminProofKind | 'none' | 'demo'; enteredAt?: 'connect' }

/** Failures that mean a wrong proof (counted by the sign-in throttle), not a missing or unreachable one. */
export const WRONG_PROOF_CODES: ReadonlySet<string> = new Set([
  'recovery_passphrase_wrong',
  'first_admin_key_wrong',
  'first_admin_other_company',
  'sign_in_rejected',
])

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

export function createFirstAdminProof(deps: FirstAdminProofDeps) {
  async function needs(): Promise<SetupNeeds> {
    const reason = deps.mode === 'demo' ? null : await deps.history()
    if (reason === null || deps.enteredAtConnect() !== null) return { proof: false, reason: null, ways: [] }
    const ways: FirstAdminProofKind[] = []
    if ((await deps.recoveryFiles()).length > 0) ways.push('recoveryKey')
    if (deps.keyWasTyped && (await deps.keptKey()) !== null) ways.push('apiKey')
    ways.push('signIn')
    return { proof: true, reason, ways }
  }

  async function holds(proof: FirstAdminProof): Promise<void> {
    if (proof.kind === 'recoveryKey') {
      for (const file of await deps.recoveryFiles())
        if (proof.passphrase !== '' && (await unwrapDataKey(file, proof.passphrase))) return
      throw new AppFailure('recovery_passphrase_wrong', {}, 'recoveryPassphrase')
    }
    if (proof.kind === 'apiKey') {
      const typed = proof.apiKey.trim()
      // a key typed in is a secret, also one that is not this account's
      keepOutOfLog(typed)
      if (typed === '') throw new AppFailure('empty_key', {}, 'apiKey')
      const kept = await deps.keptKey()
      // the digests have one length, so the comparison takes the same time whatever was typed
      if (kept === null || !timingSafeEqual(digest(typed), digest(kept)))
        throw new AppFailure('first_admin_key_wrong', {}, 'apiKey')
      return
    }
    await deps.confirmSignIn(proof.email, proof.password)
  }

  return {
    needs,
    /** Checks the proof when one is needed; answers what the audit trail records. */
    async check(proof: FirstAdminProof | null): Promise<ProofRecorded> {
      if (deps.mode === 'demo') return { proof: (await deps.history()) === null ? 'none' : 'demo' }
      const history = await deps.history()
      if (history === null) return { proof: 'none' }
      const atConnect = deps.enteredAtConnect()
      if (atConnect) return { proof: atConnect, enteredAt: 'connect' }
      if (!proof) throw new AppFailure('first_admin_proof_needed')
      await holds(proof)
      return { proof: proof.kind }
    },
  }
}
export type FirstAdminProofCheck = ReturnType<typeof createFirstAdminProof>
