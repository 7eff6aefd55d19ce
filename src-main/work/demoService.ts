/**
 * The built-in demo service runs in a process of its own (image analysis must never block main). It is
 * started once, on 127.0.0.1 with its own data folder, and answers with its address and a fresh demo key.
 * Which kind of process is the spawner's business: a Node child (`forkSpawner`, the browser host) or Electron's
 * utilityProcess (electron/utilitySpawner.ts), which needs no Node on the workstation.
 */
import { fork } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { z } from 'zod'
import { makePrivateDir } from '../store/privateFiles'
import { AppFailure } from './appFailure'

export interface DemoCredentials {
  baseUrl: string
  companyId: string
  apiKey: string
}

export interface DemoService {
  start(): Promise<DemoCredentials>
  stop(): Promise<void>
  /**
   * Stops it and deletes everything it kept (its database and photos: patients someone tried it with), as
   * "Disconnect and erase" of the demo does (issue 30).
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

/** Starts the service's IPC child with these arguments. */
export type DemoSpawner = (args: string[]) => DemoChild

const Ready = z.object({
  type: z.literal('ready'),
  baseUrl: z.string(),
  companyId: z.string(),
  apiKey: z.string(),
})

export interface DemoProcessOptions {
  spawn: DemoSpawner
  dataDir: string
  startTimeoutMs?: number
}

/** The service's IPC child, started on first use; its arguments: free port, own data and cache folders. */
export function createDemoProcess(options: DemoProcessOptions): DemoService {
  let child: { proc: DemoChild; gone: Promise<void> } | null = null
  let starting: Promise<DemoCredentials> | null = null

  const launch = async () => {
    // its data is patient data too (someone may try it with real patients): a folder only this user can open
    await makePrivateDir(options.dataDir)
    return new Promise<DemoCredentials>((resolve, reject) => {
      const proc = options.spawn(['serve', '--ipc', '--port', '0', '--data', options.dataDir])
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
        ready = true
        clearTimeout(timer)
        const { baseUrl, companyId, apiKey } = parsed.data
        resolve({ baseUrl, companyId, apiKey })
      })
    })
  }

  const demo: DemoService = {
    start: () => (starting ??= launch()),
    async stop() {
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
  return (args) => {
    const proc = fork(options.modulePath, args, {
      execArgv: options.execArgv ?? [],
      ...(options.execPath ? { execPath: options.execPath } : {}),
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env: { ...process.env, ...options.env },
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
