/**
 * A README command run as a user types it (`npm run …`, `npm start`), in a child process group of its own with
 * HOME set to a folder of the test's, its output collected; Ctrl-C stops the whole group.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'

const projectRoot = resolve(__dirname, '..', '..')

export interface Command {
  child: ChildProcess
  /** Everything it printed so far, stdout and stderr. */
  output(): string
  /** Resolves with the first match of `pattern` in its output. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>
  /** Exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>
  /** Ctrl-C: SIGINT to the whole process group (npm, its shell, node), then waits for the exit. */
  stop(): Promise<number | NodeJS.Signals | null>
}

/** `npm <args>` in the project, in a process group of its own, with HOME set to a fresh folder. */
export function npm(args: string[], home: string, env: NodeJS.ProcessEnv = {}): Command {
  const child = spawn('npm', args, {
    cwd: projectRoot,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const listeners = new Set<() => void>()
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  )
  return {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output)
          if (!match) return
          cleanup()
          resolve(match)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no ${String(pattern)} within ${timeoutMs} ms; output:\n${output}`))
        }, timeoutMs)
        const gone = () => {
          cleanup()
          reject(new Error(`exited before printing ${String(pattern)}; output:\n${output}`))
        }
        const cleanup = () => {
          clearTimeout(timer)
          listeners.delete(check)
          child.off('exit', gone)
        }
        listeners.add(check)
        child.once('exit', gone)
        check()
      })
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGINT')
        } catch {
          // already gone
        }
      }
      return exited
    },
  }
}

/** Whether any process of the command's process group is still there (signal 0 only checks). */
export function groupAlive(command: Command): boolean {
  try {
    process.kill(-(command.child.pid ?? 0), 0)
    return true
  } catch {
    return false
  }
}

export async function waitUntil(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
