/**
 * App-wide, non-secret settings as JSON in the data folder: which service and company the app is connected to,
 * the preferred report locale, the clinic's details for the report's cover page, whether a photo needs the
 * patient's consent first and after how many idle minutes the privacy screen hides patient data. Each field is read on its own, so one bad value does not lose the others.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ServiceMode } from '../../src-shared/contract'
import {
  DEFAULT_RETENTION_DAYS,
  RETENTION_DAY_CHOICES,
  settingTextLimits,
  type SettingTextField,
} from '../../src-shared/contractValues'
import { isValidReportLocale } from '../../src-shared/domain/reportLocale'
import { hasNoiseFloor, isValidNoiseFloor } from '../../src-shared/domain/noiseFloors'
import {
  DEFAULT_PRIVACY_SCREEN_MINUTES,
  isValidPrivacyScreenMinutes,
} from '../../src-shared/domain/privacyScreen'
import { checkSettingText } from '../../src-shared/domain/settingText'
import { writeFileAtomic } from './atomicFile'

export const Connection = z.object({
  mode: ServiceMode,
  baseUrl: z.string(),
  companyId: z.string(),
  keychainAccount: z.string(),
  /** The id of the private token this workstation made at sign-in (revoked when it is no longer used). */
  privateTokenId: z.string().nullish(),
})
export type Connection = z.infer<typeof Connection>

/** A private token to revoke once the service can be reached; the token itself waits in the keychain. */
export const PendingRevoke = z.object({
  baseUrl: z.string(),
  tokenId: z.string(),
  keychainAccount: z.string(),
})
export type PendingRevoke = z.infer<typeof PendingRevoke>

export const DEFAULT_REPORT_LOCALE = 'en'

export interface Settings {
  connection: Connection | null
  pendingRevokes: PendingRevoke[]
  reportLocale: string
  clinicName: string
  clinicAddress: string
  clinicianName: string
  photoConsentRequired: boolean
  cacheRetentionDays: number
  privacyScreenMinutes: number
  reportsSaveOutside: boolean
  subjectsDeleteAtService: boolean
  /** An administrator's noise floors, by metric (only metrics with a measured floor, valid values). */
  noiseFloors: Record<string, number>
}

/** The saved overrides that still pass the check (a file edited by hand loses only what does not). */
function noiseFloorsSetting(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => hasNoiseFloor(entry[0]) && isValidNoiseFloor(entry[1]),
    ),
  )
}

const ReportLocale = z.string().refine(isValidReportLocale)

/** A text setting as saved, or '' when it is missing or would not pass the check today (edited by hand). */
function textSetting(value: unknown, field: SettingTextField): string {
  if (typeof value !== 'string') return ''
  const checked = checkSettingText(value, settingTextLimits[field])
  return checked.ok ? checked.value : ''
}

/** The saved period when it is one of the choices, else the default. */
function retentionDays(value: unknown): number {
  return (RETENTION_DAY_CHOICES as readonly unknown[]).includes(value)
    ? (value as number)
    : DEFAULT_RETENTION_DAYS
}

function settingsFrom(raw: unknown): Settings {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const connection = Connection.safeParse(fields.connection)
  const reportLocale = ReportLocale.safeParse(fields.reportLocale)
  return {
    connection: connection.success ? connection.data : null,
    pendingRevokes: Array.isArray(fields.pendingRevokes)
      ? fields.pendingRevokes.flatMap((item) => {
          const parsed = PendingRevoke.safeParse(item)
          return parsed.success ? [parsed.data] : []
        })
      : [],
    reportLocale: reportLocale.success ? reportLocale.data : DEFAULT_REPORT_LOCALE,
    clinicName: textSetting(fields.clinicName, 'clinicName'),
    clinicAddress: textSetting(fields.clinicAddress, 'clinicAddress'),
    clinicianName: textSetting(fields.clinicianName, 'clinicianName'),
    // Consent is asked for unless the clinic switched it off: only a saved `false` turns it off.
    photoConsentRequired: fields.photoConsentRequired !== false,
    cacheRetentionDays: retentionDays(fields.cacheRetentionDays),
    // A file from before the privacy screen, or a value edited by hand out of range, reads as the default.
    privacyScreenMinutes: isValidPrivacyScreenMinutes(fields.privacyScreenMinutes)
      ? fields.privacyScreenMinutes
      : DEFAULT_PRIVACY_SCREEN_MINUTES,
    // Allowed unless an administrator turned them off: only a saved `false` does.
    reportsSaveOutside: fields.reportsSaveOutside !== false,
    subjectsDeleteAtService: fields.subjectsDeleteAtService !== false,
    noiseFloors: noiseFloorsSetting(fields.noiseFloors),
  }
}

export function createSettingsStore(dataDir: string) {
  const path = join(dataDir, 'settings.json')
  let updates: Promise<unknown> = Promise.resolve()

  async function read(): Promise<Settings> {
    try {
      return settingsFrom(JSON.parse(await readFile(path, 'utf8')))
    } catch {
      return settingsFrom(null)
    }
  }

  return {
    read,
    /**
     * Changes some fields and keeps the others; updates run one after another. A function is given the settings
     * as they are when its turn comes (for a change that depends on them, such as adding to a list).
     */
    update(change: Partial<Settings> | ((settings: Settings) => Partial<Settings>)): Promise<Settings> {
      const next = updates.then(async () => {
        const current = await read()
        const settings = { ...current, ...(typeof change === 'function' ? change(current) : change) }
        await writeFileAtomic(path, JSON.stringify(settings, null, 2))
        return settings
      })
      updates = next.catch(() => undefined)
      return next
    },
  }
}
export type SettingsStore = ReturnType<typeof createSettingsStore>
