/**
 * The audit trail's chain, on a real encrypted SQLite file: entries appended in order hold after a restart; one
 * edited, deleted or moved (written straight into the file, as someone with the database open could) breaks the
 * chain where it was changed, and the trail says so rather than repairing it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AUDIT_DB_FILE, AUDIT_MIGRATIONS, openAuditTrail, type AuditEntry } from './auditTrail'
import { databaseKey } from '../accountDb/databaseKey'
import { openSqlite } from '../accountDb/db'

let dir: string
const dataKey = new Uint8Array(randomBytes(32))
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-audit-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const entry = (n: number, subjectId: string | null = 's1'): AuditEntry => ({
  at: `2026-11-26T08:0${n}:00.000Z`,
  operator: n % 2 ? 'op-ada' : 'op-ben',
  action: n === 1 ? 'subject.view' : 'capture.submit',
  subjectId,
  detail: JSON.stringify({ n }),
})

function filled(count: number) {
  const trail = openAuditTrail(dir, dataKey)
  for (let n = 1; n <= count; n++) trail.append(entry(n, n === 3 ? 's2' : 's1'))
  trail.close()
}

/** The file opened as raw SQLite, with the account's key: what someone with the database open could change. */
function raw() {
  return openSqlite(join(dir, AUDIT_DB_FILE), AUDIT_MIGRATIONS, 'FULL', databaseKey(dataKey, AUDIT_DB_FILE))
}

describe('the audit trail', () => {
  it('appends in order and holds after a restart; lists by patient, operator and dates', () => {
    filled(4)
    const trail = openAuditTrail(dir, dataKey)
    expect(trail.verify()).toEqual({ ok: true, entries: 4 })
    expect(trail.list().map((r) => r.seq)).toEqual([1, 2, 3, 4])
    expect(trail.list({ subjectId: 's2' }).map((r) => r.seq)).toEqual([3])
    expect(trail.list({ operator: 'op-ben' }).map((r) => r.seq)).toEqual([2, 4])
    expect(
      trail.list({ from: '2026-11-26T08:02:00.000Z', to: '2026-11-26T08:03:00.000Z' }).map((r) => r.seq),
    ).toEqual([2, 3])
    trail.append(entry(5))
    expect(trail.verify()).toEqual({ ok: true, entries: 5 })
    trail.close()
  })

  it('shows one edited entry as a broken chain at that entry, and does not repair it', () => {
    filled(4)
    const db = raw()
    db.prepare("UPDATE entries SET operator = 'op-eve' WHERE seq = 2").run()
    db.close()
    const trail = openAuditTrail(dir, dataKey)
    expect(trail.verify()).toEqual({ ok: false, entries: 2, brokenAt: 2 })
    trail.append(entry(5))
    expect(trail.verify()).toMatchObject({ ok: false, brokenAt: 2 })
    expect(trail.list().find((r) => r.seq === 2)?.operator).toBe('op-eve')
    trail.close()
  })

  it('shows a deleted or a moved entry', () => {
    filled(4)
    let db = raw()
    db.prepare('DELETE FROM entries WHERE seq = 3').run()
    db.close()
    let trail = openAuditTrail(dir, dataKey)
    expect(trail.verify()).toMatchObject({ ok: false, brokenAt: 3 })
    trail.close()

    db = raw()
    db.prepare('DELETE FROM entries').run()
    db.close()
    filled(3)
    db = raw()
    // entries 1 and 2 swap places (their fields, under each other's sequence numbers)
    const [a, b] = db.prepare('SELECT * FROM entries WHERE seq IN (1, 2) ORDER BY seq').all() as Record<
      string,
      unknown
    >[]
    const move = db.prepare(
      'UPDATE entries SET at = @at, operator = @operator, action = @action, detail = @detail, mac = @mac WHERE seq = @seq',
    )
    move.run({ ...b, seq: 1 })
    move.run({ ...a, seq: 2 })
    db.close()
    trail = openAuditTrail(dir, dataKey)
    expect(trail.verify()).toMatchObject({ ok: false, brokenAt: 1 })
    trail.close()
  })
})
