/**
 * An account's data opened as a start opens it: a key change cut off is finished (before the key is read, else its
 * data would look sealed with a lost key), the data key read (or made), and the folder opened, its plain databases
 * migrated or refused as the keychain says (issue 41).
 *
 * Whether the folder is one from before encryption is the keychain's record (secrets/encryptedFolder.ts), checked
 * against the folder, never a file of the folder alone:
 * - `encrypted`: every plain database is refused (set aside as evidence: store/sealing/plainDatabases.ts);
 * - nothing recorded, but a database of the folder is encrypted: the version before this record encrypted it; it is
 *   recorded `encrypted` now, and plain ones are refused;
 * - nothing recorded and no database encrypted (a new account, a folder from before encryption): recorded
 *   `migrating` first, migrated, then recorded `encrypted`;
 * - `migrating`: a migration cut off (the process died) is finished, then recorded `encrypted`.
 */
import type { SecretStore } from '../../secrets/keychain'
import { accountDataKey } from '../../secrets/dataKey'
import { folderEncryption, recordFolderEncryption } from '../../secrets/encryptedFolder'
import { accountDir, openAccountSpace, type AccountSpace } from '../../store/accountSpace'
import { holdsEncryptedDatabase } from '../../store/sealing/plainDatabases'
import type { Connection } from '../../store/settings'
import { finishKeyRotation } from './dataKeys'

/** Whether the folder may still be migrated from plain; records what it decides before the folder is touched. */
async function mayMigrate(secrets: SecretStore, keychainAccount: string, dir: string): Promise<boolean> {
  const recorded = await folderEncryption(secrets, keychainAccount)
  if (recorded === 'migrating') return true
  if (recorded === 'encrypted') return false
  const encrypted = holdsEncryptedDatabase(dir)
  await recordFolderEncryption(secrets, keychainAccount, encrypted ? 'encrypted' : 'migrating')
  return !encrypted
}

export async function openAccountData(
  secrets: SecretStore,
  dataDir: string,
  connection: Connection,
): Promise<AccountSpace> {
  const { keychainAccount } = connection
  const dir = accountDir(dataDir, keychainAccount)
  await finishKeyRotation(secrets, keychainAccount, dir)
  const { key } = await accountDataKey(secrets, keychainAccount)
  const migrate = await mayMigrate(secrets, keychainAccount, dir)
  const space = await openAccountSpace(dataDir, connection, key, { plain: migrate ? 'migrate' : 'refuse' })
  if (migrate) {
    try {
      await recordFolderEncryption(secrets, keychainAccount, 'encrypted')
    } catch (e) {
      space.close()
      throw e
    }
  }
  return space
}
