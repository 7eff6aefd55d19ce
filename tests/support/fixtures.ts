/**
 * The tests' vitest fixtures (`test.extend`), all built on the one world (tests/support/world.ts): a test names what
 * it needs (`it('…', async ({ world }) => …)`), it is set up for it and taken down after it, or after the file
 * for the expensive ones (`scope: 'file'`; a file's state kept across its tests takes them in `test.beforeAll`).
 * Import `it` (or `test`), `describe`, `expect` and the hooks from here. What a fixture starts is loaded only when a
 * test asks for it.
 *
 * Per test:
 * - `dataDir`: a fresh data folder;
 * - `keychain`: a keychain in memory (the OS keychain: tests/keychain);
 * - `world`: a data folder, a keychain, the local service and the main app on them, each started by the test
 *   (`world.connectClinic(patient)`, or step by step: `startClinic`, `startService`, `startApp`) and stopped again
 *   when it likes;
 * - `clinic`: the world's service started, with a clinic of one patient on it (`patient`, default "Nell Hart"),
 *   `clinicApp`: the world's app connected to it, signed in as the test administrator;
 * - `uploads`: starts upload-worker worlds (tests/support/uploadWorker.ts), each closed after the test;
 * - `reportsAccount`: a temporary account folder with the report tables (tests/support/reportDesk.ts).
 *
 * Per file:
 * - `service`: the local service with the demo data;
 * - `clientWorld`: that service with a key for the demo company and clients of it (`api()`, `sleeps`);
 * - `demoApp`: the main app connected to the demo company of a service with the demo history (`demoAppService`
 *   says which service);
 * - `reportsWorld`: the service with the demo history and the report desk's clients of it;
 * - `connectedPage`: the whole workstation (service, app behind the browser host, Chromium) with its page
 *   connected to the demo company and showing the datasets.
 *
 * A file that needs another value (`patient`, `demoAppService`) extends `test` with its own, as
 * skin-analysis-3-reading does, or calls `test.override` inside a `describe`: at a file's top level `test.override`
 * changes the shared fixtures for the files after it in the same worker (the service projects share one module
 * cache per worker).
 */
import { test as base, type TestAPI } from 'vitest'
import type { SecretStore } from '../../src-main/secrets/keychain'
import type { ServiceOptions } from '../../src-service/server'
import { removeDir, tempDir } from './folders'
import { memorySecrets } from './memorySecrets'
import type { UploadWorld, UploadWorldOptions } from './uploadWorker'
import type { Workstation } from './workstation'

// What the fixtures start is loaded when a test first asks for it, so a file that needs only a folder does not
// load the service, the main app or Chromium's driver.
const world = () => import('./world')
const reportDesk = () => import('./reportDesk')
const uploadWorker = () => import('./uploadWorker')

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
    const opened = await (await world()).openWorld()
    onCleanup(opened.close)
    return opened
  })
  .extend('patient', 'Nell Hart')
  .extend('clinic', async ({ world: w, patient }) =>
    (await world()).createClinic(await w.startService(), 'Clinic', patient),
  )
  .extend('clinicApp', async ({ world, clinic }) => {
    const app = await world.startApp()
    await app.connect(world.service, clinic)
    return app
  })
  .extend('uploads', async ({}, { onCleanup }) => {
    const { startUploadWorld } = await uploadWorker()
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
    const account = await (await reportDesk()).openTempAccount()
    onCleanup(account.close)
    return account
  })
  // ---- per file ----
  .extend('service', { scope: 'file' }, async ({}, { onCleanup }) => {
    const service = await (await world()).startTestService({ seedDemo: true })
    onCleanup(service.close)
    return service
  })
  .extend('clientWorld', { scope: 'file' }, async ({}, { onCleanup }) => {
    const started = await (await world()).startClientWorld()
    onCleanup(started.service.close)
    return started
  })
  .extend('demoAppService', { scope: 'file' }, { seedHistory: true } as ServiceOptions)
  .extend('demoApp', { scope: 'file' }, async ({ demoAppService }, { onCleanup }) => {
    const started = await (await world()).startResultsWorld(demoAppService)
    onCleanup(started.close)
    return started
  })
  .extend('reportsWorld', { scope: 'file' }, async ({}, { onCleanup }) => {
    const started = await (await reportDesk()).startReportsWorld()
    onCleanup(started.close)
    return started
  })
  .extend('connectedPage', { scope: 'file' }, async ({}, { onCleanup }): Promise<Workstation> => {
    const { startWorkstation, submitConnectForm } = await import('./workstation')
    const w = await startWorkstation({ keychain: 'memory' })
    onCleanup(w.close)
    await submitConnectForm(w.page, w.credentials)
    await w.page.waitForSelector('[data-testid=dataset-row]')
    return w
  })
/* eslint-enable no-empty-pattern */

/** What the tests can ask for. */
export type Fixtures = typeof test extends TestAPI<infer C> ? C : never

export { test as it }
export { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest'
