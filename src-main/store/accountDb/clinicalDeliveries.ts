/**
 * The visits' deliveries to the record system (FHIR R4) and the image archive (DICOMweb), issue 44, as this
 * workstation keeps them (`account.sqlite`, table `clinical_deliveries`, sealed with the database): one row per
 * target and visit (`visit_key`: the capture's batch, or its image when it has none). The two targets' settings are
 * kept beside them (`workstation_state`, keys `record.settings` and `archive.settings`); their secrets never here
 * (the keychain: secrets/clinicalSecrets.ts).
 *
 * `problem` and `outcome` are JSON (the contract's Delivery fields). A problem's issues are the server's words,
 * which may quote the patient: they are kept here, sealed like the rest of the account's data, and never logged.
 */
import type Database from 'better-sqlite3-multiple-ciphers'

export type DeliveryTarget = 'record' | 'archive'
export type DeliveryState = 'queued' | 'sending' | 'waiting' | 'sent' | 'failed'

export interface DeliveryRow {
  target: DeliveryTarget
  visit_key: string
  dataset_id: string
  subject_id: string
  /** The image the visit was asked for by (one of its capture's). */
  image_id: string
  state: DeliveryState
  queued_at: string
  sent_at: string | null
  tries: number
  next_try_at: string | null
  problem: string | null
  outcome: string | null
}

export type SettingsKey = 'record.settings' | 'archive.settings'

export function createClinicalStore(db: Database.Database) {
  const byKey = db.prepare<[string, string], DeliveryRow>(
    'SELECT * FROM clinical_deliveries WHERE target = ? AND visit_key = ?',
  )
  const upsert = db.prepare(
    `INSERT INTO clinical_deliveries (target, visit_key, dataset_id, subject_id, image_id, state, queued_at, sent_at,
       tries, next_try_at, problem, outcome)
     VALUES (@target, @visit_key, @dataset_id, @subject_id, @image_id, @state, @queued_at, @sent_at, @tries,
       @next_try_at, @problem, @outcome)
     ON CONFLICT(target, visit_key) DO UPDATE SET dataset_id = excluded.dataset_id, subject_id = excluded.subject_id,
       image_id = excluded.image_id, state = excluded.state, queued_at = excluded.queued_at,
       sent_at = excluded.sent_at, tries = excluded.tries, next_try_at = excluded.next_try_at,
       problem = excluded.problem, outcome = excluded.outcome`,
  )
  const ofTarget = db.prepare<[string], DeliveryRow>(
    `SELECT * FROM clinical_deliveries WHERE target = ? AND state IN ('queued', 'waiting')
     ORDER BY CASE state WHEN 'queued' THEN 0 ELSE 1 END, queued_at, visit_key`,
  )
  const ofImage = db.prepare<[string], { visit_key: string }>(
    'SELECT visit_key FROM clinical_deliveries WHERE image_id = ? LIMIT 1',
  )
  const open = db.prepare<[], DeliveryRow>(
    "SELECT * FROM clinical_deliveries WHERE state IN ('queued', 'waiting') ORDER BY queued_at, visit_key",
  )
  const readState = db.prepare<[string], { value: string }>(
    'SELECT value FROM workstation_state WHERE key = ?',
  )
  const writeState = db.prepare<[string, string]>(
    'INSERT INTO workstation_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )
  return {
    get: (target: DeliveryTarget, visitKey: string): DeliveryRow | null =>
      byKey.get(target, visitKey) ?? null,
    put: (row: DeliveryRow): void => void upsert.run(row),
    /** The visit key a delivery asked for by this image was kept under; null: none was. */
    visitKeyOfImage: (imageId: string): string | null => ofImage.get(imageId)?.visit_key ?? null,
    /** Rows of one target still to be sent: queued first, then waiting. */
    pending: (target: DeliveryTarget): DeliveryRow[] => ofTarget.all(target),
    /** Every row still to be sent, of both targets. */
    open: (): DeliveryRow[] => open.all(),
    /** Every waiting row is due now (the line came back, the settings changed). */
    waitingDueNow: (): number =>
      db.prepare("UPDATE clinical_deliveries SET next_try_at = NULL WHERE state = 'waiting'").run().changes,
    /** Rows left `sending` by a process that stopped mid-send go back to `queued` (resending makes no copy). */
    requeueSending: (): number =>
      db.prepare("UPDATE clinical_deliveries SET state = 'queued' WHERE state = 'sending'").run().changes,
    settings: (key: SettingsKey): string | null => readState.get(key)?.value ?? null,
    setSettings: (key: SettingsKey, value: string): void => void writeState.run(key, value),
  }
}
export type ClinicalStore = ReturnType<typeof createClinicalStore>
