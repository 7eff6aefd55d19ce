/** `preferences.get/set`: app-wide choices kept in settings.json (the report locale). */
import { type Preferences } from '../../src-shared/contract'
import { isValidReportLocale } from '../../src-shared/domain/reportLocale'
import type { SettingsStore } from '../store/settings'
import { AppFailure } from './appFailure'

export function createPreferences(settings: SettingsStore) {
  return {
    async get(): Promise<Preferences> {
      return { reportLocale: (await settings.read()).reportLocale }
    },
    async set(preferences: Preferences): Promise<Preferences> {
      if (!isValidReportLocale(preferences.reportLocale))
        throw new AppFailure('invalid_locale', {}, 'reportLocale')
      const saved = await settings.update({ reportLocale: preferences.reportLocale })
      return { reportLocale: saved.reportLocale }
    },
  }
}
export type PreferencesDesk = ReturnType<typeof createPreferences>
