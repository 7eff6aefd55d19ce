/**
 * SMART Backend Services as the clinical desk uses it (issue 44): work/record/smart/'s key pair, public JWK Set and
 * access tokens (cached per client until shortly before they expire), over the app's fetch; one token cache for the
 * account's opening, forgotten when the settings or the key change.
 */
import { createSmartKey, createSmartTokens, publicJwksOf } from '../record/smart'
import type { SmartTools } from './smartTools'

export function smartTools(fetchImpl: typeof fetch): SmartTools {
  return { createSmartKey, publicJwksOf, tokens: createSmartTokens({ fetch: fetchImpl }) }
}
