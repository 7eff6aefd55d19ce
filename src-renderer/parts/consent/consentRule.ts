/** The consent gate's one rule, as the capture screen asks it (the rule itself: src-shared/domain/consentRule.ts). */
import type { Consent } from '../../../src-shared/contract'
import { captureAllowed as allowedFor } from '../../../src-shared/domain/consentRule'

export function captureAllowed(consent: Consent | null, required: boolean): boolean {
  return allowedFor(consent?.scopes ?? null, required)
}
