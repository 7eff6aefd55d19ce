/**
 * The built-in demo service runs in a process of its own (image analysis must never block main). It is
 * started once, on 127.0.0.1 with its own data folder, and answers with its address and a fresh demo key.
 * Which kind of process is the spawner's business: a Node child (`forkSpawner`, the browser host) or Electron's
 * utilityProcess (electron/utilitySpawner.ts), which needs no Node on the workstation.
 *
 * Its data is protected like an account's (issue 30): its database and photos are encrypted at rest with a data
 * key main keeps in the OS keychain, as an account's data key (secrets/dataKey.ts: generations, never
 * overwritten), under a keychain account of its own, `demo-service`, which no account's name can be (they are
 * `demo:<company>` and `<company>@<url>`). The service derives its database's and its photos' keys from it.
 *
 * How the key reaches the child: in the environment of that one process (`SKIN_SERVICE_DATA_KEY`), which the
 * child takes out of its `process.env` first thing (src-service/dataKeyEnv.ts), never on its command line (every
 * user of the computer can read a process's arguments: ps, /proc/<pid>/cmdline); its environment only its own
 * user and root, who can ask the unlocked keychain for the key anyway. An IPC message after the start would keep
 * it out of /proc/<pid>/environ as well, but it adds a step the child must wait for before it opens its data
 * and a channel the Electron spawner does not offer (it only asks the child to shut down); the environment is
 * there before the child's first instruction, so there is no moment at which the service could open its folder
 * without it. Its ready message says whether it encrypts (`atRest`), and main refuses a demo that does not: a
 * spawner that dropped the key fails the start rather than letting patients be written plain.
 */
import { fork } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { z } from 'zod'
import { logFor } from '../log/log'
import { accountDataKey, forgetDataKey } from '../secrets/dataKey'
import { folderEncryption, recordFolderEncryption } from '../secrets/encryptedFolder'
import { keptOutOfLog } from '../secrets/keptOutOfLog'
import type { SecretStore } from '../secrets/keychain'
import { makePrivateDir } from '../store/files/privateFiles'
import { AppFailure } from './appFailure'

const log = logFor('demo')

/** The keychain account of the demo's data key (items `data-key:demo-service`, `…#1`, …). */
export const DEMO_KEYCHAIN_ACCOUNT = 'demo-service'
/** Where the child finds its data key: the service's name for it (src-service/dataKeyEnv.ts; no code is shared). */
export const DEMO_DATA_KEY_ENV = 'SKIN_SERVICE_DATA_KEY'
/**
 * `migrate` tells the child its folder may be one from before encryption (src-service/cliOptions.ts): given only
 * while the keychain has not recorded the demo's folder as encrypted (secrets/encryptedFolder.ts), which the first
 * start that says it encrypts records. Without it the child refuses a plain database (issue 41).
 */
export const DEMO_PLAIN_DATA_ENV = 'SKIN_SERVICE_PLAIN_DATA'

export interface DemoCredentials {
  baseUrl: string
  companyId: string
  apiKey: string
}

export interface DemoService {
  start(): Promise<DemoCredentials>
  stop(): Promise<void>
  /**
   * Stops it and deletes everything it kept (its database and photos: patients someone tried it with), then its
   * data key's keychain items, as "Disconnect and erase" of the demo does (issue 30).
   */
  erase?(): Promise<void>
}

/** A started demo process, whatever kind it is. */
export interface DemoChild {
  onMessage(listener: (message: unknown) => void): void
  /** Called once, when it has gone (whatever the reason). */
  onExit(listener: (detail: string) => void): void
  /** Asks it to shut down cleanly. */
  stop(): void
  kill(): void
}

/**
 * Starts the service's IPC child with these arguments, and `env` added to its environment for that process
 * alone (the data key: never an argument).
 */
export type DemoSpawner = (args: string[], env: Record<string, string>) => DemoChild

const Ready = z.object({
  type: z.literal('ready'),
  baseUrl: z.string(),
  companyId: z.string(),
  apiKey: z.string(),
  atRest: z.string().optional(),
})

export interface DemoProcessOptions {
  spawn: DemoSpawner
  dataDir: string
  /** The OS keychain, where the demo's data key is kept beside the accounts' keys. */
  secrets: SecretStore
  startTimeoutMs?: number
}

/** The service's IPC child, started on first use; its arguments: free port, own data and cache folders. */
export function createDemoProcess(options: DemoProcessOptions): DemoService {
  // the demo's data key is told to the log's redactor as the keychain hands it over, as every key main holds
  const secrets = keptOutOfLog(options.secrets)
  let child: { proc: DemoChild; gone: Promise<void> } | null = null
  let starting: Promise<DemoCredentials> | null = null
  /** Counts stops: a start that was stopped while it read the keychain does not go on to spawn. */
  let stops = 0

  const launch = async () => {
    const startedAt = stops
    // its data is patient data too (someone may try it with real patients): a folder only this user can open
    await makePrivateDir(options.dataDir)
    const { key } = await accountDataKey(secrets, DEMO_KEYCHAIN_ACCOUNT)
    const migrate = (await folderEncryption(secrets, DEMO_KEYCHAIN_ACCOUNT)) === null
    if (stops !== startedAt)
      throw new AppFailure('demo_unavailable', {}, null, 'The demo was stopped while starting')
    const env = {
      [DEMO_DATA_KEY_ENV]: Buffer.from(key).toString('base64'),
      ...(migrate ? { [DEMO_PLAIN_DATA_ENV]: 'migrate' } : {}),
    }
    return new Promise<DemoCredentials>((resolve, reject) => {
      const proc = options.spawn(['serve', '--ipc', '--port', '0', '--data', options.dataDir], env)
      let ready = false
      let exited: () => void = () => undefined
      const gone = new Promise<void>((done) => (exited = done))
      child = { proc, gone }
      const fail = (detail: string) => {
        clearTimeout(timer)
        starting = null
        child = null
        reject(new AppFailure('demo_unavailable', {}, null, detail))
      }
      const timer = setTimeout(() => {
        proc.kill()
        fail('The demo service did not start in time')
      }, options.startTimeoutMs ?? 60_000)
      proc.onExit((detail) => {
        exited()
        if (!ready) return fail(`The demo service stopped (${detail})`)
        child = null
        starting = null
      })
      proc.onMessage((message) => {
        const parsed = Ready.safeParse(message)
        if (!parsed.success || ready) return
        if (parsed.data.atRest !== 'encrypted') {
          // it did not get its key (a spawner that drops the environment): patients must not be written plain
          proc.kill()
          return fail('The demo service did not encrypt its data')
        }
        ready = true
        clearTimeout(timer)
        const { baseUrl, companyId, apiKey } = parsed.data
        if (!migrate) return resolve({ baseUrl, companyId, apiKey })
        // its folder is encrypted now: from the next start on, a plain database there is refused
        void recordFolderEncryption(secrets, DEMO_KEYCHAIN_ACCOUNT, 'encrypted')
          .catch((e: unknown) => log.warn('the demo folder is not recorded as encrypted yet:', e))
          .finally(() => resolve({ baseUrl, companyId, apiKey }))
      })
    })
  }

  const demo: DemoService = {
    start: () =>
      (starting ??= launch().catch((e: unknown) => {
        // the keychain could not be read, say: the next start tries again
        starting = null
        throw e
      })),
    async stop() {
      stops += 1
      const running = child
      starting = null
      child = null
      if (!running) return
      running.proc.stop()
      const killer = setTimeout(() => running.proc.kill(), 5_000)
      killer.unref()
      await running.gone
      clearTimeout(killer)
    },
    async erase() {
      await demo.stop()
      await rm(options.dataDir, { recursive: true, force: true })
      // the key last: an erase cut short never leaves data behind without the key that opens it
      await forgetDataKey(secrets, DEMO_KEYCHAIN_ACCOUNT)
    },
  }
  return demo
}

export interface ForkOptions {
  /** The service's entry (src-service/cli.ts under tsx, or the built out/main/service.js). */
  modulePath: string
  execArgv?: string[]
  execPath?: string
  cwd?: string
  env?: NodeJS.ProcessEnv
}

/** A Node child process (child_process.fork) speaking the service's `--ipc` protocol. */
export function forkSpawner(options: ForkOptions): DemoSpawner {
  return (args, env) => {
    const proc = fork(options.modulePath, args, {
      execArgv: options.execArgv ?? [],
      ...(options.execPath ? { execPath: options.execPath } : {}),
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env: { ...process.env, ...options.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    return {
      onMessage: (listener) => void proc.on('message', listener),
      onExit(listener) {
        let told = false
        const tell = (detail: string) => {
          if (!told) listener(detail)
          told = true
        }
        proc.once('error', (e) => tell(e.message))
        proc.once('exit', (code, signal) => tell(`exit code ${code ?? signal ?? 'none'}`))
      },
      stop: () => void proc.kill('SIGTERM'),
      kill: () => void proc.kill('SIGKILL'),
    }
  }
}
