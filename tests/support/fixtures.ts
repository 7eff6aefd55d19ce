/**
 * Vitest fixtures (`test.extend`) for the worlds most tests need, set up when a test asks for them and torn
 * down after it (or after the file, for the expensive ones):
 * - `dataDir`: a fresh data folder, removed after the test;
 * - `service`: a local Skin Analysis Service on a free port (demo data, no rate limit, the dialect under test),
 *   one per file;
 * - `connectedPage`: the whole workstation (service, app behind the browser host, Chromium) with its page
 *   connected to the demo company and showing the datasets, one per file.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base } from 'vitest'
import { startService, type RunningService } from '../../src-service/server'
import { testDialect } from './dialect'
import { startWorkstation, submitConnectForm, type Workstation } from './workstation'
import { recordedAnalyses } from './recordedAnalyses'

export interface Fixtures {
  dataDir: string
  service: RunningService
  connectedPage: Workstation
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a fixture needs from this pattern
  dataDir: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'skin-test-'))
    await use(dir)
    await rm(dir, { recursive: true, force: true })
  },
  service: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const service = await startService({
        ...recordedAnalyses(),
        dialect: testDialect(),
        seedDemo: true,
        rateLimit: false,
      })
      await use(service)
      await service.close()
    },
    { scope: 'file' },
  ],
  connectedPage: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
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

export { describe, expect } from 'vitest'
