/**
 * The browser host's keychain entries, apart from the desktop app's, on the real keychain (gnome-keyring in npm
 * test's private D-Bus session; services with a random suffix stand for the two apps' names): an entry the browser
 * host lacks is copied once from the desktop app's, deleting or setting it in the browser host never touches the
 * desktop app's, and an entry it erased does not come back.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BROWSER_HOST_KEYCHAIN_SERVICE,
  createBrowserHostKeychain,
  createKeychain,
  KEYCHAIN_SERVICE,
} from '../../src-main/secrets/keychain'
import { auditAnchorAccount } from '../../src-main/secrets/auditAnchor'
import { encryptedFolderAccount } from '../../src-main/secrets/encryptedFolder'
import { ADOPTED_RULES_ACCOUNT, rulesKeyAccount } from '../../src-main/secrets/rulesKey'

const suffix = randomBytes(4).toString('hex')
const desktop = createKeychain(`skin-test-desktop-${suffix}`)
const own = createKeychain(`skin-test-browser-host-${suffix}`)
const host = createBrowserHostKeychain(own, desktop)
/** Items about the desktop app's own folder and settings (issue 41), which a browser host never kept there. */
const desktopOnly = [
  auditAnchorAccount('clinic'),
  encryptedFolderAccount('clinic'),
  rulesKeyAccount('clinic'),
  ADOPTED_RULES_ACCOUNT,
]
const accounts = ['data-key:clinic', 'api-key:clinic', 'api-key:other', ...desktopOnly]

afterAll(async () => {
  for (const account of accounts)
    for (const store of [desktop, own]) {
      await store.delete(account)
      await store.delete(`taken-over:${account}`)
    }
})

describe('the browser host’s keychain entries', () => {
  it('are under a service name of their own', () => {
    expect(BROWSER_HOST_KEYCHAIN_SERVICE).not.toBe(KEYCHAIN_SERVICE)
  })

  it('take an entry over from the desktop app once; erasing it leaves the desktop app’s', async () => {
    await desktop.set('data-key:clinic', 'desktop data key')
    expect(await host.get('data-key:clinic')).toBe('desktop data key')
    expect(await own.get('data-key:clinic')).toBe('desktop data key')
    // "Disconnect and erase" in the browser host
    expect(await host.delete('data-key:clinic')).toBe(true)
    expect(await desktop.get('data-key:clinic')).toBe('desktop data key')
    // and it does not come back from the desktop app's entry
    expect(await host.get('data-key:clinic')).toBeNull()
  })

  it('keep what the browser host sets to itself', async () => {
    await desktop.set('api-key:clinic', 'desktop key')
    await host.set('api-key:clinic', 'browser key')
    expect(await host.get('api-key:clinic')).toBe('browser key')
    expect(await desktop.get('api-key:clinic')).toBe('desktop key')
    await host.set('api-key:other', 'only here')
    expect(await desktop.get('api-key:other')).toBeNull()
  })

  it('never take over what is about the desktop app’s own folder and settings', async () => {
    // The audit trail's anchor, the encrypted-folder record and the rules' seal name the desktop app's data folder
    // and its settings.json: taken over, the browser host's own folder would read as a trail cut short, a plain
    // folder refused, or rules changed by hand (issue 41).
    for (const account of desktopOnly) await desktop.set(account, 'the desktop app’s')
    for (const account of desktopOnly) expect(await host.get(account)).toBeNull()
    for (const account of desktopOnly) expect(await own.get(account)).toBeNull()
    for (const account of desktopOnly) expect(await desktop.get(account)).toBe('the desktop app’s')
  })
})
