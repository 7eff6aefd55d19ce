import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose'
import { describe, expect, it } from 'vitest'
import { assertionLifetimeSeconds, clientAssertion } from './assertion'
import { createSmartKey, publicJwksOf } from './keys'

const tokenUrl = 'https://ehr.example/auth/token'
const clientId = 'skin-workstation-1'

describe('the SMART client assertion', () => {
  it('is signed with the client key, with the header and claims Backend Services asks for', async () => {
    const { privateJwk, publicJwks } = await createSmartKey()
    const now = new Date()
    const jwt = await clientAssertion({ tokenUrl, clientId, privateJwk, now })
    const kid = (JSON.parse(publicJwks) as JSONWebKeySet).keys[0]?.kid
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES384', kid, typ: 'JWT' })
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(JSON.parse(publicJwks) as JSONWebKeySet), {
      algorithms: ['ES384'],
      issuer: clientId,
      subject: clientId,
      audience: tokenUrl,
      currentDate: now,
    })
    const issuedAt = Math.floor(now.getTime() / 1000)
    expect(payload.iat).toBe(issuedAt)
    expect(payload.exp).toBe(issuedAt + assertionLifetimeSeconds)
    expect((payload.exp ?? 0) - issuedAt).toBeLessThanOrEqual(300)
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('has a new jti each time', async () => {
    const { privateJwk } = await createSmartKey()
    const now = new Date()
    const jtis = await Promise.all(
      [1, 2, 3].map(async () => {
        const jwt = await clientAssertion({ tokenUrl, clientId, privateJwk, now })
        return (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { jti: string })
          .jti
      }),
    )
    expect(new Set(jtis).size).toBe(3)
  })

  it('is signed RS384 with an RSA key made elsewhere, the other algorithm the spec allows', async () => {
    const { privateKey } = await generateKeyPair('RS384', { extractable: true })
    const jwk = await exportJWK(privateKey)
    const privateJwk = JSON.stringify({ ...jwk, alg: 'RS384', kid: await calculateJwkThumbprint(jwk) })
    const jwt = await clientAssertion({ tokenUrl, clientId, privateJwk, now: new Date() })
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS384', typ: 'JWT' })
    const jwks = JSON.parse(await publicJwksOf(privateJwk)) as JSONWebKeySet
    expect(jwks.keys[0]).not.toHaveProperty('d')
    await expect(jwtVerify(jwt, createLocalJWKSet(jwks), { algorithms: ['RS384'] })).resolves.toBeTruthy()
  })

  it('does not verify with another key', async () => {
    const [mine, other] = await Promise.all([createSmartKey(), createSmartKey()])
    const jwt = await clientAssertion({ tokenUrl, clientId, privateJwk: mine.privateJwk, now: new Date() })
    const jwks = JSON.parse(other.publicJwks) as JSONWebKeySet
    await expect(jwtVerify(jwt, createLocalJWKSet(jwks))).rejects.toThrow()
  })
})
