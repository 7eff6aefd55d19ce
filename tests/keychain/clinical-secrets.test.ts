/**
 * The clinical targets' secrets in the OS keychain (issue 44), with main's real channels and gnome-keyring through
 * keytar: the record system's bearer token, its SMART client key and the image archive's password are kept under
 * the account's name, read back after a restart, never returned over the bridge, and gone once the account is erased.
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clinicalSecretAccount } from '../../src-main/secrets/clinicalSecrets'
import { startMainApp } from '../support/mainApp'
import { createClinic } from '../support/world'
import { keychainWorld } from './keychain-world'

const world = keychainWorld('skin-clinical-secrets-')
const { keychain } = world

const token = 'made-up-bearer-token-44'
const password = 'made-up archive password '

describe('the clinical secrets in the OS keychain', () => {
  it('keeps them under the account, across a restart, never over the bridge, and forgets them on erase', async () => {
    const dataDir = join(world.root, 'clinical')
    const clinic = await createClinic(world.service, 'Clinic', 'Nell Hart')
    const account = `${clinic.companyId}@${world.service.baseUrl}`
    let app = await startMainApp(dataDir, keychain)
    try {
      await app.connect(world.service, clinic)
      const record = {
        enabled: true,
        baseUrl: 'http://127.0.0.1:9/fhir/R4',
        patientIdentifierSystem: 'urn:oid:1.2.3.44',
        auth: 'bearer',
        smartTokenUrl: '',
        smartClientId: '',
        smartScope: '',
        entriesPerTransaction: 8,
        autoSend: false,
      }
      await app.value('record.settings.set', { settings: record, token })
      await app.value('record.smartKey')
      const archive = {
        enabled: true,
        baseUrl: 'http://localhost:9/dicom-web',
        auth: 'basic',
        username: 'pacs',
        autoArchive: false,
      }
      await app.value('archive.settings.set', { settings: archive, secret: password })

      expect(await keychain.get(clinicalSecretAccount('record-token', account))).toBe(token)
      // a password is kept as typed, its spaces too
      expect(await keychain.get(clinicalSecretAccount('archive-secret', account))).toBe(password)
      const key = JSON.parse((await keychain.get(clinicalSecretAccount('record-smart-key', account))) ?? '{}')
      expect(key).toHaveProperty('d')

      await app.close()
      app = await startMainApp(dataDir, keychain)
      await app.waitForStatus((s) => s.connected)
      const recordView = await app.value('record.settings.get')
      const archiveView = await app.value('archive.settings.get')
      expect(recordView).toMatchObject({ enabled: true, tokenSaved: true })
      expect(archiveView).toMatchObject({ enabled: true, secretSaved: true })
      const publicKey = JSON.parse(recordView.smartPublicJwks ?? '{}') as { keys: Record<string, unknown>[] }
      expect(publicKey.keys[0]?.x).toBe(key.x)
      const views = JSON.stringify([recordView, archiveView])
      for (const secret of [token, password, String(key.d)]) expect(views).not.toContain(secret)

      // '' removes a secret; a target that needs it cannot stay on without it
      expect(await app.failure('record.settings.set', { settings: record, token: '' })).toBe(
        'clinical_secret_missing',
      )
      expect(await keychain.get(clinicalSecretAccount('record-token', account))).toBe(token)

      await app.value('auth.disconnect', { erase: true })
      for (const secret of ['record-token', 'record-smart-key', 'archive-secret'] as const)
        expect(await keychain.get(clinicalSecretAccount(secret, account))).toBeNull()
    } finally {
      await app.close()
    }
  })
})
