/**
 * A real PACS for the tests (issue 44): Debian's Orthanc with its DICOMweb plugin, started on a free loopback HTTP
 * port with a configuration and storage folder of its own in a temporary folder, its DICOM port off, no remote
 * access, and a made-up Basic user (so a wrong password can be tried). Waited for until it answers; stopped, and its
 * folder removed, by `stop()`. It is also killed when this Node process exits or dies, so a failing test leaves none
 * running. Needs the Debian packages `orthanc` and `orthanc-dicomweb` (`.ci/run` installs them). No vitest here.
 *
 * `auth: 'bearer'`: Orthanc has no bearer authentication of its own, so its Python plugin (Debian `orthanc-python`,
 * plugin API 4.0) filters every HTTP request with `orthanc.RegisterIncomingHttpRequestFilter`: only
 * `Authorization: Bearer <token>` passes. Orthanc answers a request its filter refuses with 403 (it has no way to
 * say 401 from a filter); its own Basic check is off in that mode.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { removeDir, tempDir } from './folders'
import { freePort, killOnExit } from './localServer'

const orthancBinary = '/usr/sbin/Orthanc'
const dicomWebPlugin = '/usr/share/orthanc/plugins/libOrthancDicomWeb.so'
const pythonPlugin = '/usr/share/orthanc/plugins/libOrthancPython.so'

/** The request filter of bearer mode (Python plugin API 4.0: the filter gets the URI and the request's fields). */
const bearerFilter = (token: string) => `import hmac
import orthanc

EXPECTED = 'Bearer ${token}'

def allow(uri, **request):
    given = request.get('headers', {}).get('authorization', '')
    return hmac.compare_digest(given.encode('utf-8'), EXPECTED.encode('utf-8'))

orthanc.RegisterIncomingHttpRequestFilter(allow)
`

export interface TestPacs {
  /** Orthanc's REST root, e.g. http://127.0.0.1:40123 */
  url: string
  /** The DICOMweb root: `<url>/dicom-web` */
  dicomWeb: string
  username: string
  password: string
  /** Bearer mode: the only token it takes (null in Basic mode). */
  token: string | null
  /** The Authorization header of the made-up user (or of the token). */
  authorization: string
  /** GET on Orthanc's own REST API (as its made-up user): the body as bytes, or throws with the status. */
  get(path: string): Promise<Buffer>
  /** Stops Orthanc (and waits for it) and removes its folder. */
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function waitUntilAnswering(
  url: string,
  authorization: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Orthanc ended before answering (${child.exitCode ?? child.signalCode}):\n${output()}`)
    try {
      const response = await fetch(`${url}/system`, { headers: { authorization } })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(50)
  }
  throw new Error(`Orthanc did not answer at ${url}:\n${output()}`)
}

/** Starts a fresh Orthanc with DICOMweb on a free loopback port; `stop()` it when done. */
export async function startTestPacs(options: { auth?: 'basic' | 'bearer' } = {}): Promise<TestPacs> {
  const dir = await tempDir('skin-orthanc-')
  const port = await freePort()
  const username = 'archive-test'
  const password = 'made-up-password'
  const token = options.auth === 'bearer' ? `made-up-token-${port}` : null
  const bearer = token
    ? {
        AuthenticationEnabled: false,
        Plugins: [dicomWebPlugin, pythonPlugin],
        PythonScript: join(dir, 'bearer.py'),
        PythonVerbose: false,
      }
    : {}
  if (token) await writeFile(join(dir, 'bearer.py'), bearerFilter(token))
  const configuration = {
    Name: 'SkinTestPacs',
    StorageDirectory: join(dir, 'storage'),
    IndexDirectory: join(dir, 'storage'),
    HttpPort: port,
    HttpServerEnabled: true,
    DicomServerEnabled: false,
    RemoteAccessAllowed: false,
    AuthenticationEnabled: true,
    RegisteredUsers: { [username]: password },
    Plugins: [dicomWebPlugin],
    DicomWeb: { Enable: true, Root: '/dicom-web/', EnableWado: true },
    // No Lua, no jobs kept, nothing over the network.
    LimitJobs: 10,
    JobsHistorySize: 0,
    SaveJobs: false,
    ...bearer,
  }
  const configPath = join(dir, 'orthanc.json')
  await writeFile(configPath, JSON.stringify(configuration, null, 2))
  // Orthanc listens on every interface unless told otherwise: RemoteAccessAllowed=false refuses any but loopback.
  // setpriv (util-linux, in every Debian) has the kernel kill Orthanc when the process that started it dies, even
  // by SIGKILL, where no exit hook runs.
  const child = spawn('setpriv', ['--pdeathsig', 'KILL', orthancBinary, configPath], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  killOnExit(child)
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const url = `http://127.0.0.1:${port}`
  const authorization = token
    ? `Bearer ${token}`
    : `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(killer)
    }
    await removeDir(dir)
  }
  try {
    await waitUntilAnswering(url, authorization, child, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { authorization } })
    if (!response.ok) throw new Error(`Orthanc GET ${path}: ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }
  return { url, dicomWeb: `${url}/dicom-web`, username, password, token, authorization, get, stop }
}
