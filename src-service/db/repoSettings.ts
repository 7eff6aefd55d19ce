import type { Db } from './open'

export interface SettingsRepo {
  get(key: string): string | null
  set(key: string, value: string): void
}

export function settingsRepo(db: Db): SettingsRepo {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )
  return {
    get: (key) => select.get(key)?.value ?? null,
    set: (key, value) => void upsert.run(key, value),
  }
}
