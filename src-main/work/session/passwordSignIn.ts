/**
 * E-mail and password at the service: a sign-in that makes this workstation a private token, and the check of a
 * user's password alone (a first administrator's proof).
 */
import { hostname } from 'node:os'
import type { AuthStatus, SignInArgs } from '../../../src-shared/contract'
import { createPrivateToken, login } from '../../api'
import { keepOutOfLog } from '../../log/log'
import { AppFailure } from '../appFailure'
import { connect } from './connecting'
import { connectOptions, signInRefusal } from './credentials'
import { checkServiceUrl } from './serviceUrl'
import type { SessionState } from './sessionState'

/**
 * E-mail and password → the login's short-lived access token → a private token named after this workstation,
 * living `tokenDays` → connect with it as with a key (only the token goes to the keychain). The password is in
 * this call's arguments and one request body, nowhere else.
 */
export async function signIn(state: SessionState, args: SignInArgs): Promise<AuthStatus> {
  const baseUrl = checkServiceUrl(args.baseUrl)
  const email = args.email.trim()
  if (email === '') throw new AppFailure('empty_email', {}, 'email')
  if (args.password === '') throw new AppFailure('empty_password', {}, 'password')
  keepOutOfLog(args.password)
  const host = new URL(baseUrl).host
  const options = connectOptions(state.deps, baseUrl)
  const asFieldError = (e: unknown): never => signInRefusal(e, host)
  const session = await login(options, email, args.password).catch(asFieldError)
  keepOutOfLog(session.access_token)
  const expiresAt = new Date(state.now().getTime() + args.tokenDays * 86_400_000)
  const token = await createPrivateToken(options, session.access_token, {
    name: `Skin Analysis Workstation on ${hostname()}`,
    expiresAt,
  })
  keepOutOfLog(token.token)
  const connection = { baseUrl, companyId: session.company_id, apiKey: token.token }
  try {
    return await connect(state, connection, 'remote', token.id)
  } catch (e) {
    // A token made but not used (the company check failed, say) is not left behind on the service.
    if (token.id !== null) await state.deps.revokes.revoke(baseUrl, token.token, token.id, true)
    throw e
  }
}

/**
 * E-mail and password of a user of the active account's company, checked by the service's login alone (no token
 * is made, nothing is kept): the proof for a first administrator after the account's operators were lost (issue
 * 41: work/operators/firstAdminProof.ts). Failures as the sign-in form's, at its fields (the address's: none).
 */
export async function confirmSignIn(
  state: SessionState,
  emailInput: string,
  password: string,
): Promise<void> {
  const current = state.active
  if (!current) throw new AppFailure('not_connected')
  const email = emailInput.trim()
  if (email === '') throw new AppFailure('empty_email', {}, 'email')
  if (password === '') throw new AppFailure('empty_password', {}, 'password')
  keepOutOfLog(password)
  const { baseUrl, companyId } = current.connection
  const host = new URL(baseUrl).host
  const options = connectOptions(state.deps, baseUrl)
  const session = await login(options, email, password).catch((e: unknown) => {
    try {
      return signInRefusal(e, host)
    } catch (failure) {
      // no address field on the setup screen: the service's address is the account's
      if (failure instanceof AppFailure && failure.field === 'baseUrl')
        throw new AppFailure(failure.code, failure.params, null, failure.message)
      throw failure
    }
  })
  keepOutOfLog(session.access_token)
  if (session.company_id !== companyId) throw new AppFailure('first_admin_other_company', {}, 'email')
}
