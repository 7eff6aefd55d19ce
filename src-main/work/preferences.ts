/**
 * `preferences.get/set`: app-wide choices kept in settings.json: the report locale, the clinic's details for the
 * report's cover page, whether a photo needs the patient's consent first, and the privacy screen's idle minutes.
 * `set` changes the fields it names.
 */
import {
  settingTextLimits,
  type Preferences,
  type PreferencesChange,
  type SettingTextField,
} from '../../src-shared/contract'
import { RETENTION_DAY_CHOICES } from '../../src-shared/contractValues'
import {
  isValidPrivacyScreenMinutes,
  PRIVACY_SCREEN_MINUTES_MAX,
} from '../../src-shared/domain/privacyScreen'
import { isValidReportLocale } from '../../src-shared/domain/reportLocale'
import { checkSettingText } from '../../src-shared/domain/settingText'
import type { Settings, SettingsStore } from '../store/settings'
import { AppFailure } from './appFailure'

const textFields = Object.keys(settingTextLimits) as SettingTextField[]

function preferencesOf(settings: Settings): Preferences {
  return {
    reportLocale: settings.reportLocale,
    clinicName: settings.clinicName,
    clinicAddress: settings.clinicAddress,
    clinicianName: settings.clinicianName,
    photoConsentRequired: settings.photoConsentRequired,
    cacheRetentionDays: settings.cacheRetentionDays,
    privacyScreenMinutes: settings.privacyScreenMinutes,
  }
}

/** The change as it is saved (texts normalized), or the first field that does not pass, as an AppFailure. */
function checkedChange(change: PreferencesChange): Partial<Settings> {
  const checked: Partial<Settings> = {}
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
  if (change.photoConsentRequired !== undefined) checked.photoConsentRequired = change.photoConsentRequired
  if (change.cacheRetentionDays !== undefined) {
    if (!(RETENTION_DAY_CHOICES as readonly number[]).includes(change.cacheRetentionDays))
      throw new AppFailure('validation', {}, 'cacheRetentionDays')
    checked.cacheRetentionDays = change.cacheRetentionDays
  }
  if (change.privacyScreenMinutes !== undefined) {
    if (!isValidPrivacyScreenMinutes(change.privacyScreenMinutes))
      throw new AppFailure('validation', { max: String(PRIVACY_SCREEN_MINUTES_MAX) }, 'privacyScreenMinutes')
    checked.privacyScreenMinutes = change.privacyScreenMinutes
  }
  return checked
}

export function createPreferences(settings: SettingsStore) {
  return {
    async get(): Promise<Preferences> {
      return preferencesOf(await settings.read())
    },
    async set(change: PreferencesChange): Promise<Preferences> {
      return preferencesOf(await settings.update(checkedChange(change)))
    },
  }
}
export type PreferencesDesk = ReturnType<typeof createPreferences>
