import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dataKeyId, RecoveryFile, unwrapDataKey, wrapDataKey } from './recoveryKey'

// the cheapest cost the file format accepts: the rule under test is the wrapping, not scrypt's price
const CHEAP = { N: 2 ** 14, r: 8, p: 1 }

describe('the recovery key', () => {
  it('gives the data key back with its passphrase only', async () => {
    const key = randomBytes(32)
    const file = await wrapDataKey(key, 'lantern orchard 1987', new Date('2026-11-26T10:00:00Z'), CHEAP)
    expect(RecoveryFile.parse(file)).toEqual(file)
    expect(file.keyId).toBe(dataKeyId(key))
    expect(JSON.stringify(file)).not.toContain(key.toString('base64'))
    expect(Buffer.from((await unwrapDataKey(file, 'lantern orchard 1987')) ?? [])).toEqual(key)
    expect(await unwrapDataKey(file, 'lantern orchard 1988')).toBeNull()
  })

  it('does not open when the file was changed: its key id is bound to the wrapped key', async () => {
    const file = await wrapDataKey(randomBytes(32), 'lantern orchard 1987', new Date(), CHEAP)
    const other = dataKeyId(randomBytes(32))
    expect(await unwrapDataKey({ ...file, keyId: other }, 'lantern orchard 1987')).toBeNull()
  })

  it('reads the passphrase as the same text however its accents were typed (NFC)', async () => {
    const key = randomBytes(32)
    const file = await wrapDataKey(key, 'Grüße aus Köln 42', new Date(), CHEAP)
    const decomposed = 'Grüße aus Köln 42'.normalize('NFD')
    expect(Buffer.from((await unwrapDataKey(file, decomposed)) ?? [])).toEqual(key)
  })
})
