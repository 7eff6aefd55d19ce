/**
 * The data key's keychain items are never overwritten (issue 30): a damaged item stays as it was, the new key
 * goes into the next generation above every item, and an older key that reads again does not displace the newest.
 * The keychain is the in-memory stand-in (the OS keychain itself is tested in tests/keychain).
 */
import { describe, expect, it } from 'vitest'
import { accountDataKey, dataKeyAccount, forgetDataKey } from './dataKey'
import { memorySecrets } from '../../tests/support/memorySecrets'

const account = 'company@https://example.test'

describe('the data key in the keychain', () => {
  it('makes a key once, and reads it back', async () => {
    const secrets = memorySecrets()
    const first = await accountDataKey(secrets, account)
    expect(first.created).toBe(true)
    const again = await accountDataKey(secrets, account)
    expect(again).toMatchObject({ created: false, unreadable: 0 })
    expect(Buffer.from(again.key).equals(Buffer.from(first.key))).toBe(true)
  })

  it('keeps a damaged item as it was and puts the new key above it', async () => {
    const secrets = memorySecrets()
    await secrets.set(dataKeyAccount(account), 'c2hvcnQ=') // "short": base64, but not 32 bytes
    const made = await accountDataKey(secrets, account)
    expect(made).toMatchObject({ created: true, unreadable: 1 })
    expect(await secrets.get(dataKeyAccount(account))).toBe('c2hvcnQ=')
    expect(await secrets.get(dataKeyAccount(account, 1))).toBe(Buffer.from(made.key).toString('base64'))

    // the old item reads again (it was never overwritten): the newest key stays the one in use
    const old = Buffer.alloc(32, 7).toString('base64')
    await secrets.set(dataKeyAccount(account), old)
    const later = await accountDataKey(secrets, account)
    expect(later.created).toBe(false)
    expect(Buffer.from(later.key).equals(Buffer.from(made.key))).toBe(true)

    await forgetDataKey(secrets, account)
    expect(await secrets.get(dataKeyAccount(account))).toBeNull()
    expect(await secrets.get(dataKeyAccount(account, 1))).toBeNull()
  })
})
