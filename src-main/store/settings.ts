/**
 * App-wide, non-secret settings as JSON in the data folder: which service and company the app is connected to,
 * the preferred report locale, the clinic's details for the report's cover page, and each account's clinic rules
 * (`clinicRules`, sealed records this file only keeps: work/rules/clinicRules.ts reads and checks them). Each field
 * is read on its own, so one bad value does not lose the others.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ServiceMode } from '../../src-shared/contract'
import { settingTextLimits, type SettingTextField } from '../../src-shared/contractValues'
import { isValidReportLocale } from '../../src-shared/domain/reportLocale'
import { hasNoiseFloor, isValidNoiseFloor } from '../../src-shared/domain/noiseFloors'
import { checkSettingText } from '../../src-shared/domain/settingText'
import { writeFileAtomic } from './files/atomicFile'

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
  /** An administrator's noise floors, by metric (only metrics with a measured floor, valid values). */
  noiseFloors: Record<string, number>
  /** Each account's clinic rules, by keychain account: sealed records, kept as they are (issue 41). */
  clinicRules: Record<string, unknown>
  /**
   * The clinic's rules of a file from before they were sealed (its top-level fields, as they are), until they are
   * adopted once (work/rules/clinicRules.ts); null when there are none. Written back as they were until then.
   */
  legacyRules: Record<string, unknown> | null
}

/** The top-level fields where a file from before issue 41 kept the clinic's rules. */
export const LEGACY_RULE_FIELDS = [
  'photoConsentRequired',
  'cacheRetentionDays',
  'privacyScreenMinutes',
  'reportsSaveOutside',
  'subjectsDeleteAtService',
] as const

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function legacyRulesOf(fields: Record<string, unknown>): Record<string, unknown> | null {
  const legacy = Object.fromEntries(
    LEGACY_RULE_FIELDS.filter((field) => field in fields).map((field) => [field, fields[field]]),
  )
  return Object.keys(legacy).length > 0 ? legacy : null
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
    noiseFloors: noiseFloorsSetting(fields.noiseFloors),
    clinicRules: isRecord(fields.clinicRules) ? fields.clinicRules : {},
    legacyRules: legacyRulesOf(fields),
  }
}

/** The file's text: the unsealed rules of an older file (not adopted yet) where that file had them. */
function fileText({ legacyRules, ...settings }: Settings): string {
  return JSON.stringify({ ...(legacyRules ?? {}), ...settings }, null, 2)
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
        await writeFileAtomic(path, fileText(settings))
        return settings
      })
      updates = next.catch(() => undefined)
      return next
    },
  }
}
export type SettingsStore = ReturnType<typeof createSettingsStore>
