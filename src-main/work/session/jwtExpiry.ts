import { z } from 'zod'

const Claims = z.object({ exp: z.number().optional(), company_id: z.string().optional() }).loose()

/** Reads the unverified claims of a JWT (only to show expiry and company to the user; the service verifies). */
export function readKeyClaims(apiKey: string): { expiresAt: string | null; companyId: string | null } {
  const payload = apiKey.split('.')[1]
  if (!payload) return { expiresAt: null, companyId: null }
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const claims = Claims.safeParse(json)
    if (!claims.success) return { expiresAt: null, companyId: null }
    const { exp, company_id } = claims.data
    return {
      expiresAt: exp === undefined ? null : new Date(exp * 1000).toISOString(),
      companyId: company_id ?? null,
    }
  } catch {
    return { expiresAt: null, companyId: null }
  }
}
