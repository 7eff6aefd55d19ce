/**
 * The audit trail's anchor in the keychain (issue 41), over a keychain in memory that counts its writes and can
 * be made slow or failing (the OS keychain itself: tests/keychain/audit-anchor.test.ts): one head per folder in
 * one item per account; entries made while a write is under way are anchored by one write with the newest head;
 * a write that fails is said and tried again with the next entry, and the newest head is written once it works.
 */
import { describe, expect, it } from 'vitest'
import {
  anchorFolderId,
  auditAnchorAccount,
  forgetAuditAnchor,
  moveAuditAnchor,
  openAuditAnchor,
} from './auditAnchor'
import type { SecretStore } from './keychain'

function countingKeychain() {
  const items = new Map<string, string>()
  let gate: Promise<void> = Promise.resolve()
  let failing = false
  const store = {
    writes: 0,
    items,
    /** Holds every write until `open()` is called. */
    hold() {
      let open: () => void = () => undefined
      gate = new Promise<void>((resolve) => (open = resolve))
      return () => open()
    },
    fail(on: boolean) {
      failing = on
    },
    get: async (account: string) => items.get(account) ?? null,
    async set(account: string, secret: string) {
      await gate
      if (failing) throw new Error('the keychain is locked')
      store.writes++
      items.set(account, secret)
    },
    delete: async (account: string) => items.delete(account),
  }
  return store satisfies SecretStore
}

const ACCOUNT = 'c-1@https://saas.example'
const head = (seq: number) => ({ seq, mac: seq.toString(16).padStart(64, '0') })

describe('the audit anchor', () => {
  it('keeps one head per folder in one item, and forgets a folder without touching the others', async () => {
    const keychain = countingKeychain()
    const a = await openAuditAnchor(keychain, ACCOUNT, '/data/a/accounts/x')
    const b = await openAuditAnchor(keychain, ACCOUNT, '/data/b/accounts/x')
    expect([a.anchored, a.elsewhere, b.elsewhere]).toEqual([null, 0, 0])
    a.advance(head(3))
    await a.flush()
    b.advance(head(7))
    await b.flush()
    const item = JSON.parse(keychain.items.get(auditAnchorAccount(ACCOUNT)) ?? '{}') as {
      folders: Record<string, unknown>
    }
    expect(item.folders).toEqual({
      [anchorFolderId('/data/a/accounts/x')]: head(3),
      [anchorFolderId('/data/b/accounts/x')]: head(7),
    })
    // opened again: its own head, and that the account has a trail in another folder
    const again = await openAuditAnchor(keychain, ACCOUNT, '/data/a/accounts/x')
    expect([again.anchored, again.elsewhere]).toEqual([head(3), 1])
    await moveAuditAnchor(keychain, ACCOUNT, '/data/a/accounts/x', (h) => ({ ...h, mac: 'ab' }))
    expect((await openAuditAnchor(keychain, ACCOUNT, '/data/a/accounts/x')).anchored).toEqual({
      seq: 3,
      mac: 'ab',
    })
    await forgetAuditAnchor(keychain, ACCOUNT, '/data/a/accounts/x')
    expect((await openAuditAnchor(keychain, ACCOUNT, '/data/b/accounts/x')).anchored).toEqual(head(7))
    await forgetAuditAnchor(keychain, ACCOUNT, '/data/b/accounts/x')
    expect(keychain.items.has(auditAnchorAccount(ACCOUNT))).toBe(false)
  })

  it('anchors entries made during a write with one more write, of the newest head', async () => {
    const keychain = countingKeychain()
    const anchor = await openAuditAnchor(keychain, ACCOUNT, '/data/a')
    const open = keychain.hold()
    for (let seq = 1; seq <= 50; seq++) anchor.advance(head(seq))
    open()
    await anchor.flush()
    // the first entry's write, then one for the 49 made meanwhile
    expect(keychain.writes).toBe(2)
    expect(anchor.state()).toEqual({ written: 50, failingSince: null })
    expect((await openAuditAnchor(keychain, ACCOUNT, '/data/a')).anchored).toEqual(head(50))
  })

  it('never moves back within an opening (a trail cut while open), only when the opening says so', async () => {
    const keychain = countingKeychain()
    const anchor = await openAuditAnchor(keychain, ACCOUNT, '/data/a')
    anchor.advance(head(9))
    await anchor.flush()
    anchor.advance({ seq: 8, mac: 'cd' })
    anchor.advance({ seq: 9, mac: 'ef' })
    await anchor.flush()
    expect(anchor.state().written).toBe(9)
    expect((await openAuditAnchor(keychain, ACCOUNT, '/data/a')).anchored).toEqual(head(9))
    // the next opening said what it found in an entry of its own, then anchors that shorter trail
    const next = await openAuditAnchor(keychain, ACCOUNT, '/data/a')
    next.advance({ seq: 1, mac: 'ab' }, true)
    await next.flush()
    expect((await openAuditAnchor(keychain, ACCOUNT, '/data/a')).anchored).toEqual({ seq: 1, mac: 'ab' })
  })

  it('says since when writing fails, loses no head, and writes the newest once the keychain works', async () => {
    const keychain = countingKeychain()
    const anchor = await openAuditAnchor(keychain, ACCOUNT, '/data/a', () => new Date('2026-11-26T09:00:00Z'))
    anchor.advance(head(1))
    await anchor.flush()
    keychain.fail(true)
    anchor.advance(head(2))
    anchor.advance(head(3))
    await anchor.flush()
    expect(anchor.state()).toEqual({ written: 1, failingSince: '2026-11-26T09:00:00.000Z' })
    keychain.fail(false)
    anchor.advance(head(4))
    await anchor.flush()
    expect(anchor.state()).toEqual({ written: 4, failingSince: null })
    expect((await openAuditAnchor(keychain, ACCOUNT, '/data/a')).anchored).toEqual(head(4))
  })
})
