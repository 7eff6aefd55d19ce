/** Helpers for tests of the documented dialect, whose records differ from the spec's (support.ts reads those). */
import { expect } from 'vitest'
import { z } from 'zod'
import { startHarness, type Harness } from './support'
import type { SubjectPath } from './imageSupport'
import { recordedAnalyses } from '../support/recordedAnalyses'

export const isoMs = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

export const dictionaryItem = z.strictObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  tech_name: z.string(),
})

export function startDocumented(opts: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  return startHarness({
    ...recordedAnalyses(),
    dialect: 'documented',
    processingDelayMs: 0,
    rateLimit: false,
    ...opts,
  })
}

const idOnly = z.looseObject({ id: z.string() })

/** The demo dataset with this name. */
export async function datasetIdByName(h: Harness, name: string): Promise<string> {
  const reply = await h.call('GET', h.companyPath('/datasets/?page_size=100'))
  const page = z
    .object({ results: z.array(z.looseObject({ id: z.string(), name: z.string() })) })
    .parse(reply.json)
  const found = page.results.find((dataset) => dataset.name === name)
  if (!found) throw new Error(`no dataset ${name}`)
  return found.id
}

export async function newDataset(h: Harness, body: Record<string, unknown>): Promise<unknown> {
  const reply = await h.call('POST', h.companyPath('/datasets/'), { body })
  expect(reply.status, reply.text).toBe(201)
  return reply.json
}

export async function newSubject(
  h: Harness,
  datasetId: string,
  body: Record<string, unknown> = { name: 'Documented subject' },
): Promise<SubjectPath & { json: unknown }> {
  const reply = await h.call('POST', h.companyPath(`/datasets/${datasetId}/subjects/`), { body })
  expect(reply.status, reply.text).toBe(201)
  const subjectId = idOnly.parse(reply.json).id
  return { datasetId, subjectId, path: `/datasets/${datasetId}/subjects/${subjectId}`, json: reply.json }
}

export async function newBatch(h: Harness, subject: SubjectPath, creationTime?: string): Promise<string> {
  const body = creationTime === undefined ? {} : { creation_time: creationTime }
  const reply = await h.call('POST', h.companyPath(`${subject.path}/batches/`), { body })
  expect(reply.status, reply.text).toBe(201)
  return z.looseObject({ id: z.string(), creation_time: isoMs }).parse(reply.json).id
}

/** The connected applications' tech names of a dataset. */
export async function connectedTechNames(h: Harness, datasetId: string): Promise<string[]> {
  const reply = await h.call('GET', h.companyPath(`/datasets/${datasetId}/`))
  expect(reply.status, reply.text).toBe(200)
  return z
    .looseObject({ connected_applications: z.array(z.looseObject({ tech_name: z.string() })) })
    .parse(reply.json)
    .connected_applications.map((item) => item.tech_name)
}

/** An image's records once nothing is waiting for analysis. */
export async function analysedRecords(h: Harness, imageId: string): Promise<Record<string, unknown>[]> {
  await h.service.admin.processingIdle()
  const reply = await h.call('GET', h.companyPath(`/images/${imageId}/metrics_and_submetrics/`))
  expect(reply.status, reply.text).toBe(200)
  return z.array(z.looseObject({})).parse(reply.json)
}
