import { calculateJwkThumbprint, type JWK } from 'jose'
import { describe, expect, it } from 'vitest'
import { createSmartKey, parsePrivateJwk, publicJwksOf, SmartKeyError } from './keys'

describe('the SMART client key', () => {
  it('is a new ES384 pair: the private JWK for the keychain, the public JWK Set to register', async () => {
    const { privateJwk, publicJwks } = await createSmartKey()
    const secret = JSON.parse(privateJwk) as JWK
    const { keys } = JSON.parse(publicJwks) as { keys: JWK[] }
    expect(secret).toMatchObject({ kty: 'EC', crv: 'P-384', alg: 'ES384', use: 'sig' })
    expect(typeof secret.d).toBe('string')
    expect(keys).toHaveLength(1)
    const [key] = keys
    expect(Object.keys(key ?? {}).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y'])
    expect(key).toMatchObject({ alg: 'ES384', use: 'sig', kid: secret.kid, x: secret.x, y: secret.y })
    expect(key?.kid).toBe(await calculateJwkThumbprint(key ?? {}, 'sha256'))
    expect(publicJwks).not.toContain(secret.d)
  })

  it('makes a different key each time', async () => {
    const [a, b] = await Promise.all([createSmartKey(), createSmartKey()])
    expect(a.publicJwks).not.toBe(b.publicJwks)
  })

  it('gives the saved key’s public JWK Set again, without its private part', async () => {
    const { privateJwk, publicJwks } = await createSmartKey()
    expect(await publicJwksOf(privateJwk)).toBe(publicJwks)
  })

  it('refuses what is not a private ES384/RS384 key, without quoting it', async () => {
    const { privateJwk, publicJwks } = await createSmartKey()
    const secret = JSON.parse(privateJwk) as JWK
    const cases = [
      'not json',
      JSON.stringify((JSON.parse(publicJwks) as { keys: JWK[] }).keys[0]),
      JSON.stringify({ ...secret, alg: 'ES256' }),
      JSON.stringify({ ...secret, alg: 'RS384' }),
      JSON.stringify({ ...secret, kid: undefined }),
    ]
    for (const text of cases) {
      expect(() => parsePrivateJwk(text)).toThrow(SmartKeyError)
      const error = (await publicJwksOf(text).catch((caught: unknown) => caught)) as Error
      expect(error).toBeInstanceOf(SmartKeyError)
      expect(error.message).not.toContain(String(secret.d))
    }
  })
})
