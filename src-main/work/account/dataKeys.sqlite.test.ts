/**
 * The data key changed again and again (issue 30): each change takes a new keychain item and gives the old one
 * up, so changes climb through the items; past the last item the lowest free one is taken. Ten changes in a row
 * on a real account folder: each leaves one key item, the folder opens with it (nothing set aside) and its photo
 * reads back. The keychain is the in-memory stand-in (the OS keychain's own items: e2e demo-data-key).
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { accountDataKey, DATA_KEY_GENERATIONS, dataKeyAccount } from '../../secrets/dataKey'
import { accountDir, openAccountSpace } from '../../store/accountSpace'
import { captureFilePath, readCaptureFile, writeCaptureFile } from '../../store/accountDb/captureFiles'
import type { Connection } from '../../store/settings'
import { finishKeyRotation, rotateDataKey } from './dataKeys'
import { memorySecrets } from '../../../tests/support/memorySecrets'
import { withDataDir } from '../../../tests/support/folders'

const connection: Connection = {
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId: 'c-1',
  keychainAccount: 'c-1@https://saas.example',
}

describe('the data key changed again and again', () => {
  it('takes the lowest free keychain item past the last one, and the folder opens every time', async () => {
    await withDataDir(async (dataDir) => {
      const secrets = memorySecrets()
      const dir = accountDir(dataDir, connection.keychainAccount)
      const photo = randomBytes(4096)
      const name = captureFilePath('cap-1', 'front')
      const first = await openAccountSpace(
        dataDir,
        connection,
        (await accountDataKey(secrets, connection.keychainAccount)).key,
      )
      await writeCaptureFile(first.dir, name, photo, first.seal)
      first.close()

      const used: number[] = []
      for (let change = 0; change < DATA_KEY_GENERATIONS + 2; change++) {
        await rotateDataKey(secrets, connection.keychainAccount, dir)
        const items: number[] = []
        for (let generation = 0; generation < DATA_KEY_GENERATIONS; generation++)
          if ((await secrets.get(dataKeyAccount(connection.keychainAccount, generation))) !== null)
            items.push(generation)
        expect(items).toHaveLength(1)
        used.push(items[0] ?? -1)
        // as a start opens it: a change finished, then the key read
        await finishKeyRotation(secrets, connection.keychainAccount, dir)
        const { key, created } = await accountDataKey(secrets, connection.keychainAccount)
        expect(created).toBe(false)
        const space = await openAccountSpace(dataDir, connection, key)
        try {
          expect(space.keyState).toBe('same')
          expect(Buffer.from(await readCaptureFile(space.dir, name, space.seal))).toEqual(photo)
        } finally {
          space.close()
        }
      }
      // up through the items, then from the lowest free one again
      expect(used).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 1, 2])
    })
  })
})
