import { describe, expect, it } from 'vitest'
import type { AccountContext } from './accountContext'
import { createAccountHolder } from './accountHolder'
import { accountKey } from '../../store/accountSpace'
import type { Connection } from '../../store/settings'

const connection = (companyId: string): Connection => ({
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId,
  keychainAccount: `${companyId}@https://saas.example`,
})

function fakeContext(c: Connection, log: string[]) {
  return {
    space: { key: accountKey(c.keychainAccount) },
    name: c.companyId,
    close: async () => void log.push(`close ${c.companyId}`),
  } as unknown as AccountContext & { name: string }
}

describe('account holder', () => {
  it('makes a call during a switch wait for it, keeps the same account open, and closes the one left', async () => {
    const log: string[] = []
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const holder = createAccountHolder(async (c) => {
      log.push(`open ${c.companyId}`)
      if (c.companyId === 'b') await gate
      return fakeContext(c, log)
    })
    await expect(holder.current()).rejects.toMatchObject({ code: 'not_connected' })
    const a = await holder.use(connection('a'))
    expect(await holder.use(connection('a'))).toBe(a)

    const switching = holder.use(connection('b'))
    const during = holder.current()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(holder.peek()).toBe(a)
    release()
    await switching
    expect(((await during) as AccountContext & { name: string }).name).toBe('b')
    await holder.close()
    expect(log).toEqual(['open a', 'open b', 'close a', 'close b'])
    await expect(holder.current()).rejects.toMatchObject({ code: 'not_connected' })
  })
})
