/**
 * A real PACS for the tests (issue 44): Debian's Orthanc with its DICOMweb plugin, started on a free loopback HTTP
 * port with a configuration and storage folder of its own in a temporary folder, its DICOM port off, no remote
 * access, and a made-up Basic user (so a wrong password can be tried). Waited for until it answers; stopped, and its
 * folder removed, by `stop()`. It is also killed when this Node process exits or dies, so a failing test leaves none
 * running. Needs the Debian packages `orthanc` and `orthanc-dicomweb` (`.ci/run` installs them). No vitest here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { removeDir, tempDir } from './folders'

const orthancBinary = '/usr/sbin/Orthanc'
const dicomWebPlugin = '/usr/share/orthanc/plugins/libOrthancDicomWeb.so'

export interface TestPacs {
  /** Orthanc's REST root, e.g. http://127.0.0.1:40123 */
  url: string
  /** The DICOMweb root: `<url>/dicom-web` */
  dicomWeb: string
  username: string
  password: string
  /** The Authorization header of the made-up user. */
  authorization: string
  /** GET on Orthanc's own REST API (as its made-up user): the body as bytes, or throws with the status. */
  get(path: string): Promise<Buffer>
  /** Stops Orthanc (and waits for it) and removes its folder. */
  stop(): Promise<void>
}

/** A port free on loopback now (Orthanc binds it a moment later; nothing else here takes ports meanwhile). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Every Orthanc still running, killed if this process ends before a test stopped it. */
const running = new Set<ChildProcess>()
let exitHookInstalled = false
function killOnExit(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const left of running) left.kill('SIGKILL')
  })
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
export async function startTestPacs(): Promise<TestPacs> {
  const dir = await tempDir('skin-orthanc-')
  const port = await freePort()
  const username = 'archive-test'
  const password = 'made-up-password'
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
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
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
  return { url, dicomWeb: `${url}/dicom-web`, username, password, authorization, get, stop }
}
