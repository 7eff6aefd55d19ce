/**
 * What an audit entry costs with its anchor in the OS keychain (issue 41), in one run, against the head kept in
 * account.sqlite as before: 200 entries recorded one per macrotask (as calls come), each way, five rounds.
 * - `before`: the entry appended, then its head written to account.sqlite (the old AUDIT_HEAD_STATE_KEY row);
 * - `after`: the entry appended and its head anchored in the keychain in the background, coalesced
 *   (secrets/auditAnchor.ts), until the last one is written;
 * - `unbatched`: each entry's keychain write awaited before the next entry: what batching saves.
 * Prints per-entry medians (ms) and the keychain writes made. Needs a Secret Service: run it under a D-Bus session
 * with an unlocked keyring (as /work/tools/vt or scripts/test.sh make), else the keychain figures are refused.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openAuditAnchor } from '../../src-main/secrets/auditAnchor'
import { createKeychain, type SecretStore } from '../../src-main/secrets/keychain'
import { openAccountSpace } from '../../src-main/store/accountSpace'
import { AUDIT_HEAD_STATE_KEY } from '../../src-main/store/audit/auditTrail'
import { createOperatorStore } from '../../src-main/store/accountDb/operators'
import type { Connection } from '../../src-main/store/settings'
import { createAuditLog } from '../../src-main/work/audit/auditLog'
import { median, report } from './stats'

export const title = 'An audit entry with its anchor in the OS keychain, against the head in account.sqlite'

const ENTRIES = 200
const ROUNDS = 5
const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve))

function counting(store: SecretStore) {
  const counted = { writes: 0 }
  const secrets: SecretStore = {
    get: (item) => store.get(item),
    delete: (item) => store.delete(item),
    async set(item, secret) {
      counted.writes++
      await store.set(item, secret)
    },
  }
  return { secrets, counted }
}

export async function run(): Promise<void> {
  const keychain = createKeychain(`skin-analysis-workstation-bench-${randomBytes(4).toString('hex')}`)
  const root = await mkdtemp(join(tmpdir(), 'skin-audit-anchor-bench-'))
  const perEntry = { before: [] as number[], after: [] as number[], unbatched: [] as number[] }
  const writes = { after: [] as number[], unbatched: [] as number[] }
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const way of ['before', 'after', 'unbatched'] as const) {
        const account = `c-${round}-${way}@https://saas.example`
        const connection: Connection = {
          mode: 'remote',
          baseUrl: 'https://saas.example',
          companyId: `c-${round}-${way}`,
          keychainAccount: account,
        }
        const space = await openAccountSpace(join(root, `${round}-${way}`), connection, randomBytes(32))
        const { secrets, counted } = counting(keychain)
        const anchor = await openAuditAnchor(secrets, account, space.dir)
        const store = createOperatorStore(space.db)
        const log = createAuditLog({ trail: space.audit, store, anchor, setAside: [] })
        const entry = (i: number) => ({
          operatorId: 'op-1',
          action: 'capture.submit' as const,
          subjectId: `s-${i}`,
        })
        const start = performance.now()
        for (let i = 0; i < ENTRIES; i++) {
          if (way === 'before') {
            const row = space.audit.append({
              at: new Date().toISOString(),
              operator: 'op-1',
              action: 'capture.submit',
              subjectId: `s-${i}`,
              detail: '{}',
            })
            store.setState(AUDIT_HEAD_STATE_KEY, `${row.seq}:${row.mac}`)
          } else {
            log.record(entry(i))
            if (way === 'unbatched') await log.flush()
          }
          await macrotask()
        }
        await log.flush()
        perEntry[way].push((performance.now() - start) / ENTRIES)
        if (way !== 'before') writes[way].push(counted.writes)
        space.close()
        await keychain.delete(`audit-anchor:${account}`)
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true })
  }
  report('before: append + head in account.sqlite, per entry', perEntry.before)
  report('after: append + anchor in the keychain (coalesced), per entry', perEntry.after)
  report('unbatched: append + each keychain write awaited, per entry', perEntry.unbatched)
  report(`after: keychain writes for ${ENTRIES} entries`, writes.after, 'writes')
  report(`unbatched: keychain writes for ${ENTRIES} entries`, writes.unbatched, 'writes')
  console.log(`after/before: ${(median(perEntry.after) / median(perEntry.before)).toFixed(2)}`)
}
