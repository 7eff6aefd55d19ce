/**
 * The clinic's rules as an IT department fixes them: the `rules` part of the machine-wide policy file (the same
 * `policy.json` that turns updates on, updates/updatePolicy.ts), read once at start by the host.
 *
 * {"rules": {"photoConsentRequired": true, "privacyScreenMinutesMax": 10, "cacheRetentionDays": 30,
 *            "reportsSaveOutside": false, "subjectsDeleteAtService": false}}
 *
 * Each rule named is fixed (administrators see it, and cannot change it); `privacyScreenMinutesMax` bounds the
 * privacy screen's minutes and forbids turning it off. A file that does not read, or whose `rules` do not, is
 * reported, and the strictest rules apply (STRICTEST); no file: the administrators' choices apply.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { ClinicRuleName } from '../../../src-shared/contractValues'
import { RETENTION_DAY_CHOICES } from '../../../src-shared/contractValues'
import { PRIVACY_SCREEN_MINUTES_MAX } from '../../../src-shared/domain/privacyScreen'
import { STRICTEST_RULES, type RuleValues } from './ruleValues'

export type { RuleValues } from './ruleValues'

export interface ClinicPolicy {
  state: 'none' | 'applied' | 'unreadable'
  /** The rules the file fixes, and their values. */
  fixed: Partial<Omit<RuleValues, 'privacyScreenMinutes'>>
  /** The privacy screen's minutes at most, and never off; null: no bound. */
  privacyScreenMinutesMax: number | null
}

export const NO_POLICY: ClinicPolicy = { state: 'none', fixed: {}, privacyScreenMinutesMax: null }

/** What applies when the policy file does not read: the strictest rules (ruleValues.ts), fixed. */
export const STRICTEST: ClinicPolicy = {
  state: 'unreadable',
  fixed: {
    photoConsentRequired: STRICTEST_RULES.photoConsentRequired,
    cacheRetentionDays: STRICTEST_RULES.cacheRetentionDays,
    reportsSaveOutside: STRICTEST_RULES.reportsSaveOutside,
    subjectsDeleteAtService: STRICTEST_RULES.subjectsDeleteAtService,
  },
  privacyScreenMinutesMax: STRICTEST_RULES.privacyScreenMinutes,
}

const Rules = z
  .object({
    photoConsentRequired: z.boolean(),
    privacyScreenMinutesMax: z.number().int().min(1).max(PRIVACY_SCREEN_MINUTES_MAX),
    cacheRetentionDays: z.number().refine((d) => (RETENTION_DAY_CHOICES as readonly number[]).includes(d)),
    reportsSaveOutside: z.boolean(),
    subjectsDeleteAtService: z.boolean(),
  })
  .partial()
  .strict()

/** `text`: the policy file's text, or null when there is none. */
export function parseClinicPolicy(text: string | null): ClinicPolicy {
  if (text === null) return NO_POLICY
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return STRICTEST
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return STRICTEST
  const raw = (json as Record<string, unknown>).rules
  if (raw === undefined) return NO_POLICY
  const rules = Rules.safeParse(raw)
  if (!rules.success) return STRICTEST
  const { privacyScreenMinutesMax, ...fixed } = rules.data
  return { state: 'applied', fixed, privacyScreenMinutesMax: privacyScreenMinutesMax ?? null }
}

/** The rules the policy fixes, by name (the privacy minutes count as fixed only through their bound). */
export function fixedRules(policy: ClinicPolicy): ClinicRuleName[] {
  return Object.keys(policy.fixed) as ClinicRuleName[]
}

/** The policy file's rules (the host names the file: updates/updatePolicy.ts `policyFile`). */
export function readClinicPolicy(file: string): ClinicPolicy {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    // No file: the administrators' choices. A file that is there but cannot be read: the strictest rules.
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? NO_POLICY : STRICTEST
  }
  return parseClinicPolicy(text)
}
