/**
 * The operator most tests work as (issue 27): main refuses patient data until someone signs in, so the test
 * support signs this administrator in where a person would, at the first-start screen or the sign-in screen. The
 * tests of the operators themselves (tests/client/operators-*.test.ts, the e2e journey) do it step by step.
 * No vitest here: benches use it too.
 */
import type { ChannelName, FirstAdminProof, OperatorStatus, OutcomeOf } from '../../src-shared/contract'

export const TEST_ADMIN = { name: 'Test Administrator', passphrase: 'correct horse battery' } as const

type Call = (channel: ChannelName, args?: unknown) => Promise<OutcomeOf<unknown>>

/**
 * Makes the test administrator the first operator of the open account, or signs them in: whatever the account's
 * state asks for. Nothing happens while no account is open. `proof`: what the person at the keyboard gives when an
 * account used here before asks for one (issue 41: after a key loss), e.g. the API key they connected with.
 */
export async function ensureTestOperator(
  call: Call,
  proof: () => Promise<FirstAdminProof | null> = async () => null,
): Promise<OperatorStatus> {
  const status = await call('operator.status')
  if (!status.ok) throw new Error(`operator.status: ${JSON.stringify(status.error)}`)
  const state = (status.value as OperatorStatus).state
  const step =
    state === 'setup'
      ? await call('operator.createFirst', { ...TEST_ADMIN, proof: await proof() })
      : state === 'signedOut' || state === 'locked'
        ? await call('operator.signIn', TEST_ADMIN)
        : status
  if (!step.ok) throw new Error(`signing in the test operator: ${JSON.stringify(step.error)}`)
  return step.value as OperatorStatus
}

/** The channels after whose success an account may have opened (a test then signs its operator in). */
export const connectChannels: ReadonlySet<string> = new Set([
  'auth.connect',
  'auth.connectDemo',
  'auth.signIn',
])

/**
 * The built-in demo connected and its first administrator made, as the first-start screen does (issue 27): the
 * connect's answer, for the test to check; nobody is signed in when the connect failed.
 */
export async function connectDemoAsAdmin(call: Call): Promise<OutcomeOf<unknown>> {
  const answer = await call('auth.connectDemo')
  if (answer.ok) await ensureTestOperator(call)
  return answer
}
