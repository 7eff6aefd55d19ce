/**
 * The audit trail's anchor in the OS keychain (issue 41), with main's real channels, real SQLite, real HTTP and
 * gnome-keyring through keytar (npm test's private D-Bus session):
 * - a folder copied back from an earlier state: the trail says (an entry of its own, so the CSV shows it) and the
 *   page says that entries N–M are missing; today's main kept the head in account.sqlite, which came back with it;
 * - a key loss: the entries are in the set-aside trail, not lost unseen; a key change moves the anchor, also one
 *   cut off after the macs were made again, and nothing cries wolf;
 * - one anchor per account, and an erase takes its account's;
 * - a keychain that refuses the anchor: every entry is kept, and the page says since when.
 */
import { cp, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { anchorFolderId, auditAnchorAccount } from '../../src-main/secrets/auditAnchor'
import { dataKeyAccount } from '../../src-main/secrets/dataKey'
import type { SecretStore } from '../../src-main/secrets/keychain'
import { accountDir } from '../../src-main/store/accountSpace'
import { rekeyFolder } from '../../src-main/store/sealing/rekeyFolder'
import { beginKeyRotation } from '../../src-main/work/account/dataKeys'
import { createClinic, type Clinic } from '../support/world'
import { keychainWorld } from './keychain-world'
import { startMainApp, type AppUnderTest } from '../support/mainApp'

const world = keychainWorld('skin-audit-anchor-')
const { keychain } = world

const ALL = { subjectId: null, operatorId: null, from: null, to: null }
const accountOf = (clinic: Clinic) => `${clinic.companyId}@${world.service.baseUrl}`
const targetOf = (clinic: Clinic) => ({ datasetId: clinic.datasetId, subjectId: clinic.subjectId })

/** A few entries: the patient's consent recorded and the record edited (each one entry). */
async function work(app: AppUnderTest, clinic: Clinic, times = 1) {
  for (let i = 0; i < times; i++) {
    await app.value('subjects.recordConsent', { ...targetOf(clinic), scopes: ['analysis'] })
    await app.value('subjects.update', {
      ...targetOf(clinic),
      name: `Nell ${i}`,
      birthDate: null,
      biologicalSex: null,
    })
  }
}

const newestSeq = async (app: AppUnderTest) => (await app.value('audit.list', ALL)).chain.entries

describe('the audit anchor in the OS keychain', () => {
  it('says entries N–M are missing when the folder is copied back, in the trail, its CSV and the page', async () => {
    const dataDir = join(world.root, 'copied-back')
    const clinic = await createClinic(world.service, 'Clinic', 'Nell Hart')
    let app = await startMainApp(dataDir, keychain)
    await app.connect(world.service, clinic)
    await work(app, clinic)
    const dir = (await app.app.accounts.current()).space.dir
    const before = await newestSeq(app)
    await app.close()
    // someone keeps a copy of the folder
    await cp(dir, join(world.root, 'copy'), { recursive: true })

    app = await startMainApp(dataDir, keychain)
    await work(app, clinic, 2)
    const after = await newestSeq(app)
    expect(after).toBeGreaterThan(before + 3)
    await app.close()
    // … and puts it back, with the account database that kept the trail's head
    await rm(dir, { recursive: true })
    await cp(join(world.root, 'copy'), dir, { recursive: true })

    app = await startMainApp(dataDir, keychain)
    const page = await app.value('audit.list', ALL)
    const missing = { kind: 'missing', from: before + 1, to: after, seq: before + 1 }
    expect(page.findings).toEqual([expect.objectContaining(missing)])
    expect(page.chain).toMatchObject({ intact: false, brokenAt: null })
    expect(page.entries.find((e) => e.seq === before + 1)).toMatchObject({
      operatorId: 'workstation',
      action: 'audit.entriesMissing',
      detail: { from: String(before + 1), to: String(after), reason: 'cut' },
    })
    // the export carries it, whatever the filter
    const saved = await app.value('audit.export', {
      ...ALL,
      subjectId: clinic.subjectId,
      folder: 'audit',
      fileName: 'trail.csv',
    })
    expect(await readFile(saved.path ?? '', 'utf8')).toContain(
      `#,"entries ${before + 1}-${after} missing: cut off`,
    )
    // said once: the next start finds the trail and its anchor agreeing
    await app.close()
    app = await startMainApp(dataDir, keychain)
    expect((await app.value('audit.list', ALL)).findings).toHaveLength(1)
    await app.close()
  })

  it('after a key loss says the entries are in the set-aside trail; a key change, also cut off, moves the anchor', async () => {
    const dataDir = join(world.root, 'key-loss')
    const clinic = await createClinic(world.service, 'Clinic', 'Ola Berg')
    const account = accountOf(clinic)
    let app = await startMainApp(dataDir, keychain)
    await app.connect(world.service, clinic)
    await work(app, clinic)
    const before = await newestSeq(app)
    await app.close()

    // the keychain loses the data key (not the anchor): the trail does not open and is set aside
    await keychain.delete(dataKeyAccount(account))
    // (the test administrator is made again with the account's API key as the proof: tests/support/mainApp.ts)
    app = await startMainApp(dataDir, keychain)
    const lost = await app.value('audit.list', ALL)
    expect(lost.findings).toEqual([
      expect.objectContaining({ kind: 'setAside', from: 1, to: before, seq: 1, file: expect.any(String) }),
    ])
    expect(lost.chain).toEqual({ intact: true, entries: lost.chain.entries, brokenAt: null })

    // a key change makes every mac again: the anchor follows, nothing is found missing
    await app.value('dataKey.rotate')
    await app.value('operator.signIn', { name: 'Test Administrator', passphrase: 'correct horse battery' })
    await work(app, clinic)
    const rotated = await app.value('audit.list', ALL)
    expect(rotated.findings).toHaveLength(1)
    expect(rotated.chain.intact).toBe(true)
    const dir = (await app.app.accounts.current()).space.dir
    await app.close()

    // a change cut off after the macs were made again and before the anchor moved: the next start finishes it
    const { from, to } = await beginKeyRotation(keychain, account, dir)
    await rekeyFolder(dir, from, to)
    app = await startMainApp(dataDir, keychain)
    const finished = await app.value('audit.list', ALL)
    expect(finished.findings).toHaveLength(1)
    expect(finished.chain.intact).toBe(true)
    await app.close()
  })

  it('keeps one anchor per account, and an erase takes its account’s', async () => {
    const dataDir = join(world.root, 'two-accounts')
    const first = await createClinic(world.service, 'First clinic', 'Ann Lee')
    const second = await createClinic(world.service, 'Second clinic', 'Bo Kim')
    const app = await startMainApp(dataDir, keychain)
    await app.connect(world.service, first)
    await work(app, first)
    await app.connect(world.service, second)
    await work(app, second)
    const anchorOf = async (clinic: Clinic) => {
      const text = await keychain.get(auditAnchorAccount(accountOf(clinic)))
      return text ? (JSON.parse(text) as { folders: Record<string, { seq: number }> }).folders : null
    }
    // anchored in the background, as each entry is made
    const secondFolder = anchorFolderId(accountDir(dataDir, accountOf(second)))
    await vi.waitFor(async () => expect(Object.keys((await anchorOf(second)) ?? {})).toEqual([secondFolder]))

    await app.value('auth.disconnect', { erase: true })
    expect(await anchorOf(second)).toBeNull()
    await app.close()
    // the first account's, anchored as it closed at the switch, stays
    const firstFolder = anchorFolderId(accountDir(dataDir, accountOf(first)))
    const firsts = (await anchorOf(first)) ?? {}
    expect(Object.keys(firsts)).toEqual([firstFolder])
    expect(firsts[firstFolder]?.seq).toBeGreaterThan(2)
  })

  it('keeps every entry when the keychain refuses the anchor, and says since when', async () => {
    const dataDir = join(world.root, 'refused')
    const clinic = await createClinic(world.service, 'Clinic', 'Cy Young')
    let refusing = false
    const refusingKeychain: SecretStore = {
      get: (item) => keychain.get(item),
      delete: (item) => keychain.delete(item),
      async set(item, secret) {
        if (refusing && item.startsWith('audit-anchor:')) throw new Error('the keychain refused')
        await keychain.set(item, secret)
      },
    }
    const app = await startMainApp(dataDir, refusingKeychain)
    await app.connect(world.service, clinic)
    const anchored = await newestSeq(app)
    // the anchor is written in the background: each check waits for it to settle
    const anchorIs = (state: unknown) =>
      vi.waitFor(async () => expect((await app.value('audit.list', ALL)).anchor).toEqual(state))
    await anchorIs({ written: anchored, failingSince: null })
    refusing = true
    await work(app, clinic, 2)
    await anchorIs({ written: anchored, failingSince: expect.any(String) })
    expect((await app.value('audit.list', ALL)).chain).toMatchObject({ intact: true, entries: anchored + 4 })

    refusing = false
    await work(app, clinic)
    await anchorIs({ written: anchored + 6, failingSince: null })
    await app.close()
  })
})
