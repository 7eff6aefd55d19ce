/**
 * A failure of our own that the UI translates (its code, the values the message names, the form field). Alone in
 * its file, with nothing imported but the contract's types, so code that must hold no key (the photo parser's
 * process, issue 30) can throw it without loading the service client or the keychain (appFailure.ts maps it).
 */
import type { AppErrorCode } from '../../src-shared/contract'

export class AppFailure extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly params: Record<string, string> = {},
    readonly field: string | null = null,
    detail?: string,
  ) {
    super(detail ?? code)
    this.name = 'AppFailure'
  }
}
