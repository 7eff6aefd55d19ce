import { testDialect } from '../support/dialect'
import { startService, type RunningService } from '../../src-service/server'
import { createSkinApi, type SkinApi, type SkinApiOptions } from '../../src-main/api/client'
import { recordedAnalyses } from '../support/recordedAnalyses'

export interface ClientFixture {
  service: RunningService
  companyId: string
  keyId: string
  token: string
  /** A client for the demo company; sleeps are recorded in `sleeps` and return at once. */
  api(options?: Partial<SkinApiOptions>): SkinApi
  sleeps: number[]
}

/** Starts the local service with the demo data and no rate limit, and a key for the demo company. */
export async function startClientFixture(): Promise<ClientFixture> {
  const service = await startService({
    ...recordedAnalyses(),
    dialect: testDialect(),
    seedDemo: true,
    rateLimit: false,
  })
  const companyId = service.admin.demoCompanyId()
  if (companyId === null) {
    await service.close()
    throw new Error('the demo company was not seeded')
  }
  const key = service.admin.createKey(companyId, { name: 'client tests' })
  const sleeps: number[] = []
  return {
    service,
    companyId,
    keyId: key.id,
    token: key.token,
    sleeps,
    api: (options = {}) =>
      createSkinApi({
        baseUrl: service.baseUrl,
        companyId,
        apiKey: key.token,
        sleep: (ms) => {
          sleeps.push(ms)
          return Promise.resolve()
        },
        ...options,
      }),
  }
}

export async function findDataset(api: SkinApi, name: string): Promise<string> {
  const dataset = (await api.datasets.all()).find((candidate) => candidate.name === name)
  if (dataset === undefined) throw new Error(`no dataset named ${name}`)
  return dataset.id
}
