/** The consent gate's one rule: capture needs a recorded consent to analysis, unless the clinic switched it off. */
import type { Consent } from '../../src-shared/contract'

export function captureAllowed(consent: Consent | null, required: boolean): boolean {
  return !required || (consent?.scopes.includes('analysis') ?? false)
}
