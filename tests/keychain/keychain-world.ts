/**
 * What the keychain files of issue 41 share: a keychain service of their own in the real Secret Service (npm
 * test's gnome-keyring), a local service with its data and no rate limit, and a folder for the app's data; made
 * before the file's tests and removed after them (the hooks are registered by the call).
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { createKeychain, type SecretStore } from '../../src-main/secrets/keychain'
import type { RunningService } from '../../src-service/server'
import { removeDir, tempDir } from '../support/folders'
import { startTestService } from '../support/world'

export interface KeychainWorld {
  keychain: SecretStore
  /** The file's service (started before its first test). */
  service: RunningService
  /** A folder for the tests' data folders. */
  root: string
  /** Another service of the tests' own (to stop it: offline). */
  startOwnService(): Promise<RunningService>
}

export function keychainWorld(prefix: string): KeychainWorld {
  const startOwnService = () => startTestService({ port: 0, processingDelayMs: 0 })
  const world = {
    keychain: createKeychain(`skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`),
    startOwnService,
  } as KeychainWorld
  beforeAll(async () => {
    world.service = await startOwnService()
    world.root = await tempDir(prefix)
  })
  afterAll(async () => {
    await world.service?.close()
    if (world.root) await removeDir(world.root)
  })
  return world
}
