/**
 * The tests' vitest fixtures (`test.extend`), all built on the one world (tests/support/world.ts): a test names what
 * it needs (`it('…', async ({ world }) => …)`), it is set up for it and taken down after it, or after the file
 * for the expensive ones (`scope: 'file'`). Import `it` (or `test`), `describe` and `expect` from here.
 *
 * Per test:
 * - `dataDir`: a fresh data folder;
 * - `keychain`: a keychain in memory (the OS keychain: tests/keychain);
 * - `world`: a data folder, a keychain, the local service and the main app on them, each started by the test
 *   (`world.startService()`, `createClinic(service, …)`, `world.startApp()`), and stopped again when it likes;
 * - `clinic`: the world's service started, with a clinic of one patient on it (`patient`, default "Nell Hart"),
 *   `clinicApp`: the world's app connected to it, signed in as the test administrator;
 * - `uploads`: starts upload-worker worlds (tests/support/uploadWorker.ts), each closed after the test;
 * - `reportsAccount`: a temporary account folder with the report tables (tests/support/reportDesk.ts).
 *
 * Per file:
 * - `service`: the local service with the demo data;
 * - `clientWorld`: that service with a key for the demo company and clients of it (`api()`, `sleeps`);
 * - `demoApp`: the main app connected to the demo company of a service with the demo history
 *   (`demoAppService` says which service: a file extends `test` with its own, as skin-analysis-3-reading does;
 *   `test.override` at a file's top level would change it for the files after it in the same worker);
 * - `reportsWorld`: the service with the demo history and the report desk's clients of it;
 * - `connectedPage`: the whole workstation (service, app behind the browser host, Chromium) with its page
 *   connected to the demo company and showing the datasets.
 */
import { test as base, type TestAPI } from 'vitest'
import type { SecretStore } from '../../src-main/secrets/keychain'
import type { ServiceOptions } from '../../src-service/server'
import { memorySecrets } from './memorySecrets'
import { openTempAccount, startReportsWorld } from './reportDesk'
import { startUploadWorld, type UploadWorld, type UploadWorldOptions } from './uploadWorker'
import type { Workstation } from './workstation'
import {
  createClinic,
  openWorld,
  removeDir,
  startClientWorld,
  startResultsWorld,
  startTestService,
  tempDir,
} from './world'

/* eslint-disable no-empty-pattern -- vitest reads the fixtures a fixture needs from this pattern */
export const test = base
  // ---- per test ----
  .extend('dataDir', async ({}, { onCleanup }) => {
    const dir = await tempDir('skin-test-')
    onCleanup(() => removeDir(dir))
    return dir
  })
  .extend('keychain', (): SecretStore => memorySecrets())
  .extend('world', async ({}, { onCleanup }) => {
    const world = await openWorld()
    onCleanup(world.close)
    return world
  })
  .extend('patient', 'Nell Hart')
  .extend('clinic', async ({ world, patient }) => createClinic(await world.startService(), 'Clinic', patient))
  .extend('clinicApp', async ({ world, clinic }) => {
    const app = await world.startApp()
    await app.connect(world.service, clinic)
    return app
  })
  .extend('uploads', ({}, { onCleanup }) => {
    const started: UploadWorld[] = []
    onCleanup(async () => {
      for (const world of started) await world.close()
    })
    return async (options?: UploadWorldOptions): Promise<UploadWorld> => {
      const world = await startUploadWorld(options)
      // a test may close a world itself (to start another): closed once
      const close = world.close
      let closed: Promise<void> | null = null
      world.close = () => (closed ??= close())
      started.push(world)
      return world
    }
  })
  .extend('reportsAccount', async ({}, { onCleanup }) => {
    const account = await openTempAccount()
    onCleanup(account.close)
    return account
  })
  // ---- per file ----
  .extend('service', { scope: 'file' }, async ({}, { onCleanup }) => {
    const service = await startTestService({ seedDemo: true })
    onCleanup(service.close)
    return service
  })
  .extend('clientWorld', { scope: 'file' }, async ({}, { onCleanup }) => {
    const world = await startClientWorld()
    onCleanup(world.service.close)
    return world
  })
  .extend('demoAppService', { scope: 'file' }, { seedHistory: true } as ServiceOptions)
  .extend('demoApp', { scope: 'file' }, async ({ demoAppService }, { onCleanup }) => {
    const world = await startResultsWorld(demoAppService)
    onCleanup(world.close)
    return world
  })
  .extend('reportsWorld', { scope: 'file' }, async ({}, { onCleanup }) => {
    const world = await startReportsWorld()
    onCleanup(world.close)
    return world
  })
  .extend('connectedPage', { scope: 'file' }, async ({}, { onCleanup }): Promise<Workstation> => {
    // loaded here: Chromium's driver and the browser host only for the files that ask for a page
    const { startWorkstation, submitConnectForm } = await import('./workstation')
    const w = await startWorkstation({ keychain: 'memory' })
    onCleanup(w.close)
    await submitConnectForm(w.page, {
      baseUrl: w.service.baseUrl,
      companyId: w.companyId,
      apiKey: w.apiKey,
    })
    await w.page.waitForSelector('[data-testid=dataset-row]')
    return w
  })
/* eslint-enable no-empty-pattern */

/** What the tests can ask for. */
export type Fixtures = typeof test extends TestAPI<infer C> ? C : never

export { test as it }
export { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest'
