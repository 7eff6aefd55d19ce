/**
 * The client assertion of SMART Backend Services (SMART App Launch 2, "Backend Services"; RFC 7523 2.2): a JWT
 * signed with the client's private key, header `alg` (ES384 or RS384), `kid`, `typ: JWT`; claims `iss` = `sub` =
 * the client id, `aud` = the token endpoint's URL, `exp` at most five minutes ahead (four here, so a record system
 * whose clock runs a little behind still takes it), a random `jti` that is never used again, and `iat`.
 */
import { randomUUID } from 'node:crypto'
import { importJWK, SignJWT } from 'jose'
import { parsePrivateJwk } from './keys'

/** How long an assertion is valid: under the spec's five minutes. */
export const assertionLifetimeSeconds = 240

export interface AssertionInput {
  tokenUrl: string
  clientId: string
  privateJwk: string
  now: Date
}

/** The signed client assertion (a compact JWS). */
export async function clientAssertion({
  tokenUrl,
  clientId,
  privateJwk,
  now,
}: AssertionInput): Promise<string> {
  const jwk = parsePrivateJwk(privateJwk)
  const key = await importJWK(jwk, jwk.alg)
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: jwk.alg, kid: jwk.kid, typ: 'JWT' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(tokenUrl)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + assertionLifetimeSeconds)
    .setJti(randomUUID())
    .sign(key)
}
