/** A main app (the real handlers) connected to a local service with the demo history, in its own data folder. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChannelName, ChannelResult, OutcomeOf } from '../../src-shared/contract'
import { createSkinApi, type SkinApi } from '../../src-main/api'
import type { MainApp } from '../../src-main/app'
import { memorySecrets } from '../support/memorySecrets'
import { startService, type RunningService, type ServiceOptions } from '../../src-service/server'
import { startMainApp } from './main-app'

export interface ResultsWorld {
  service: RunningService
  app: MainApp
  api: SkinApi
  companyId: string
  apiKey: string
  dataDir: string
  /** The connected account's folder under the data folder. */
  accountDir: string
  call<C extends ChannelName>(channel: C, args: unknown): Promise<OutcomeOf<ChannelResult<C>>>
  /** The value of a successful call; throws with the error payload otherwise. */
  value<C extends ChannelName>(channel: C, args: unknown): Promise<ChannelResult<C>>
  close(): Promise<void>
}

export async function startResultsWorld(
  serviceOptions: ServiceOptions,
  appOptions: { resultsFreshForMs?: number } = {},
): Promise<ResultsWorld> {
  const service = await startService({
    seedDemo: true,
    processingDelayMs: 0,
    rateLimit: false,
    ...serviceOptions,
  })
  const companyId = service.admin.demoCompanyId()
  if (companyId === null) throw new Error('the demo company was not seeded')
  const apiKey = service.admin.createKey(companyId, { name: 'results tests' }).token
  const dataDir = await mkdtemp(join(tmpdir(), 'skin-results-'))
  const { app, call, value } = await startMainApp(dataDir, memorySecrets(), {
    apiOptions: { retries: 0, timeoutMs: 5_000 },
    resultsFreshForMs: appOptions.resultsFreshForMs ?? 0,
  })
  await value('auth.connect', { baseUrl: service.baseUrl, companyId, apiKey })
  return {
    service,
    app,
    api: createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey }),
    companyId,
    apiKey,
    dataDir,
    accountDir: (await app.accounts.current()).space.dir,
    call,
    value,
    async close() {
      await app.close()
      await service.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export async function findSubject(api: SkinApi, datasetName: string, subjectName: string) {
  const dataset = (await api.datasets.all()).find((d) => d.name === datasetName)
  if (!dataset) throw new Error(`no dataset ${datasetName}`)
  const subject = (await api.subjects.all(dataset.id, { search: subjectName }))[0]
  if (!subject) throw new Error(`no subject ${subjectName}`)
  return { datasetId: dataset.id, subjectId: subject.id }
}
