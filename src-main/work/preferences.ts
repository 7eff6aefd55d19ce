/**
 * `preferences.get/set`: app-wide choices kept in settings.json: the report locale, the clinic's details for the
 * report's cover page, and the service's noise floors (administrators only, like the rules; no IT policy fixes them);
 * and the open account's clinic rules (`clinicRuleNames`: consent, the privacy screen's idle minutes, retention,
 * saving reports outside, deleting at the service), sealed per account (rules/clinicRules.ts). `set` changes the
 * fields it names.
 *
 * The rules as they apply are the account's sealed ones (or the strictest, where those cannot be trusted) under the
 * IT policy (rules/clinicPolicy.ts): `get` answers what applies, and every reader in main (the consent gate,
 * retention, rules/forbidden.ts) reads it through `get`. Only an administrator changes a rule, and not one the
 * policy fixes.
 */
import {
  settingTextLimits,
  type Operator,
  type Preferences,
  type PreferencesChange,
  type PreferencesView,
  type SettingTextField,
} from '../../src-shared/contract'
import { clinicRuleNames, RETENTION_DAY_CHOICES } from '../../src-shared/contractValues'
import {
  isValidPrivacyScreenMinutes,
  PRIVACY_SCREEN_MINUTES_MAX,
} from '../../src-shared/domain/privacyScreen'
import { hasNoiseFloor, isValidNoiseFloor, NOISE_FLOOR_MAX } from '../../src-shared/domain/noiseFloors'
import { isValidReportLocale } from '../../src-shared/domain/reportLocale'
import { checkSettingText } from '../../src-shared/domain/settingText'
import type { Settings, SettingsStore } from '../store/settings'
import { AppFailure } from './appFailure'
import { fixedRules, NO_POLICY, type ClinicPolicy } from './rules/clinicPolicy'
import type { ClinicRules, RulesAccount, RulesInForce } from './rules/clinicRules'
import type { RuleValues } from './rules/ruleValues'

const textFields = Object.keys(settingTextLimits) as SettingTextField[]

function preferencesOf(settings: Settings, rules: RulesInForce, policy: ClinicPolicy): PreferencesView {
  const max = policy.privacyScreenMinutesMax
  const minutes = rules.values.privacyScreenMinutes
  const saved: Preferences = {
    reportLocale: settings.reportLocale,
    clinicName: settings.clinicName,
    clinicAddress: settings.clinicAddress,
    clinicianName: settings.clinicianName,
    photoConsentRequired: rules.values.photoConsentRequired,
    cacheRetentionDays: rules.values.cacheRetentionDays,
    privacyScreenMinutes: max !== null && (minutes === 0 || minutes > max) ? max : minutes,
    reportsSaveOutside: rules.values.reportsSaveOutside,
    subjectsDeleteAtService: rules.values.subjectsDeleteAtService,
    noiseFloors: settings.noiseFloors,
  }
  return {
    ...saved,
    ...policy.fixed,
    rules: {
      policy: policy.state,
      fixed: fixedRules(policy),
      privacyScreenMinutesMax: max,
      ...(rules.reset ? { reset: rules.reset } : {}),
    },
  }
}

/** A change of the rules: by an administrator only, and never of a rule the policy fixes to another value. */
function checkRuleChange(
  change: PreferencesChange,
  policy: ClinicPolicy,
  administrator: () => Operator | null,
) {
  const rules = clinicRuleNames.filter((rule) => change[rule] !== undefined)
  // The noise floors are the administrator's too (not the IT policy's: they describe the service, not a rule).
  if (rules.length === 0 && change.noiseFloors === undefined) return
  if (administrator() === null) throw new AppFailure('operator_required')
  for (const rule of rules) {
    const fixed = (policy.fixed as Partial<Record<string, unknown>>)[rule]
    if (fixed !== undefined && fixed !== change[rule]) throw new AppFailure('policy_fixed', { rule }, rule)
  }
  const max = policy.privacyScreenMinutesMax
  const minutes = change.privacyScreenMinutes
  if (max !== null && minutes !== undefined && (minutes === 0 || minutes > max))
    throw new AppFailure(
      'policy_fixed',
      { rule: 'privacyScreenMinutes', max: String(max) },
      'privacyScreenMinutes',
    )
}

/**
 * The change as it is saved (texts normalized), the settings apart from the rules, or the first field that does
 * not pass, as an AppFailure.
 */
function checkedChange(change: PreferencesChange): {
  checked: Partial<Settings>
  rules: Partial<RuleValues>
} {
  const checked: Partial<Settings> = {}
  const rules: Partial<RuleValues> = {}
  if (change.reportLocale !== undefined) {
    if (!isValidReportLocale(change.reportLocale)) throw new AppFailure('invalid_locale', {}, 'reportLocale')
    checked.reportLocale = change.reportLocale
  }
  for (const field of textFields) {
    const text = change[field]
    if (text === undefined) continue
    const result = checkSettingText(text, settingTextLimits[field])
    if (!result.ok) throw new AppFailure(result.code, { max: String(result.max) }, field)
    checked[field] = result.value
  }
  if (change.photoConsentRequired !== undefined) rules.photoConsentRequired = change.photoConsentRequired
  if (change.reportsSaveOutside !== undefined) rules.reportsSaveOutside = change.reportsSaveOutside
  if (change.subjectsDeleteAtService !== undefined)
    rules.subjectsDeleteAtService = change.subjectsDeleteAtService
  if (change.noiseFloors !== undefined) {
    for (const [techName, value] of Object.entries(change.noiseFloors))
      if (!hasNoiseFloor(techName) || !isValidNoiseFloor(value))
        throw new AppFailure('validation', { max: String(NOISE_FLOOR_MAX) }, 'noiseFloors')
    checked.noiseFloors = { ...change.noiseFloors }
  }
  if (change.cacheRetentionDays !== undefined) {
    if (!(RETENTION_DAY_CHOICES as readonly number[]).includes(change.cacheRetentionDays))
      throw new AppFailure('validation', {}, 'cacheRetentionDays')
    rules.cacheRetentionDays = change.cacheRetentionDays
  }
  if (change.privacyScreenMinutes !== undefined) {
    if (!isValidPrivacyScreenMinutes(change.privacyScreenMinutes))
      throw new AppFailure('validation', { max: String(PRIVACY_SCREEN_MINUTES_MAX) }, 'privacyScreenMinutes')
    rules.privacyScreenMinutes = change.privacyScreenMinutes
  }
  return { checked, rules }
}

export function createPreferences(
  settings: SettingsStore,
  rules: ClinicRules,
  policy: ClinicPolicy = NO_POLICY,
) {
  const view = async (read?: Settings, account?: RulesAccount) => {
    const current = read ?? (await settings.read())
    return preferencesOf(current, await rules.current(current, account), policy)
  }
  return {
    /** What applies now; `account`: by that account's rules (by default the open one's). */
    get: (account?: RulesAccount): Promise<PreferencesView> => view(undefined, account),
    /**
     * `administrator`: the signed-in administrator, or null when none is; it throws (not_permitted, locked) for
     * another operator. Asked only when the change names a rule. A rule is changed only with an account open.
     */
    async set(change: PreferencesChange, administrator: () => Operator | null): Promise<PreferencesView> {
      checkRuleChange(change, policy, administrator)
      const { checked, rules: ruleChange } = checkedChange(change)
      if (Object.keys(ruleChange).length > 0 && (await rules.change(ruleChange)) === null)
        throw new AppFailure('not_connected')
      return view(Object.keys(checked).length > 0 ? await settings.update(checked) : undefined)
    },
  }
}
export type PreferencesDesk = ReturnType<typeof createPreferences>
