/**
 * App-wide, non-secret settings as JSON in the data folder: which service and company the app is connected to,
 * and the preferred report locale. Each field is read on its own, so one bad value does not lose the others.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ServiceMode } from '../../src-shared/contract'
import { isValidReportLocale } from '../../src-shared/domain/reportLocale'
import { writeFileAtomic } from './atomicFile'

export const Connection = z.object({
  mode: ServiceMode,
  baseUrl: z.string(),
  companyId: z.string(),
  keychainAccount: z.string(),
})
export type Connection = z.infer<typeof Connection>

export const DEFAULT_REPORT_LOCALE = 'en'

export interface Settings {
  connection: Connection | null
  reportLocale: string
}

const ReportLocale = z.string().refine(isValidReportLocale)

function settingsFrom(raw: unknown): Settings {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const connection = Connection.safeParse(fields.connection)
  const reportLocale = ReportLocale.safeParse(fields.reportLocale)
  return {
    connection: connection.success ? connection.data : null,
    reportLocale: reportLocale.success ? reportLocale.data : DEFAULT_REPORT_LOCALE,
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
    /** Changes some fields and keeps the others; updates run one after another. */
    update(change: Partial<Settings>): Promise<Settings> {
      const next = updates.then(async () => {
        const settings = { ...(await read()), ...change }
        await writeFileAtomic(path, JSON.stringify(settings, null, 2))
        return settings
      })
      updates = next.catch(() => undefined)
      return next
    },
  }
}
export type SettingsStore = ReturnType<typeof createSettingsStore>
