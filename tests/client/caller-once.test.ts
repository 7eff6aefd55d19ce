/**
 * Issue 41, point 4: who is calling is looked up once per call. The access check, the handler and the audit entry
 * all see the account and operator of the call's start (src-main/ipc/caller.ts, calls.ts), through the real
 * handlers, databases and a local service: a `subjects.remove` sent while the account's data is closed and opened
 * again (as the reopen after a data key change does, or a connect) is refused, and nothing is removed at the
 * service. (That an entry is booked to the operator of the call's start: tests/client/audit-coverage.test.ts.)
 *
 * The race needs a moment inside the call: the test takes it where the call reads the open account (the holder's
 * `current`, wrapped in the test: the account begins to open right after the call read it).
 * Failed on main before issue 41: the account opened meanwhile took the removal with nobody signed in.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import type { Connection } from '../../src-main/store/settings'
import { TEST_ADMIN } from '../support/operators'

describe('who is calling, looked up once per call', () => {
  it('refuses a subjects.remove sent while the account is opening, and removes nothing', async ({
    world,
    clinic,
    clinicApp: app,
  }) => {
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    const { connection } = JSON.parse(await readFile(join(world.dataDir, 'settings.json'), 'utf8')) as {
      connection: Connection
    }

    // The account's data closes (the session keeps its key), as session.reopen does for a data key change…
    const holder = app.app.accounts
    await holder.use(null)
    // …and opens again right after the call has read which account is open (none).
    const current = holder.current
    let opening: Promise<unknown> | null = null
    holder.current = async () => {
      try {
        return await current()
      } finally {
        opening ??= holder.use(connection)
      }
    }
    const outcome = await app.call('subjects.remove', target)
    holder.current = current
    await opening

    expect(outcome.ok).toBe(false)
    expect(outcome.ok ? null : outcome.error.code).toBe('not_connected')
    // the reopened account has nobody signed in, and nothing was removed or queued
    expect((await app.value('operator.status')).state).toBe('signedOut')
    expect((await clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)).id).toBe(clinic.subjectId)
    await app.value('operator.signIn', TEST_ADMIN)
    expect(await app.value('outbox.list')).toEqual([])
    const actions = (await app.value('audit.list', {})).entries.map((e) => e.action)
    expect(actions).not.toContain('subject.delete')
  })
})
