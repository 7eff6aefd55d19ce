/** Non-secret settings (which service and company the app is connected to), as JSON in the data folder. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ServiceMode } from '../../src-preload/contract'
import { writeFileAtomic } from './atomicFile'

export const Connection = z.object({
  mode: ServiceMode,
  baseUrl: z.string(),
  companyId: z.string(),
  keychainAccount: z.string(),
})
export type Connection = z.infer<typeof Connection>

const Settings = z.object({ connection: Connection.nullable().default(null) })
export type Settings = z.infer<typeof Settings>

export function createSettingsStore(dataDir: string) {
  const path = join(dataDir, 'settings.json')
  return {
    async read(): Promise<Settings> {
      try {
        const parsed = Settings.safeParse(JSON.parse(await readFile(path, 'utf8')))
        return parsed.success ? parsed.data : { connection: null }
      } catch {
        return { connection: null }
      }
    },
    async write(settings: Settings): Promise<void> {
      await writeFileAtomic(path, JSON.stringify(settings, null, 2))
    },
  }
}
export type SettingsStore = ReturnType<typeof createSettingsStore>
