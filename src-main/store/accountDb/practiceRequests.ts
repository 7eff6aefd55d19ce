/**
 * The practice software's requests as this workstation keeps them (`account.sqlite`, table `practice_requests`,
 * sealed with the database), and the exchange settings (`workstation_state`, key `practice.settings`), issue 43.
 *
 * A request's `state`: `waiting` (its patient is not known here: the operator creates or dismisses it),
 * `examining` (a 6302 whose patient is known: waits for a capture of them), `analysed` (that capture is done:
 * its results file is to be written, `image_id` the visit's photo), `answered`, `done` (a 6301 or 6311 shown),
 * `dismissed`. `held`: it arrived while nobody could be shown a patient; practice.requests shows it once.
 */
import type Database from 'better-sqlite3-multiple-ciphers'

export const practiceRequestStates = [
  'waiting',
  'examining',
  'analysed',
  'answered',
  'done',
  'dismissed',
] as const
export type PracticeRequestState = (typeof practiceRequestStates)[number]

export interface PracticeRequestRow {
  id: string
  digest: string
  kind: string
  received_at: string
  patient_number: string
  last_name: string | null
  first_name: string | null
  birth_date: string | null
  sex: string | null
  receiver: string | null
  sender: string | null
  state: PracticeRequestState
  held: number
  dataset_id: string | null
  subject_id: string | null
  image_id: string | null
  updated_at: string
}

const SETTINGS_KEY = 'practice.settings'

export function createPracticeStore(db: Database.Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO practice_requests (id, digest, kind, received_at, patient_number, last_name, first_name,
       birth_date, sex, receiver, sender, state, held, dataset_id, subject_id, image_id, updated_at)
     VALUES (@id, @digest, @kind, @received_at, @patient_number, @last_name, @first_name, @birth_date, @sex,
       @receiver, @sender, @state, @held, @dataset_id, @subject_id, @image_id, @updated_at)`,
  )
  const byId = db.prepare<[string], PracticeRequestRow>('SELECT * FROM practice_requests WHERE id = ?')
  const inState = db.prepare<[string], PracticeRequestRow>(
    'SELECT * FROM practice_requests WHERE state = ? ORDER BY received_at, id',
  )
  const held = db.prepare<[], PracticeRequestRow>(
    "SELECT * FROM practice_requests WHERE held = 1 AND state <> 'waiting' ORDER BY received_at, id",
  )
  const readState = db.prepare<[string], { value: string }>(
    'SELECT value FROM workstation_state WHERE key = ?',
  )
  const writeState = db.prepare<[string, string]>(
    'INSERT INTO workstation_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )
  return {
    /** Adds the request; false when a request of the same file (digest) is already kept. */
    add: (row: PracticeRequestRow): boolean => insert.run(row).changes > 0,
    get: (id: string): PracticeRequestRow | null => byId.get(id) ?? null,
    remove: (id: string): void => void db.prepare('DELETE FROM practice_requests WHERE id = ?').run(id),
    inState: (state: PracticeRequestState): PracticeRequestRow[] => inState.all(state),
    /** Requests with a patient known that arrived while nobody could see them. */
    held: (): PracticeRequestRow[] => held.all(),
    update(
      id: string,
      change: Partial<
        Pick<PracticeRequestRow, 'digest' | 'state' | 'held' | 'dataset_id' | 'subject_id' | 'image_id'>
      >,
      at: string,
    ): void {
      const sets = Object.keys(change).map((k) => `${k} = @${k}`)
      db.prepare(
        `UPDATE practice_requests SET ${[...sets, 'updated_at = @at'].join(', ')} WHERE id = @id`,
      ).run({
        ...change,
        at,
        id,
      })
    },
    /** The exchange settings as saved (JSON), or null when never saved. */
    settings: (): string | null => readState.get(SETTINGS_KEY)?.value ?? null,
    setSettings: (json: string): void => void writeState.run(SETTINGS_KEY, json),
  }
}
export type PracticeStore = ReturnType<typeof createPracticeStore>
