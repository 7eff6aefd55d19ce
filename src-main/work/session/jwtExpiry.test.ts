import { describe, expect, it } from 'vitest'
import { readKeyClaims } from './jwtExpiry'

const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
    .map((p) => Buffer.from(p).toString('base64url'))
    .join('.') + '.sig'

describe('readKeyClaims', () => {
  it('reads exp as an ISO date and the company', () => {
    expect(readKeyClaims(jwt({ exp: 1_900_000_000, company_id: 'c-1' }))).toEqual({
      expiresAt: '2030-03-17T17:46:40.000Z',
      companyId: 'c-1',
    })
  })
  it('gives nulls for a key without expiry or that is no JWT', () => {
    expect(readKeyClaims(jwt({ company_id: 'c' })).expiresAt).toBeNull()
    expect(readKeyClaims('not-a-jwt')).toEqual({ expiresAt: null, companyId: null })
    expect(readKeyClaims('a.%%%.b')).toEqual({ expiresAt: null, companyId: null })
  })
})
