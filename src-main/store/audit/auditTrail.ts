/**
 * The audit trail of one account (issue 27): who did what to which patient, and when, appended and never
 * changed. It lives in its own encrypted file (`audit.sqlite`, key derived from the account's data key like every
 * database's), which clearing the cache does not touch.
 *
 * Each entry is chained to the one before: its `mac` is an HMAC-SHA256, under a key derived from the data key
 * (HKDF, its own label), of the previous entry's mac and the entry's own fields. So an entry edited, deleted or
 * moved shows in `verify()`, which says where the chain first breaks; nothing here ever repairs it. Without the
 * data key nobody can make a mac that holds. Entries cut off the end of the chain leave a shorter chain that
 * holds: work/audit/auditLog.ts compares it with the head anchored outside the folder (secrets/auditAnchor.ts).
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { join } from 'node:path'
import { databaseKey } from '../accountDb/databaseKey'
import { openSqlite } from '../accountDb/db'
import { makePrivateDirSync } from '../files/privateFiles'

export const AUDIT_DB_FILE = 'audit.sqlite'
/**
 * The chain's head (`<seq>:<mac>`) as account.sqlite's workstation_state kept it before issue 41 anchored it in the
 * keychain: read once, as the anchor of a trail that has none yet (work/audit/auditLog.ts), then removed.
 */
export const AUDIT_HEAD_STATE_KEY = 'audit_head'

export const AUDIT_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE entries (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    operator TEXT NOT NULL,
    action TEXT NOT NULL,
    subject_id TEXT,
    detail TEXT NOT NULL,
    mac TEXT NOT NULL
  );
  CREATE INDEX entries_subject ON entries(subject_id, seq);
  `,
]

export interface AuditEntry {
  /** ISO-8601 UTC. */
  at: string
  /** Who: the signed-in operator's id (or a fixed name for the app itself, e.g. `system`). */
  operator: string
  /** What: a dotted action name (`subject.view`, `capture.submit`, `report.export`, `rule.change`, …). */
  action: string
  /** For which patient, when the action is about one. */
  subjectId: string | null
  /** What else identifies the act (ids, never a patient's name or a secret): JSON text. */
  detail: string
}

export type AuditRow = AuditEntry & { seq: number; mac: string }

export type ChainCheck = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number }

/** The chain's key: HKDF-SHA256 of the data key with a label of its own (not the database's key). */
export function auditMacKey(dataKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, new Uint8Array(0), 'skin-workstation audit chain', 32))
}

/** The mac of an entry after the one whose mac is `previous` ('' for the first). */
export function entryMac(key: Buffer, previous: string, seq: number, entry: AuditEntry): string {
  const fields = [
    previous,
    String(seq),
    entry.at,
    entry.operator,
    entry.action,
    entry.subjectId ?? '',
    entry.detail,
  ]
  // each field's length first, so no two different entries give the same bytes
  const hmac = createHmac('sha256', key)
  for (const field of fields) hmac.update(`${Buffer.byteLength(field)}:${field}\n`)
  return hmac.digest('hex')
}

const sameMac = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

export interface AuditTrail {
  append(entry: AuditEntry): AuditRow
  /** Entries in order, optionally of one patient, one operator, some actions, and from/to (ISO, inclusive). */
  list(filter?: {
    subjectId?: string
    operator?: string
    actions?: readonly string[]
    from?: string
    to?: string
  }): AuditRow[]
  /** Walks the whole chain: where it first breaks (an entry edited, missing, reordered), or that it holds. */
  verify(): ChainCheck
  /** The newest entry's number and mac (null when there is none). */
  head(): { seq: number; mac: string } | null
  /** The mac of entry `seq` as the file has it (null when there is no such entry). */
  macAt(seq: number): string | null
  /** Whether the trail holds an entry of an action other than these. */
  hasEntryBesides(actions: readonly string[]): boolean
  close(): void
}

interface Row {
  seq: number
  at: string
  operator: string
  action: string
  subject_id: string | null
  detail: string
  mac: string
}

const toRow = (r: Row): AuditRow => ({
  seq: r.seq,
  at: r.at,
  operator: r.operator,
  action: r.action,
  subjectId: r.subject_id,
  detail: r.detail,
  mac: r.mac,
})

export function openAuditTrail(dir: string, dataKey: Uint8Array): AuditTrail {
  makePrivateDirSync(dir)
  const db = openSqlite(
    join(dir, AUDIT_DB_FILE),
    AUDIT_MIGRATIONS,
    'FULL',
    databaseKey(dataKey, AUDIT_DB_FILE),
  )
  const key = auditMacKey(dataKey)
  const last = db.prepare<[], { seq: number; mac: string }>(
    'SELECT seq, mac FROM entries ORDER BY seq DESC LIMIT 1',
  )
  const insert = db.prepare(
    `INSERT INTO entries (seq, at, operator, action, subject_id, detail, mac)
     VALUES (@seq, @at, @operator, @action, @subject_id, @detail, @mac)`,
  )
  const all = db.prepare<[], Row>('SELECT * FROM entries ORDER BY seq')
  const macOf = db.prepare<[number], { mac: string }>('SELECT mac FROM entries WHERE seq = ?')
  const append = db.transaction((entry: AuditEntry): AuditRow => {
    const previous = last.get()
    const seq = (previous?.seq ?? 0) + 1
    const mac = entryMac(key, previous?.mac ?? '', seq, entry)
    insert.run({ seq, ...entry, subject_id: entry.subjectId, mac })
    return { seq, ...entry, mac }
  })
  return {
    append: (entry) => append.immediate(entry),
    list(filter = {}) {
      // Filtered by SQLite (subject_id has its index), not by reading every entry into JS.
      const where: string[] = []
      const values: string[] = []
      const add = (clause: string, value: string | undefined) => {
        if (value === undefined) return
        where.push(clause)
        values.push(value)
      }
      add('subject_id = ?', filter.subjectId)
      add('operator = ?', filter.operator)
      if (filter.actions) {
        where.push(`action IN (${filter.actions.map(() => '?').join(', ') || 'NULL'})`)
        values.push(...filter.actions)
      }
      add('at >= ?', filter.from)
      add('at <= ?', filter.to)
      const sql = `SELECT * FROM entries${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY seq`
      return db
        .prepare<string[], Row>(sql)
        .all(...values)
        .map(toRow)
    },
    verify() {
      let previous = ''
      let expected = 1
      let count = 0
      for (const row of all.iterate()) {
        count++
        // a missing or repeated sequence number, or a mac that does not follow from the one before
        if (row.seq !== expected || !sameMac(row.mac, entryMac(key, previous, row.seq, toRow(row))))
          return { ok: false, entries: count, brokenAt: expected }
        previous = row.mac
        expected++
      }
      return { ok: true, entries: count }
    },
    head: () => last.get() ?? null,
    macAt: (seq) => macOf.get(seq)?.mac ?? null,
    hasEntryBesides: (actions) =>
      db
        .prepare<string[], { found: number }>(
          `SELECT 1 AS found FROM entries WHERE action NOT IN (${actions.map(() => '?').join(', ') || 'NULL'}) LIMIT 1`,
        )
        .get(...actions) !== undefined,
    close: () => db.close(),
  }
}

/**
 * The chain's macs made again under another data key's chain key (a key rotated or recovered: issue 30), in one
 * transaction, once the file itself opens with `to` (store/sealing/rekeyFolder.ts). Only a chain that holds under `from`
 * is made again: one that holds under `to` already is left (`already`); one that holds under neither was changed
 * outside the app and is left as evidence (`broken`), never repaired. Answers the head for account.sqlite.
 */
export function rechainAuditFile(
  path: string,
  from: Uint8Array,
  to: Uint8Array,
): { state: 'already' | 'rechained' | 'broken'; head: { seq: number; mac: string } | null } {
  const db = openSqlite(path, AUDIT_MIGRATIONS, 'FULL', databaseKey(to, AUDIT_DB_FILE))
  try {
    const rows = db.prepare<[], Row>('SELECT * FROM entries ORDER BY seq').all()
    const holdsUnder = (key: Buffer) => {
      let previous = ''
      return rows.every((row, i) => {
        const holds = row.seq === i + 1 && sameMac(row.mac, entryMac(key, previous, row.seq, toRow(row)))
        previous = row.mac
        return holds
      })
    }
    const last = rows.at(-1)
    if (holdsUnder(auditMacKey(to)))
      return { state: 'already', head: last ? { seq: last.seq, mac: last.mac } : null }
    if (!holdsUnder(auditMacKey(from))) return { state: 'broken', head: null }
    const key = auditMacKey(to)
    const update = db.prepare('UPDATE entries SET mac = ? WHERE seq = ?')
    let previous = ''
    db.transaction(() => {
      for (const row of rows) {
        previous = entryMac(key, previous, row.seq, toRow(row))
        update.run(previous, row.seq)
      }
    }).immediate()
    return { state: 'rechained', head: last ? { seq: last.seq, mac: previous } : null }
  } finally {
    db.close()
  }
}

/**
 * Where an anchor of the chain (secrets/auditAnchor.ts) goes when the data key changes (issue 41): the same entry,
 * with its mac under `to`. Only an anchor that names the chain under `from` (or already under `to`: a change run
 * again after a crash) is moved; one that names neither stays as it was, and says so at the next opening. Read
 * once the file opens with `to` (store/sealing/rekeyFolder.ts), whether its macs were made again yet or not.
 */
export function anchorUnderKey(
  path: string,
  from: Uint8Array,
  to: Uint8Array,
  anchored: { seq: number; mac: string },
): { seq: number; mac: string } | null {
  const db = openSqlite(path, AUDIT_MIGRATIONS, 'FULL', databaseKey(to, AUDIT_DB_FILE))
  try {
    const rows = db
      .prepare<[number], Row>('SELECT * FROM entries WHERE seq <= ? ORDER BY seq')
      .all(anchored.seq)
    if (rows.length !== anchored.seq) return null
    const chainUnder = (key: Buffer) =>
      rows.reduce((previous, row) => entryMac(key, previous, row.seq, toRow(row)), '')
    const under = chainUnder(auditMacKey(to))
    if (sameMac(anchored.mac, under) || sameMac(anchored.mac, chainUnder(auditMacKey(from))))
      return { seq: anchored.seq, mac: under }
    return null
  } finally {
    db.close()
  }
}
