/**
 * Files sealed with the older version (the data key itself) are sealed again once, when the account opens (issue
 * 30): each replaced whole, the key check last (a process killed midway does the rest next time); what they hold
 * is unchanged, and a file that does not open is left as it was.
 */
import { createCipheriv, randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { describe, expect, it, test } from '../../../tests/support/fixtures'
import { createFileSeal, isCurrentSeal } from '../files/sealedFiles'
import { KEY_CHECK_FILE, settleDataKey } from './sealedFolder'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

function sealedV1(dataKey: Buffer, name: string, bytes: Uint8Array): Buffer {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce)
  cipher.setAAD(Buffer.from(name, 'utf8'))
  const body = Buffer.concat([cipher.update(bytes), cipher.final()])
  return Buffer.concat([Buffer.from('SKS1', 'latin1'), nonce, body, cipher.getAuthTag()])
}

async function put(name: string, bytes: Uint8Array) {
  await mkdir(dirname(join(dir, name)), { recursive: true })
  await writeFile(join(dir, name), bytes)
}

describe('older sealed files', () => {
  it('are sealed again in the current version when the account opens, holding the same bytes', async () => {
    const key = randomBytes(32)
    const seal = createFileSeal(key)
    const photo = randomBytes(3000)
    const capture = randomBytes(2000)
    await put(
      KEY_CHECK_FILE,
      sealedV1(key, KEY_CHECK_FILE, Buffer.from('skin-analysis-workstation data key')),
    )
    await put('photos/img-1', sealedV1(key, 'photos/img-1', photo))
    await put('captures/c1/front.jpg', sealedV1(key, 'captures/c1/front.jpg', capture))
    const damaged = sealedV1(randomBytes(32), 'reports/r1.pdf', randomBytes(100))
    await put('reports/r1.pdf', damaged)

    expect(await settleDataKey(dir, seal, 'unused')).toBe('same')
    for (const [name, bytes] of [
      ['photos/img-1', photo],
      ['captures/c1/front.jpg', capture],
    ] as const) {
      const now = await readFile(join(dir, name))
      expect(isCurrentSeal(now), name).toBe(true)
      expect(Buffer.from(seal.open(name, now)).equals(bytes)).toBe(true)
    }
    expect(isCurrentSeal(await readFile(join(dir, KEY_CHECK_FILE)))).toBe(true)
    expect((await readFile(join(dir, 'reports/r1.pdf'))).equals(damaged)).toBe(true)
    // the next start has nothing to do
    expect(await settleDataKey(dir, seal, 'unused')).toBe('same')
  })
})
