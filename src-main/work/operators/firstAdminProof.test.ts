/**
 * Which first administrator needs a proof (issue 41), the rule alone: a new account none; an account used here
 * before one of the ways it can take (a recovery key only where one was made, the API key only where the user typed
 * it, a sign-in always); the demo none, recorded as `demo` when it had been used. The proofs themselves, with the
 * OS keychain and the service: tests/keychain/first-admin-proof.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createFirstAdminProof, type FirstAdminProofDeps } from './firstAdminProof'

const deps = (over: Partial<FirstAdminProofDeps> = {}): FirstAdminProofDeps => ({
  mode: 'remote',
  history: async () => 'keyLost',
  recoveryFiles: async () => [],
  keptKey: async () => 'the-api-key',
  keyWasTyped: true,
  confirmSignIn: async () => undefined,
  enteredAtConnect: () => null,
  ...over,
})

describe('the first administrator’s proof', () => {
  it('is asked only of an account used here before, in the ways it can take', async () => {
    expect(await createFirstAdminProof(deps({ history: async () => null })).needs()).toEqual({
      proof: false,
      reason: null,
      ways: [],
    })
    expect(await createFirstAdminProof(deps()).needs()).toEqual({
      proof: true,
      reason: 'keyLost',
      ways: ['apiKey', 'signIn'],
    })
    // a sign-in made the key: the user never saw it
    expect((await createFirstAdminProof(deps({ keyWasTyped: false })).needs()).ways).toEqual(['signIn'])
    expect(await createFirstAdminProof(deps({ history: async () => null })).check(null)).toEqual({
      proof: 'none',
    })
    // the key typed at this app's connect (a keychain reset took it too): that was the proof
    const typed = createFirstAdminProof(deps({ enteredAtConnect: () => 'apiKey' }))
    expect((await typed.needs()).proof).toBe(false)
    expect(await typed.check(null)).toEqual({ proof: 'apiKey', enteredAt: 'connect' })
  })

  it('compares the API key typed with the kept one, and asks nothing of the demo', async () => {
    const proof = createFirstAdminProof(deps())
    await expect(proof.check(null)).rejects.toMatchObject({ code: 'first_admin_proof_needed' })
    await expect(proof.check({ kind: 'apiKey', apiKey: 'the-api-kez' })).rejects.toMatchObject({
      code: 'first_admin_key_wrong',
      field: 'apiKey',
    })
    await expect(proof.check({ kind: 'apiKey', apiKey: '' })).rejects.toMatchObject({ code: 'empty_key' })
    expect(await proof.check({ kind: 'apiKey', apiKey: 'the-api-key' })).toEqual({ proof: 'apiKey' })
    await expect(proof.check({ kind: 'recoveryKey', passphrase: 'any passphrase' })).rejects.toMatchObject({
      code: 'recovery_passphrase_wrong',
      field: 'recoveryPassphrase',
    })

    const demo = createFirstAdminProof(deps({ mode: 'demo' }))
    expect(await demo.needs()).toEqual({ proof: false, reason: null, ways: [] })
    expect(await demo.check(null)).toEqual({ proof: 'demo' })
    expect(
      await createFirstAdminProof(deps({ mode: 'demo', history: async () => null })).check(null),
    ).toEqual({ proof: 'none' })
  })
})
