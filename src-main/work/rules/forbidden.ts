/**
 * What the clinic's rules forbid, by channel: the one place main refuses a call for a rule (policy_forbids, with
 * the rule's name), before its handler runs. The consent rule is not here: it needs the subject's record, so the
 * consent gate (work/consentGate.ts) applies it inside capture.submit, reports.generate and "keep offline".
 */
import type { ChannelName, PreferencesView } from '../../../src-shared/contract'
import type { ClinicRuleName } from '../../../src-shared/contractValues'
import { AppFailure } from '../appFailure'

/** The channels a rule may forbid (the others need not read the rules). */
export const ruledChannels: ReadonlySet<ChannelName> = new Set([
  'reports.save',
  'subjects.remove',
  'visits.remove',
  'subjects.removeLocal',
])

export function forbiddenBy(
  channel: ChannelName,
  args: Record<string, unknown>,
  rules: Pick<PreferencesView, 'reportsSaveOutside' | 'subjectsDeleteAtService'>,
): ClinicRuleName | null {
  switch (channel) {
    case 'reports.save':
      return rules.reportsSaveOutside ? null : 'reportsSaveOutside'
    case 'subjects.remove':
    case 'visits.remove':
      return rules.subjectsDeleteAtService ? null : 'subjectsDeleteAtService'
    case 'subjects.removeLocal':
      // Removing from this workstation is always allowed; the service's GDPR actions are deletions there.
      return rules.subjectsDeleteAtService || (args.servicePhotos !== true && args.serviceDetails !== true)
        ? null
        : 'subjectsDeleteAtService'
    default:
      return null
  }
}

/** Throws policy_forbids when a rule forbids the call. */
export function checkRules(
  channel: ChannelName,
  args: unknown,
  rules: Pick<PreferencesView, 'reportsSaveOutside' | 'subjectsDeleteAtService'>,
): void {
  const fields = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>
  const rule = forbiddenBy(channel, fields, rules)
  if (rule) throw new AppFailure('policy_forbids', { rule })
}
