/**
 * Where an account's recovery keys are kept (issue 30): `recovery/<key id>.json` in the account folder, one per
 * data key a recovery key was made for. Not sealed with the data key (that is what may be lost), and not moved
 * when data is set aside: a keychain reset leaves them where they are, next to the data they open. A key made
 * again for the same data key replaces its file (atomically); files of older keys stay for the data they sealed.
 */
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { RecoveryFile } from '../../secrets/recoveryKey'
import { writeFileAtomic } from '../files/atomicFile'
import { makePrivateDir } from '../files/privateFiles'

export const RECOVERY_FOLDER = 'recovery'

export async function writeRecoveryFile(dir: string, file: RecoveryFile): Promise<void> {
  await makePrivateDir(join(dir, RECOVERY_FOLDER))
  await writeFileAtomic(
    join(dir, RECOVERY_FOLDER, `${file.keyId}.json`),
    `${JSON.stringify(file, null, 2)}\n`,
  )
}

/** Every readable recovery file of the account (one that is damaged is passed over). */
export async function readRecoveryFiles(dir: string): Promise<RecoveryFile[]> {
  const names = await readdir(join(dir, RECOVERY_FOLDER)).catch(() => [] as string[])
  const files: RecoveryFile[] = []
  for (const name of names.filter((n) => /^[0-9a-f]{16}\.json$/.test(n)).sort()) {
    try {
      const parsed = RecoveryFile.safeParse(
        JSON.parse(await readFile(join(dir, RECOVERY_FOLDER, name), 'utf8')),
      )
      if (parsed.success) files.push(parsed.data)
    } catch {
      // unreadable: not a recovery file any more
    }
  }
  return files
}

/** The recovery file of one data key goes (the key was rotated away: nothing is sealed with it any more). */
export async function removeRecoveryFile(dir: string, keyId: string): Promise<void> {
  await rm(join(dir, RECOVERY_FOLDER, `${keyId}.json`), { force: true })
}
