/**
 * SMART Backend Services as the clinical desk uses it (issue 44): work/record/smart/'s functions, with one token
 * cache for the account's opening.
 */
import { AppFailure } from '../appFailure'
import type { SmartTools } from './smartTools'

/** Until work/record/smart/ lands (engineer 2's branch): SMART is refused as a missing key. */
export function smartTools(_fetch: typeof fetch): SmartTools {
  const missing = () => Promise.reject(new AppFailure('clinical_secret_missing', {}, 'smartKey'))
  return {
    createSmartKey: missing,
    publicJwksOf: missing,
    tokens: { token: missing, forget: () => undefined },
  }
}
