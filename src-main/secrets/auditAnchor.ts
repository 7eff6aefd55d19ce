/**
 * The audit trail's anchor (issue 41): the head of each account folder's audit chain (its newest entry's number and
 * mac) kept outside the folder, in a keychain item of the account's own (`audit-anchor:<keychain account>`), so a
 * folder copied back from an earlier state, or a trail cut short, brings its own old head back with it but not this
 * one. work/audit/auditLog.ts compares the trail with it at every opening and moves it after each entry.
 *
 * One item per account holds one head per folder of it (a folder is named by a hash of its path): the desktop app
 * and the browser host, or two data folders, each keep their own, and the item says that the account had a trail
 * in another folder too (work/operators/firstAdminProof.ts). Writes run in the background, one at a time, and
 * coalesce: entries made while one is under way are anchored by the next write, with the newest head only. A write
 * that fails is said (`failingSince`, and the log) and tried again with the next entry; the entry itself is never
 * lost: it is in the trail before its anchor is written.
 */
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { z } from 'zod'
import { logFor } from '../log/log'
import type { SecretStore } from './keychain'

export interface AnchoredHead {
  seq: number
  mac: string
}

const Head = z.object({ seq: z.number().int().min(0), mac: z.string().regex(/^[0-9a-f]*$/) })
const AnchorItem = z.object({ v: z.literal(1), folders: z.record(z.string(), Head) })
type Folders = Record<string, AnchoredHead>

export const auditAnchorAccount = (keychainAccount: string) => `audit-anchor:${keychainAccount}`

/** A folder's name in the item: a hash of its absolute path (no path, no account name in the keychain's text). */
export const anchorFolderId = (dir: string) =>
  createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 24)

/** The item's heads by folder; an item that does not read as one is left out of it (as absent). */
async function readFolders(secrets: SecretStore, keychainAccount: string): Promise<Folders> {
  const text = await secrets.get(auditAnchorAccount(keychainAccount))
  if (text === null) return {}
  try {
    const parsed = AnchorItem.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.folders : {}
  } catch {
    return {}
  }
}

/** Changes one folder's head in the item (read, changed, written: other folders' heads stay as they are). */
async function changeFolder(
  secrets: SecretStore,
  keychainAccount: string,
  folder: string,
  head: AnchoredHead | null,
): Promise<void> {
  const folders = await readFolders(secrets, keychainAccount)
  if (head) folders[folder] = head
  else delete folders[folder]
  const item = auditAnchorAccount(keychainAccount)
  if (Object.keys(folders).length === 0) await secrets.delete(item)
  else await secrets.set(item, JSON.stringify({ v: 1, folders }))
}

export interface AuditAnchor {
  /** The head anchored for this folder when it opened (null: none was). */
  readonly anchored: AnchoredHead | null
  /** How many other folders of this account have a head in this keychain. */
  readonly elsewhere: number
  /**
   * Anchors `head`, in the background. Within an opening the trail only grows: a head below the one anchored (the
   * file cut while open) is not anchored, so the next opening still finds the entries missing. `settled`: the
   * opening's own check, which may anchor a shorter trail once it has said so (work/audit/auditLog.ts).
   */
  advance(head: AnchoredHead, settled?: boolean): void
  /** Waits for the writes under way, and tries once more one that failed. */
  flush(): Promise<void>
  /** The newest head written, and since when writing fails (null while it works). */
  state(): { written: number | null; failingSince: string | null }
}

export async function openAuditAnchor(
  secrets: SecretStore,
  keychainAccount: string,
  dir: string,
  now: () => Date = () => new Date(),
): Promise<AuditAnchor> {
  const folder = anchorFolderId(dir)
  const folders = await readFolders(secrets, keychainAccount)
  const anchored = folders[folder] ?? null
  const elsewhere = Object.keys(folders).filter((id) => id !== folder).length
  let written: AnchoredHead | null = anchored
  let wanted: AnchoredHead | null = null
  let failingSince: string | null = null
  let running: Promise<void> | null = null

  async function writeWanted(): Promise<void> {
    while (wanted && (written === null || wanted.seq !== written.seq || wanted.mac !== written.mac)) {
      const head = wanted
      try {
        await changeFolder(secrets, keychainAccount, folder, head)
        written = head
        if (failingSince !== null) logFor('audit').info('the audit trail is anchored in the keychain again')
        failingSince = null
      } catch (e) {
        if (failingSince === null)
          logFor('audit').error(`could not anchor the audit trail (entry ${head.seq}) in the keychain:`, e)
        failingSince ??= now().toISOString()
        // tried again with the next entry, or when the account closes
        return
      }
    }
  }

  const start = () => {
    running ??= writeWanted().finally(() => {
      running = null
    })
    return running
  }

  return {
    anchored,
    elsewhere,
    advance(head, settled = false) {
      const newest = wanted ?? written
      if (!settled && newest && head.seq <= newest.seq && head.mac !== newest.mac) {
        logFor('audit').warn(`the audit trail is shorter than its anchor (${head.seq} ≤ ${newest.seq})`)
        return
      }
      wanted = head
      void start()
    },
    async flush() {
      await running
      await start()
    },
    state: () => ({ written: written?.seq ?? null, failingSince }),
  }
}

/**
 * Moves this folder's anchor by `follow` (the data key changed: its macs were made again), once; nothing to do
 * without an anchor, or when `follow` answers null.
 */
export async function moveAuditAnchor(
  secrets: SecretStore,
  keychainAccount: string,
  dir: string,
  follow: (anchored: AnchoredHead) => AnchoredHead | null,
): Promise<void> {
  const anchored = (await readFolders(secrets, keychainAccount))[anchorFolderId(dir)]
  if (!anchored) return
  const moved = follow(anchored)
  if (moved && (moved.seq !== anchored.seq || moved.mac !== anchored.mac))
    await changeFolder(secrets, keychainAccount, anchorFolderId(dir), moved)
}

/** This folder's anchor goes (its account is erased); the item goes with the last one. */
export async function forgetAuditAnchor(
  secrets: SecretStore,
  keychainAccount: string,
  dir: string,
): Promise<void> {
  await changeFolder(secrets, keychainAccount, anchorFolderId(dir), null)
}
