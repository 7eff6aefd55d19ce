/**
 * A support module alone in a Node process under tsx (the crash tests' main app or upload worker), so a test can
 * kill it with SIGKILL mid-step and start it again on the same data folder. No vitest here.
 */
import { fork, type ChildProcess, type StdioOptions } from 'node:child_process'
import { join, resolve } from 'node:path'

const projectRoot = resolve(__dirname, '..', '..')

export interface SupportChild {
  child: ChildProcess
  /** How the process ended: its signal, else its exit code. */
  exited: Promise<NodeJS.Signals | number | null>
}

export interface ForkOptions {
  /** Added to this process's environment. */
  env?: Record<string, string>
  args?: string[]
  /** Default: no stdin, this process's stdout and stderr, and IPC. */
  stdio?: StdioOptions
  /** Holds the child while it runs (for a test's cleanup to kill what is left). */
  running?: Set<ChildProcess>
}

/** Forks `tests/support/<file>` under tsx from the project's folder. */
export function forkSupport(file: string, options: ForkOptions = {}): SupportChild {
  const child = fork(join(__dirname, file), options.args ?? [], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...options.env },
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  options.running?.add(child)
  const exited = new Promise<NodeJS.Signals | number | null>((done) =>
    child.once('exit', (code, signal) => {
      options.running?.delete(child)
      done(signal ?? code)
    }),
  )
  return { child, exited }
}
