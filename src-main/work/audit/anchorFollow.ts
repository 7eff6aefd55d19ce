/**
 * The trail's anchor (secrets/auditAnchor.ts) following its chain when the data key changes (issue 41): the macs
 * are made again under the new key (store/sealing/rekeyFolder.ts), so the anchored mac is moved to the same entry's new
 * one. Called by work/account/dataKeys.ts after the folder is sealed again and before the old key goes: a crash
 * between the two runs the change again at the next start (its note), and the anchor is moved then, before the
 * account opens and compares; an anchor moved already is left as it is.
 */
import { join } from 'node:path'
import type { SecretStore } from '../../secrets/keychain'
import { moveAuditAnchor } from '../../secrets/auditAnchor'
import { anchorUnderKey, AUDIT_DB_FILE } from '../../store/audit/auditTrail'
import { isFile } from '../../store/files/fileBytes'

export async function followAnchorToKey(
  secrets: SecretStore,
  keychainAccount: string,
  dir: string,
  from: Uint8Array,
  to: Uint8Array,
): Promise<void> {
  const path = join(dir, AUDIT_DB_FILE)
  if (!(await isFile(path))) return
  await moveAuditAnchor(secrets, keychainAccount, dir, (anchored) => anchorUnderKey(path, from, to, anchored))
}
