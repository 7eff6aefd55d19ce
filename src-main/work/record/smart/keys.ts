/**
 * The SMART Backend Services client key (issue 44): an ES384 key pair made here, its private half a JWK (JSON, for
 * the keychain) and its public half a JWK Set to register at the record system. `kid` is the public key's JWK
 * thumbprint (RFC 7638), so the same key always has the same id and the record system finds it by the assertion's
 * `kid`. RS384, the other algorithm the spec allows, is accepted for a key made elsewhere.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose'

export const smartAlgorithms = ['ES384', 'RS384'] as const
export type SmartAlgorithm = (typeof smartAlgorithms)[number]

/** Thrown for a saved key that is not a private ES384/RS384 JWK; says nothing of the key itself. */
export class SmartKeyError extends Error {
  constructor(why: string) {
    super(`SMART client key: ${why}`)
    this.name = 'SmartKeyError'
  }
}

/** The public members of a key type (RFC 7518 6.2.1, 6.3.1). */
const publicMembers: Record<string, readonly string[]> = {
  EC: ['kty', 'crv', 'x', 'y'],
  RSA: ['kty', 'n', 'e'],
}

/** The private JWK of `privateJwk` (JSON), checked: an ES384 (P-384) or RS384 private key with its `kid`. */
export function parsePrivateJwk(privateJwk: string): JWK & { alg: SmartAlgorithm; kid: string } {
  let jwk: JWK
  try {
    jwk = JSON.parse(privateJwk) as JWK
  } catch {
    throw new SmartKeyError('not JSON')
  }
  if (typeof jwk !== 'object' || jwk === null || !jwk.d) throw new SmartKeyError('not a private JWK')
  const alg = jwk.alg
  if (!smartAlgorithms.includes(alg as SmartAlgorithm)) throw new SmartKeyError('not ES384 or RS384')
  if (alg === 'ES384' && (jwk.kty !== 'EC' || jwk.crv !== 'P-384')) throw new SmartKeyError('not a P-384 key')
  if (alg === 'RS384' && jwk.kty !== 'RSA') throw new SmartKeyError('not an RSA key')
  if (typeof jwk.kid !== 'string' || !jwk.kid) throw new SmartKeyError('no kid')
  return jwk as JWK & { alg: SmartAlgorithm; kid: string }
}

/** The public JWK of a private one: only the public members, with kid, alg and use `sig`. */
function publicJwkOf(jwk: JWK & { alg: SmartAlgorithm; kid: string }): JWK {
  const members = publicMembers[jwk.kty ?? ''] ?? []
  const publicJwk: JWK = Object.fromEntries(members.map((name) => [name, jwk[name as keyof JWK]]))
  return { ...publicJwk, kid: jwk.kid, alg: jwk.alg, use: 'sig' }
}

/** A new client key pair for SMART Backend Services (ES384). */
export async function createSmartKey(): Promise<{ privateJwk: string; publicJwks: string }> {
  const { privateKey } = await generateKeyPair('ES384', { extractable: true })
  const jwk = await exportJWK(privateKey)
  const kid = await calculateJwkThumbprint(jwk, 'sha256')
  const full = { ...jwk, kid, alg: 'ES384' as const, use: 'sig' }
  return { privateJwk: JSON.stringify(full), publicJwks: JSON.stringify({ keys: [publicJwkOf(full)] }) }
}

/** The public JWK Set of a saved private key (for the settings view). */
export function publicJwksOf(privateJwk: string): Promise<string> {
  try {
    return Promise.resolve(JSON.stringify({ keys: [publicJwkOf(parsePrivateJwk(privateJwk))] }))
  } catch (error) {
    return Promise.reject(error as Error)
  }
}
