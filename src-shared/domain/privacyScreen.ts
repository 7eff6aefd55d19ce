/**
 * The privacy screen's minutes (settings): after this many minutes without input, patient data is hidden until
 * the operator continues; 0 turns it off. The check is run by main before they are saved and when settings.json
 * is read. Pure; imports nothing.
 */

export const DEFAULT_PRIVACY_SCREEN_MINUTES = 5
export const PRIVACY_SCREEN_MINUTES_MAX = 120
/** The choices the settings screen offers, 0 ("Off") first. */
export const PRIVACY_SCREEN_MINUTE_CHOICES = [0, 1, 2, 5, 10, 15, 30, 60, 120] as const

/** A whole number of minutes from 0 (off) to the limit. */
export function isValidPrivacyScreenMinutes(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= PRIVACY_SCREEN_MINUTES_MAX
  )
}
