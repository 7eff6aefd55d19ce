/** Which message in the locale files (`errors.<code>`, or a variant when a value is missing) fits an error. */
import type { AppErrorCode } from '../../src-shared/contract'

export type ErrorMessage = { key: string; params: Record<string, string> }

/** Save failures name the folder they could not write to, when main knows it. */
const saveFailures: readonly AppErrorCode[] = [
  'save_no_permission',
  'save_disk_full',
  'save_not_a_folder',
  'save_failed',
]

export function errorMessageFor(code: AppErrorCode, params: Record<string, string>): ErrorMessage {
  if (code === 'company_mismatch' && !params.keyCompanyId) {
    return { key: 'errors.company_mismatch_noKeyCompany', params }
  }
  if ((code === 'unreachable' || code === 'timeout') && !params.host) {
    return { key: `errors.${code}_noHost`, params }
  }
  if (code === 'invalid_locale' && !params.message) {
    return { key: 'errors.invalid_locale_noMessage', params }
  }
  if (saveFailures.includes(code) && !params.folder) {
    return { key: `errors.${code}_noFolder`, params }
  }
  return { key: `errors.${code}`, params }
}
