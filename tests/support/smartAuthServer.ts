/**
 * The authorization server of the test FHIR server in SMART mode (issue 44): a SMART Backend Services token endpoint
 * that checks a client assertion as a real one must (SMART App Launch 2 "Backend Services", RFC 7523 3): the
 * client is registered; the JWT is signed by a key of its registered JWK Set (jose's createLocalJWKSet and
 * jwtVerify), with ES384 or RS384; `typ` JWT; iss = sub = the client id; aud = this endpoint's URL; `exp` not past and
 * at most five minutes ahead; a `jti` not seen before (a replay is refused). It answers
 * `{access_token, token_type: 'bearer', expires_in, scope}` and remembers the tokens it issued, for the FHIR routes
 * to accept only those. Refusals are OAuth errors (RFC 6749 5.2): 400 `invalid_client`, `invalid_grant`,
 * `unsupported_grant_type`, `invalid_request`. No vitest here.
 */
import { randomBytes } from 'node:crypto'
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose'

export interface SmartAuthOptions {
  /** The registered clients: client id → its public JWK Set (JSON, as createSmartKey gives it). */
  clients: Record<string, string>
  /** The lifetime the tokens are given, in seconds (default 300). */
  tokenLifetimeSeconds?: number
}

export interface OAuthAnswer {
  status: number
  body: Record<string, unknown>
}

const assertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
const maxAssertionSeconds = 300
/** Clock skew allowed between the client and this server. */
const skewSeconds = 30

const refused = (error: string, description: string): OAuthAnswer => ({
  status: 400,
  body: { error, error_description: description },
})

export function createSmartAuth(tokenUrl: () => string, options: SmartAuthOptions) {
  const lifetime = options.tokenLifetimeSeconds ?? 300
  const issued = new Map<string, { clientId: string; expiresAt: number }>()
  const seenJti = new Set<string>()

  async function verify(assertion: string, now: number): Promise<OAuthAnswer | string> {
    let clientId: unknown
    try {
      clientId = decodeJwt(assertion).iss
    } catch {
      return refused('invalid_request', 'client_assertion is not a JWT')
    }
    const jwks = typeof clientId === 'string' ? options.clients[clientId] : undefined
    if (typeof clientId !== 'string' || !jwks) return refused('invalid_client', 'unknown client')
    try {
      const { payload } = await jwtVerify(assertion, createLocalJWKSet(JSON.parse(jwks) as JSONWebKeySet), {
        algorithms: ['ES384', 'RS384'],
        typ: 'JWT',
        issuer: clientId,
        subject: clientId,
        audience: tokenUrl(),
        requiredClaims: ['exp', 'jti'],
        currentDate: new Date(now * 1000),
        clockTolerance: skewSeconds,
      })
      if ((payload.exp ?? 0) > now + maxAssertionSeconds + skewSeconds)
        return refused('invalid_grant', 'exp is more than five minutes ahead')
      const jti = `${clientId} ${String(payload.jti)}`
      if (seenJti.has(jti)) return refused('invalid_grant', 'jti already used')
      seenJti.add(jti)
      return clientId
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'invalid'
      return refused('invalid_client', `assertion refused (${code})`)
    }
  }

  /** The token endpoint: a form body in, an OAuth answer out. */
  async function tokenEndpoint(form: URLSearchParams): Promise<OAuthAnswer> {
    if (form.get('grant_type') !== 'client_credentials')
      return refused('unsupported_grant_type', 'only client_credentials')
    if (form.get('client_assertion_type') !== assertionType)
      return refused('invalid_request', 'client_assertion_type must be jwt-bearer')
    const now = Math.floor(Date.now() / 1000)
    const clientId = await verify(form.get('client_assertion') ?? '', now)
    if (typeof clientId !== 'string') return clientId
    const token = randomBytes(24).toString('base64url')
    issued.set(token, { clientId, expiresAt: now + lifetime })
    const scope = form.get('scope') ?? ''
    return { status: 200, body: { access_token: token, token_type: 'bearer', expires_in: lifetime, scope } }
  }

  return {
    tokenEndpoint,
    /** Whether `authorization` carries a token issued here and not expired. */
    accepts(authorization: string | undefined): boolean {
      const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1]
      const held = token ? issued.get(token) : undefined
      return held !== undefined && held.expiresAt > Date.now() / 1000
    },
    /** Lets every token the endpoint issued so far expire now (the next FHIR request with one gets 401). */
    expireTokens(): void {
      for (const held of issued.values()) if (held.expiresAt !== Infinity) held.expiresAt = 0
    },
    /** A token that never expires, for the test's own reads (as an administrator's tool would have). */
    readerToken(): string {
      const token = randomBytes(24).toString('base64url')
      issued.set(token, { clientId: 'test-reader', expiresAt: Infinity })
      return token
    },
    /** How many tokens the endpoint issued. */
    issuedCount: () => [...issued.values()].filter((held) => held.expiresAt !== Infinity).length,
  }
}

export type SmartAuth = ReturnType<typeof createSmartAuth>
