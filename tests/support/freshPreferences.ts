/**
 * A fresh workstation's preferences as the tests expect them, spelled out here once (not taken from the app's own
 * defaults, so a changed default fails them): English reports, no clinic words, consent required, the rules open.
 * A test writes only what differs: `{ ...FRESH_PREFERENCES, reportLocale: 'fr' }`.
 */
export const FRESH_PREFERENCES = {
  reportLocale: 'en',
  clinicName: '',
  clinicAddress: '',
  clinicianName: '',
  photoConsentRequired: true,
  privacyScreenMinutes: 5,
  cacheRetentionDays: 30,
  reportsSaveOutside: true,
  subjectsDeleteAtService: true,
  noiseFloors: {},
  rules: { policy: 'none', fixed: [], privacyScreenMinutesMax: null },
} as const
