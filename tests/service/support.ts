import { expect } from 'vitest'
import { z } from 'zod'
import { startService, type RunningService, type ServiceOptions } from '../../src-service/server'

export interface Harness {
  service: RunningService
  companyId: string
  token: string
  /** Path under `/api/v1/companies/{companyId}`. */
  companyPath(suffix: string): string
  call(method: string, path: string, opts?: CallOptions): Promise<Reply>
}

export interface CallOptions {
  body?: unknown
  /** Sent as is (for malformed JSON); overrides `body`. */
  rawBody?: string
  token?: string | null
  headers?: Record<string, string>
}

export interface Reply {
  status: number
  headers: Headers
  text: string
  json: unknown
}

export const errorBodySchema = z.strictObject({
  type: z.enum(['client_error', 'server_error', 'validation_error']),
  errors: z
    .array(
      z.strictObject({
        code: z.string(),
        detail: z.string(),
        attr: z.string().nullable(),
        extra: z.unknown(),
      }),
    )
    .min(1),
})

export const timestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
export const uuidSchema = z.uuid()

export const datasetSchema = z.strictObject({
  id: uuidSchema,
  company_id: z.string(),
  name: z.string(),
  image_type_name: z.string(),
  image_type_tech_name: z.string(),
  creation_time: timestampSchema,
})

export const subjectSchema = z.strictObject({
  id: uuidSchema,
  name: z.string(),
  birth_date: z.string().nullable(),
  biological_sex: z.enum(['male', 'female', 'other']).nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  creation_time: timestampSchema,
  author_id: z.string().nullable(),
  dataset: z.strictObject({ id: uuidSchema, name: z.string() }),
})

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    count: z.number().int().min(0),
    next: z.url().nullable(),
    previous: z.url().nullable(),
    results: z.array(item),
  })
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function startHarness(opts: ServiceOptions = {}): Promise<Harness> {
  const service = await startService({ seedDemo: true, ...opts })
  const companyId = service.admin.demoCompanyId()
  if (!companyId) throw new Error('demo company was not seeded')
  const token = service.admin.createKey(companyId, { name: 'tests' }).token

  async function call(method: string, path: string, opts: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...opts.headers }
    const bearer = opts.token === undefined ? token : opts.token
    if (bearer !== null) headers.authorization = `Bearer ${bearer}`
    let body: string | undefined = opts.rawBody
    if (body === undefined && opts.body !== undefined) body = JSON.stringify(opts.body)
    if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json'
    const url = path.startsWith('http') ? path : service.baseUrl + path
    const response = await fetch(url, { method, headers, body })
    const text = await response.text()
    return { status: response.status, headers: response.headers, text, json: parseJsonOrUndefined(text) }
  }

  return {
    service,
    companyId,
    token,
    companyPath: (suffix) => `/api/v1/companies/${companyId}${suffix}`,
    call,
  }
}

/** Asserts the standard error body of spec §7 with the given status, type, code and attr. */
export function expectError(
  reply: Reply,
  status: number,
  type: 'client_error' | 'server_error' | 'validation_error',
  code: string,
  attr: string | null = null,
): z.infer<typeof errorBodySchema> {
  expect(reply.status, reply.text).toBe(status)
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
  const body = errorBodySchema.parse(reply.json)
  expect(body.type).toBe(type)
  expect(body.errors).toContainEqual(expect.objectContaining({ code, attr }))
  expect(reply.text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|FST_ERR/i)
  return body
}

/** The demo dataset with this name. */
export async function datasetIdByName(h: Harness, name: string): Promise<string> {
  const reply = await h.call('GET', h.companyPath('/datasets/?page_size=100'))
  const page = pageSchema(datasetSchema).parse(reply.json)
  const dataset = page.results.find((d) => d.name === name)
  if (!dataset) throw new Error(`no dataset ${name}`)
  return dataset.id
}
