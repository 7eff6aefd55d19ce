/**
 * The account's operators in account.sqlite (encrypted with the account's data key): name, role, the scrypt hash
 * of their passphrase (never the passphrase), and whether they may sign in. `name_key` is the name as compared
 * (trimmed, case-folded), so "Dr Weber" and "dr weber " are one operator. Also the small facts of the workstation's
 * sign-in kept across restarts (workstation_state): the wrong passphrases in a row, and the audit trail's head.
 */
import type { OperatorRecord, OperatorRole } from '../../../src-shared/contract'
import type { AppDb } from './db'

export interface StoredOperator extends OperatorRecord {
  passphraseHash: string
}

export interface NewOperator {
  id: string
  name: string
  role: OperatorRole
  passphraseHash: string
  createdAt: string
}

interface Row {
  id: string
  name: string
  role: OperatorRole
  passphrase_hash: string
  active: number
  created_at: string
}

const toOperator = (r: Row): StoredOperator => ({
  id: r.id,
  name: r.name,
  role: r.role,
  active: r.active === 1,
  createdAt: r.created_at,
  passphraseHash: r.passphrase_hash,
})

/** The name as operators are told apart: trimmed, inner spaces as one, case-folded. */
export function operatorNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')
}

export function createOperatorStore(db: AppDb) {
  const byKey = db.prepare<[string], Row>('SELECT * FROM operators WHERE name_key = ?')
  const byId = db.prepare<[string], Row>('SELECT * FROM operators WHERE id = ?')
  const all = db.prepare<[], Row>('SELECT * FROM operators ORDER BY created_at, name_key')
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM operators')
  const activeAdmins = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM operators WHERE role = 'administrator' AND active = 1",
  )
  const insert = db.prepare(
    `INSERT INTO operators (id, name, name_key, role, passphrase_hash, active, created_at)
     VALUES (@id, @name, @name_key, @role, @passphrase_hash, 1, @created_at)`,
  )
  const setActive = db.prepare<[number, string]>('UPDATE operators SET active = ? WHERE id = ?')
  const insertOperator = (operator: NewOperator) =>
    insert.run({
      id: operator.id,
      name: operator.name,
      name_key: operatorNameKey(operator.name),
      role: operator.role,
      passphrase_hash: operator.passphraseHash,
      created_at: operator.createdAt,
    })
  const readState = db.prepare<[string], { value: string }>(
    'SELECT value FROM workstation_state WHERE key = ?',
  )
  const writeState = db.prepare<[string, string]>(
    'INSERT INTO workstation_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )
  return {
    count: () => count.get()?.n ?? 0,
    byName: (name: string): StoredOperator | null => {
      const row = byKey.get(operatorNameKey(name))
      return row ? toOperator(row) : null
    },
    byId: (id: string): StoredOperator | null => {
      const row = byId.get(id)
      return row ? toOperator(row) : null
    },
    list: (): StoredOperator[] => all.all().map(toOperator),
    activeAdministrators: () => activeAdmins.get()?.n ?? 0,
    /** Adds one; false when the name is taken (the unique key decides, so two adds at once cannot both win). */
    add(operator: NewOperator) {
      try {
        insertOperator(operator)
        return true
      } catch (e) {
        if (e instanceof Error && 'code' in e && e.code === 'SQLITE_CONSTRAINT_UNIQUE') return false
        throw e
      }
    },
    /** Adds the first operator only while there is none, in one transaction. */
    addFirst: db.transaction((operator: NewOperator) => {
      if ((count.get()?.n ?? 0) > 0) return false
      insertOperator(operator)
      return true
    }),
    setActive: (id: string, active: boolean) => setActive.run(active ? 1 : 0, id).changes > 0,
    state: (key: string): string | null => readState.get(key)?.value ?? null,
    setState: (key: string, value: string) => void writeState.run(key, value),
  }
}
export type OperatorStore = ReturnType<typeof createOperatorStore>
