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
 *   (`demoAppService` says which service: `test.override({ demoAppService: … })`);
 * - `reportsWorld`: the service with the demo history and the report desk's clients of it;
 * - `connectedPage`: the whole workstation (service, app behind the browser host, Chromium) with its page
 *   connected to the demo company and showing the datasets.
 */
import { test as base } from 'vitest'
import type { SecretStore } from '../../src-main/secrets/keychain'
import type { RunningService, ServiceOptions } from '../../src-service/server'
import type { AppUnderTest } from './mainApp'
import { memorySecrets } from './memorySecrets'
import { openTempAccount, startReportsWorld, type Account, type ReportsWorld } from './reportDesk'
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
  type Clinic,
  type ClientWorld,
  type ResultsWorld,
  type World,
} from './world'

export interface Fixtures {
  dataDir: string
  keychain: SecretStore
  world: World
  patient: string
  clinic: Clinic
  clinicApp: AppUnderTest
  uploads: (options?: UploadWorldOptions) => Promise<UploadWorld>
  reportsAccount: Account
  service: RunningService
  clientWorld: ClientWorld
  demoAppService: ServiceOptions
  demoApp: ResultsWorld
  reportsWorld: ReportsWorld
  connectedPage: Workstation
}

/* eslint-disable no-empty-pattern -- vitest reads the fixtures a fixture needs from this pattern */
export const test = base.extend<Fixtures>({
  dataDir: async ({}, use) => {
    const dir = await tempDir('skin-test-')
    await use(dir)
    await removeDir(dir)
  },
  keychain: async ({}, use) => use(memorySecrets()),
  world: async ({}, use) => {
    const world = await openWorld()
    await use(world)
    await world.close()
  },
  patient: 'Nell Hart',
  clinic: async ({ world, patient }, use) => {
    const service = await world.startService()
    await use(await createClinic(service, 'Clinic', patient))
  },
  clinicApp: async ({ world, clinic }, use) => {
    const app = await world.startApp()
    await app.connect(world.service, clinic)
    await use(app)
  },
  uploads: async ({}, use) => {
    const started: UploadWorld[] = []
    await use(async (options) => {
      const world = await startUploadWorld(options)
      // a test may close a world itself (to start another): closed once
      const close = world.close
      let closed: Promise<void> | null = null
      world.close = () => (closed ??= close())
      started.push(world)
      return world
    })
    for (const world of started) await world.close()
  },
  reportsAccount: async ({}, use) => {
    const account = await openTempAccount()
    await use(account)
    await account.close()
  },
  service: [
    async ({}, use) => {
      const service = await startTestService({ seedDemo: true })
      await use(service)
      await service.close()
    },
    { scope: 'file' },
  ],
  clientWorld: [
    async ({}, use) => {
      const world = await startClientWorld()
      await use(world)
      await world.service.close()
    },
    { scope: 'file' },
  ],
  demoAppService: [{ seedHistory: true }, { scope: 'file' }],
  demoApp: [
    async ({ demoAppService }, use) => {
      const world = await startResultsWorld(demoAppService)
      await use(world)
      await world.close()
    },
    { scope: 'file' },
  ],
  reportsWorld: [
    async ({}, use) => {
      const world = await startReportsWorld()
      await use(world)
      await world.close()
    },
    { scope: 'file' },
  ],
  connectedPage: [
    async ({}, use) => {
      // loaded here: Chromium's driver and the browser host only for the files that ask for a page
      const { startWorkstation, submitConnectForm } = await import('./workstation')
      const w = await startWorkstation({ keychain: 'memory' })
      await submitConnectForm(w.page, {
        baseUrl: w.service.baseUrl,
        companyId: w.companyId,
        apiKey: w.apiKey,
      })
      await w.page.waitForSelector('[data-testid=dataset-row]')
      await use(w)
      await w.close()
    },
    { scope: 'file' },
  ],
})
/* eslint-enable no-empty-pattern */

export { test as it }
export { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest'
