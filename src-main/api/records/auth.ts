import { z } from 'zod'
import { idText, optional, timestampText } from './fields'

/** `POST /api/v1/login/` → a short-lived access token (about an hour; not meant for API use) and the company. */
export const loginRecord = z
  .looseObject({
    access_token: optional(z.string().min(1)),
    token_access: optional(z.string().min(1)),
    company_id: idText,
    id: optional(idText),
  })
  .transform((l, ctx) => {
    const token = l.access_token ?? l.token_access
    if (token === null) {
      ctx.addIssue({ code: 'custom', path: ['access_token'], message: 'no access token in the answer' })
      return z.NEVER
    }
    return { access_token: token, company_id: l.company_id, user_id: l.id }
  })
export type Login = z.output<typeof loginRecord>

/**
 * `POST /api/v1/auth/private_tokens/` → the long-living private token. The token is `data` in the documentation
 * (sent once, at creation); `token`, `key` and `access_token` are read too.
 */
export const privateTokenRecord = z
  .looseObject({
    id: optional(idText),
    name: optional(z.string()),
    data: optional(z.string().min(1)),
    token: optional(z.string().min(1)),
    key: optional(z.string().min(1)),
    access_token: optional(z.string().min(1)),
    expiration_time: optional(timestampText),
  })
  .transform((t, ctx) => {
    const token = t.data ?? t.token ?? t.key ?? t.access_token
    if (token === null) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'no token in the answer' })
      return z.NEVER
    }
    return { id: t.id, name: t.name, token, expiration_time: t.expiration_time }
  })
export type PrivateToken = z.output<typeof privateTokenRecord>
