/** Which message in the locale files (`errors.<code>`, or a variant when a value is missing) fits an error. */
import type { AppErrorCode } from '../../src-preload/contract'

export type ErrorMessage = { key: string; params: Record<string, string> }

export function errorMessageFor(code: AppErrorCode, params: Record<string, string>): ErrorMessage {
  if (code === 'company_mismatch' && !params.keyCompanyId) {
    return { key: 'errors.company_mismatch_noKeyCompany', params }
  }
  if ((code === 'unreachable' || code === 'timeout') && !params.host) {
    return { key: `errors.${code}_noHost`, params }
  }
  return { key: `errors.${code}`, params }
}
