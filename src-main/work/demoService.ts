/**
 * The built-in demo service runs in a process of its own (image analysis must never block main). It is
 * started once, on 127.0.0.1 with its own data folder, and answers with its address and a fresh demo key.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { z } from 'zod'
import { AppFailure } from './appFailure'

export interface DemoCredentials {
  baseUrl: string
  companyId: string
  apiKey: string
}

export interface DemoService {
  start(): Promise<DemoCredentials>
  stop(): Promise<void>
}

const Ready = z.object({
  type: z.literal('ready'),
  baseUrl: z.string(),
  companyId: z.string(),
  apiKey: z.string(),
})

export interface DemoProcessOptions {
  /** The service's CLI module (src-service/cli.ts under tsx, or the built out/main/service.js). */
  modulePath: string
  execArgv?: string[]
  execPath?: string
  cwd?: string
  dataDir: string
  startTimeoutMs?: number
  env?: NodeJS.ProcessEnv
}

/** A Node child process (child_process.fork) speaking the service's `--ipc` protocol. */
export function createDemoProcess(options: DemoProcessOptions): DemoService {
  let child: ChildProcess | null = null
  let starting: Promise<DemoCredentials> | null = null

  const launch = () =>
    new Promise<DemoCredentials>((resolve, reject) => {
      const proc = fork(options.modulePath, ['serve', '--ipc', '--port', '0', '--data', options.dataDir], {
        execArgv: options.execArgv ?? [],
        ...(options.execPath ? { execPath: options.execPath } : {}),
        ...(options.cwd ? { cwd: options.cwd } : {}),
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      })
      child = proc
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
      proc.once('error', (e) => fail(e.message))
      proc.once('exit', (code) => fail(`The demo service stopped (exit code ${code ?? 'none'})`))
      proc.on('message', (message: unknown) => {
        const ready = Ready.safeParse(message)
        if (!ready.success) return
        clearTimeout(timer)
        proc.removeAllListeners('exit')
        proc.once('exit', () => {
          child = null
          starting = null
        })
        const { baseUrl, companyId, apiKey } = ready.data
        resolve({ baseUrl, companyId, apiKey })
      })
    })

  return {
    start: () => (starting ??= launch()),
    async stop() {
      const proc = child
      starting = null
      child = null
      if (!proc || proc.exitCode !== null) return
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve())
        proc.kill('SIGTERM')
        setTimeout(() => proc.kill('SIGKILL'), 5_000).unref()
      })
    },
  }
}
