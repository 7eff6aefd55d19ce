import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { jwtVerify } from 'jose'
import { z } from 'zod'
import type { Store } from './db/store'
import { formatTimestamp } from './time'

/** Who made an authenticated request: an API key, or a user through a login session token. */
export interface Principal {
  kind: 'api_key' | 'user'
  id: string
  companyId: string
}

export interface KeyOptions {
  name: string
  expiresInDays?: number
  expiresAt?: Date
}

export interface Keyring {
  issueApiKey(companyId: string, opts: KeyOptions): { id: string; token: string }
  issueSessionToken(userId: string, companyId: string): string
  /** Resolves a bearer token to its principal, or null when it is invalid, expired or revoked. */
  authenticate(token: string): Promise<Principal | null>
}

const secretSetting = 'jwt_secret'
const sessionLifetimeSeconds = 12 * 60 * 60

const claimsSchema = z.object({
  company_id: z.string(),
  key_id: z.string().optional(),
  user_id: z.string().optional(),
})

function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url')
}

/** Signs HS256 synchronously (jose only signs asynchronously); jose verifies these tokens. */
function signHs256(claims: Record<string, string | number>, secret: Buffer): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${signature}`
}

function loadSecret(store: Store): Buffer {
  const saved = store.settings.get(secretSetting)
  if (saved) return Buffer.from(saved, 'base64url')
  const secret = randomBytes(32)
  store.settings.set(secretSetting, secret.toString('base64url'))
  return secret
}

function expiryOf(opts: KeyOptions, now: Date): Date | null {
  if (opts.expiresAt) return opts.expiresAt
  if (opts.expiresInDays === undefined) return null
  if (!(opts.expiresInDays > 0)) throw new Error('expiresInDays must be a positive number')
  return new Date(now.getTime() + opts.expiresInDays * 86_400_000)
}

export function createKeyring(store: Store): Keyring {
  const secret = loadSecret(store)

  function issueApiKey(companyId: string, opts: KeyOptions): { id: string; token: string } {
    if (!store.companies.find(companyId)) throw new Error(`Unknown company ${companyId}`)
    if (opts.name.trim() === '') throw new Error('A key needs a name')
    const now = new Date()
    const expires = expiryOf(opts, now)
    const id = randomUUID()
    store.keys.insert({
      id,
      company_id: companyId,
      name: opts.name,
      created_at: formatTimestamp(now),
      expires_at: expires ? expires.toISOString() : null,
    })
    const claims: Record<string, string | number> = {
      company_id: companyId,
      key_id: id,
      iat: Math.floor(now.getTime() / 1000),
    }
    if (expires) claims.exp = Math.floor(expires.getTime() / 1000)
    return { id, token: signHs256(claims, secret) }
  }

  function issueSessionToken(userId: string, companyId: string): string {
    const iat = Math.floor(Date.now() / 1000)
    return signHs256(
      { company_id: companyId, user_id: userId, iat, exp: iat + sessionLifetimeSeconds },
      secret,
    )
  }

  function principalOf(claims: z.infer<typeof claimsSchema>): Principal | null {
    if (claims.key_id) {
      const key = store.keys.find(claims.key_id)
      if (!key || key.revoked || key.company_id !== claims.company_id) return null
      if (key.expires_at && Date.parse(key.expires_at) <= Date.now()) return null
      return { kind: 'api_key', id: key.id, companyId: key.company_id }
    }
    if (claims.user_id) {
      const user = store.users.find(claims.user_id)
      if (!user || user.company_id !== claims.company_id) return null
      return { kind: 'user', id: user.id, companyId: user.company_id }
    }
    return null
  }

  async function authenticate(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      const claims = claimsSchema.safeParse(payload)
      return claims.success ? principalOf(claims.data) : null
    } catch {
      return null
    }
  }

  return { issueApiKey, issueSessionToken, authenticate }
}
