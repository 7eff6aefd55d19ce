/**
 * The browser host reaches the service through the proxy the environment names (issue 30): HTTP(S)_PROXY, with
 * NO_PROXY, and never for this computer's own addresses. A forward proxy on loopback stands for the clinic's: it
 * knows `service.test` (which nothing else resolves) as the local service, so a request that reaches the service by
 * that name went through it. Through the fetch the browser host hands its HTTP client.
 *
 * A clinic's proxy often inspects TLS too: it answers the handshake itself with a certificate its own root signed,
 * a root IT rolls out to the workstations. The browser host (Node) trusts it when it starts with
 * NODE_EXTRA_CA_CERTS naming it, which Node reads only at start: so the client runs in a process of its own
 * (tests/support/proxiedClientChild.ts), once with the root and once without, against such a proxy
 * (tests/support/inspectingProxy.ts, certificates made with the openssl CLI).
 *
 * Under Electron the same calls go through Chromium's network stack (src-main/electron/electronFetch.ts): the
 * system proxy and the OS trust store, which only a real Electron on a real OS shows; this machine cannot run
 * Electron's binary. tests/electron/main-and-preload.test.ts shows main as built hands its calls to net.fetch.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSkinApi } from '../../src-main/api/client'
import { fetchForEnvironment } from '../../src-main/browser-host/networkFetch'
import type { RunningService } from '../../src-service/server'
import { startInspectingProxy, type InspectingProxy } from '../support/inspectingProxy'
import { makeTestCertificates, type TestCertificates } from '../support/testCertificates'
import { startTestService } from '../support/world'

let service: RunningService
let proxy: Server
let proxied: string[] = []
let proxyUrl = ''
const tunnels = new Set<{ destroy(): void }>()

beforeEach(async () => {
  service = await startTestService()
  proxied = []
  proxy = createServer((req, res) => {
    // a forward proxy: the request names the whole address; service.test is the local service
    const target = new URL(req.url ?? '/')
    proxied.push(`${target.hostname}${target.pathname}`)
    const upstream = request(
      {
        host: '127.0.0.1',
        port: new URL(service.baseUrl).port,
        path: target.pathname + target.search,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${new URL(service.baseUrl).port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  // and a tunnel (CONNECT), as a clinic's proxy also offers and undici asks for
  proxy.on('connect', (req, socket, head) => {
    tunnels.add(socket)
    const [host = '', port = ''] = (req.url ?? '').split(':')
    proxied.push(`${host} (tunnel)`)
    const upstream = connect(Number(port), host === 'service.test' ? '127.0.0.1' : host, () => {
      tunnels.add(upstream)
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterEach(async () => {
  for (const socket of tunnels) socket.destroy()
  tunnels.clear()
  proxy.closeAllConnections()
  await new Promise<void>((resolve) => proxy.close(() => resolve()))
  await service.close()
})

/** A GET through `fetchImpl` (what the app hands its HTTP client); its status, or 'failed'. */
const status = (url: string, fetchImpl: typeof fetch) =>
  fetchImpl(url).then(
    async (response) => {
      await response.arrayBuffer()
      return response.status
    },
    () => 'failed' as const,
  )

describe('the clinic proxy', () => {
  it('carries the requests when the environment names it, and not what NO_PROXY or loopback names', async () => {
    const port = new URL(service.baseUrl).port
    expect(fetchForEnvironment({})).toBeUndefined()

    const viaProxy = fetchForEnvironment({ HTTP_PROXY: proxyUrl })
    if (!viaProxy) throw new Error('no fetch for the proxy')
    // the service answered (what, does not matter: it was reached by a name only the proxy knows)
    expect(typeof (await status(`http://service.test:${port}/api/v1/applications/`, viaProxy))).toBe('number')
    expect(proxied).toHaveLength(1)
    expect(proxied[0]).toMatch(/^service\.test/)

    // this computer's own addresses go direct
    expect(typeof (await status(`${service.baseUrl}/api/v1/applications/`, viaProxy))).toBe('number')
    expect(proxied).toHaveLength(1)

    // NO_PROXY: direct, and nothing resolves service.test without the proxy
    const bypassing = fetchForEnvironment({ HTTP_PROXY: proxyUrl, NO_PROXY: 'service.test' })
    if (!bypassing) throw new Error('no fetch for the proxy')
    expect(await status(`http://service.test:${port}/api/v1/applications/`, bypassing)).toBe('failed')
    expect(proxied).toHaveLength(1)
  })
})

const projectRoot = resolve(__dirname, '..', '..')
const childEntry = join(projectRoot, 'tests', 'support', 'proxiedClientChild.ts')
/** What of this process's environment would change the child's way out: not passed on. */
const NETWORK_VARIABLES = /^(https?_proxy|no_proxy|all_proxy|node_extra_ca_certs)$/i

type ChildResult =
  { ok: true; datasets: string[] } | { ok: false; kind: string; code: string; causeCode: string | null }

/** The client in a process of its own started with `env`: what it reported. */
async function clientInProcess(env: Record<string, string>): Promise<ChildResult> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !NETWORK_VARIABLES.test(name)),
  )
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', childEntry], {
    cwd: projectRoot,
    env: { ...inherited, ...env },
    timeout: 60_000,
  })
  const line = stdout.split('\n').find((candidate) => candidate.startsWith('RESULT '))
  if (line === undefined) throw new Error('the child reported nothing')
  return JSON.parse(line.slice('RESULT '.length)) as ChildResult
}

describe('a TLS-inspecting proxy with its own root', () => {
  let dir = ''
  let certificates: TestCertificates
  let inspecting: InspectingProxy
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'skin-proxy-ca-'))
    certificates = await makeTestCertificates(dir, 'service.test')
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  beforeEach(async () => {
    inspecting = await startInspectingProxy({
      hostname: 'service.test',
      upstream: service.baseUrl,
      cert: certificates.cert,
      key: certificates.key,
    })
  })
  afterEach(async () => {
    await inspecting.close()
  })

  /** A company of its own on the local service, and what the child needs to reach it through the proxy. */
  const clinicBehindTheProxy = () => {
    const companyId = service.admin.createCompany('Behind the proxy').id
    const apiKey = service.admin.createKey(companyId, { name: 'proxy test' }).token
    const port = new URL(service.baseUrl).port
    const env = {
      HTTPS_PROXY: inspecting.url,
      SKIN_BASE_URL: `https://service.test:${port}`,
      SKIN_COMPANY_ID: companyId,
      SKIN_API_KEY: apiKey,
    }
    const direct = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
    return { port, env, direct }
  }

  it('carries the calls when the process starts with NODE_EXTRA_CA_CERTS naming the root', async () => {
    const { port, env } = clinicBehindTheProxy()
    const result = await clientInProcess({
      ...env,
      NODE_EXTRA_CA_CERTS: certificates.caFile,
      SKIN_DATASET_NAME: 'Sent through the inspection',
    })
    expect(result).toEqual({ ok: true, datasets: expect.arrayContaining(['Sent through the inspection']) })
    // the proxy held the TLS and read the requests in the clear (the POST with its body too), then passed them on
    expect(inspecting.seen[0]).toBe(`CONNECT service.test:${port}`)
    expect(inspecting.seen).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/api\/v1\/companies\/[^/]+\/datasets\/$/),
        expect.stringMatching(/^GET \/api\/v1\/companies\/[^/]+\/datasets\/\?/),
      ]),
    )
  })

  it('fails on the certificate without that root, and nothing is sent past the handshake', async () => {
    const { port, env, direct } = clinicBehindTheProxy()
    const result = await clientInProcess({ ...env, SKIN_DATASET_NAME: 'Never sent' })
    // the proxy sends its certificate alone: Node finds no trusted issuer to check its signature with
    expect(result).toEqual({
      ok: false,
      kind: 'network',
      code: 'network_error',
      causeCode: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    })
    expect(inspecting.seen).toEqual([`CONNECT service.test:${port}`])
    expect((await direct.datasets.all()).map((dataset) => dataset.name)).not.toContain('Never sent')
  })
})
