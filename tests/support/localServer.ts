/**
 * What the tests' real servers started as child processes share (Orthanc, nginx): a free loopback port, and a
 * kill of every one still running when this Node process exits (the kernel kills them when it dies: setpriv
 * pdeathsig at spawn). No vitest here.
 */
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A port free on loopback now (the server binds it a moment later; nothing else here takes ports meanwhile). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Every server still running, killed if this process ends before a test stopped it. */
const running = new Set<ChildProcess>()
let exitHookInstalled = false
export function killOnExit(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const left of running) left.kill('SIGKILL')
  })
}
