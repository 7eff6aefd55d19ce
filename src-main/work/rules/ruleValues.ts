/**
 * The clinic's rules as values (issue 41): what they are, the values a clinic starts with, and the strictest ones, in
 * one place. The strictest apply where the rules cannot be trusted: the saved ones were changed outside the app
 * (work/rules/clinicRules.ts), or the IT policy file does not read (clinicPolicy.ts); and while no account is open.
 */
import {
  DEFAULT_RETENTION_DAYS,
  RETENTION_DAY_CHOICES,
  type ClinicRuleName,
} from '../../../src-shared/contractValues'
import {
  DEFAULT_PRIVACY_SCREEN_MINUTES,
  isValidPrivacyScreenMinutes,
  PRIVACY_SCREEN_MINUTE_CHOICES,
} from '../../../src-shared/domain/privacyScreen'

export interface RuleValues {
  photoConsentRequired: boolean
  privacyScreenMinutes: number
  cacheRetentionDays: number
  reportsSaveOutside: boolean
  subjectsDeleteAtService: boolean
}

/** Every rule's name, in the order a rules record is sealed in (rules/sealedRules.ts). */
export const ruleNames = [
  'photoConsentRequired',
  'privacyScreenMinutes',
  'cacheRetentionDays',
  'reportsSaveOutside',
  'subjectsDeleteAtService',
] as const satisfies readonly (keyof RuleValues & ClinicRuleName)[]

/**
 * Consent asked for, the idle lock after the shortest time offered (never off), cached copies kept the shortest time
 * offered, no report saved outside the app, nothing deleted at the service.
 */
export const STRICTEST_RULES: Readonly<RuleValues> = {
  photoConsentRequired: true,
  privacyScreenMinutes: Math.min(...PRIVACY_SCREEN_MINUTE_CHOICES.filter((minutes) => minutes > 0)),
  cacheRetentionDays: Math.min(...RETENTION_DAY_CHOICES),
  reportsSaveOutside: false,
  subjectsDeleteAtService: false,
}

/** What a clinic starts with until an administrator changes it (as the app always did). */
export const FIRST_RULES: Readonly<RuleValues> = {
  photoConsentRequired: true,
  privacyScreenMinutes: DEFAULT_PRIVACY_SCREEN_MINUTES,
  cacheRetentionDays: DEFAULT_RETENTION_DAYS,
  reportsSaveOutside: true,
  subjectsDeleteAtService: true,
}

/** Exactly the rules of `values` (another key a record may carry is not one). */
export const onlyRules = (values: RuleValues): RuleValues => ({
  photoConsentRequired: values.photoConsentRequired,
  privacyScreenMinutes: values.privacyScreenMinutes,
  cacheRetentionDays: values.cacheRetentionDays,
  reportsSaveOutside: values.reportsSaveOutside,
  subjectsDeleteAtService: values.subjectsDeleteAtService,
})

const isRetentionChoice = (value: unknown): value is number =>
  (RETENTION_DAY_CHOICES as readonly unknown[]).includes(value)

/** Whether every value is one the app would save (a sealed record's are, or it was not made by the app). */
export function areRuleValues(value: unknown): value is RuleValues {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.photoConsentRequired === 'boolean' &&
    isValidPrivacyScreenMinutes(v.privacyScreenMinutes) &&
    isRetentionChoice(v.cacheRetentionDays) &&
    typeof v.reportsSaveOutside === 'boolean' &&
    typeof v.subjectsDeleteAtService === 'boolean'
  )
}

/**
 * The rules of a settings.json from before issue 41 (top-level, not sealed), read as that version read them: each
 * field on its own, a missing or bad one as the first value (only a saved `false` turned a switch off).
 */
export function legacyRuleValues(fields: Record<string, unknown>): RuleValues {
  return {
    photoConsentRequired: fields.photoConsentRequired !== false,
    privacyScreenMinutes: isValidPrivacyScreenMinutes(fields.privacyScreenMinutes)
      ? fields.privacyScreenMinutes
      : FIRST_RULES.privacyScreenMinutes,
    cacheRetentionDays: isRetentionChoice(fields.cacheRetentionDays)
      ? fields.cacheRetentionDays
      : FIRST_RULES.cacheRetentionDays,
    reportsSaveOutside: fields.reportsSaveOutside !== false,
    subjectsDeleteAtService: fields.subjectsDeleteAtService !== false,
  }
}
