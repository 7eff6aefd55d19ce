/**
 * An error main did not catch is in the log (src-main/log/uncaught.ts), redacted, and the host's own handling
 * stays: Node still ends on an uncaught exception and on an unhandled rejection (the browser host); with
 * `rejections: true` (Electron, which only warns about them) the rejection is logged and the process lives on.
 * Each case runs in a process of its own, as the crash it stands for ends that process.
 */
import { fork } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../../tests/support/fixtures'
import { LOG_FILE } from './logger'

const childEntry = join(__dirname, '..', '..', 'tests', 'support', 'uncaughtChild.ts')
let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

function run(what: 'exception' | 'rejection', rejections: boolean) {
  const child = fork(childEntry, [dir, what, String(rejections)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let stdout = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.resume()
  return new Promise<{ code: number | null; stdout: string; log: string }>((resolve) => {
    child.on('exit', (code) => {
      void readFile(join(dir, LOG_FILE), 'utf8')
        .catch(() => '')
        .then((log) => resolve({ code, stdout, log }))
    })
  })
}

describe('an error main did not catch', () => {
  it('an exception is logged, without the secret, and the process still ends', async () => {
    const { code, stdout, log } = await run('exception', false)
    expect(code).not.toBe(0)
    expect(stdout).not.toContain('alive')
    expect(log).toMatch(/\[error\] \(process\) uncaught exception: .*the exception while using \[secret\]/)
    expect(log).not.toContain('sk-live')
  }, 30_000)

  it('a rejection is logged and still ends Node (the browser host)', async () => {
    const { code, stdout, log } = await run('rejection', false)
    expect(code).not.toBe(0)
    expect(stdout).not.toContain('alive')
    expect(log).toMatch(/\(process\) unhandled rejection: .*the rejection while using \[secret\]/)
  }, 30_000)

  it('with rejections (Electron), a rejection is logged once and the process lives on', async () => {
    const { code, stdout, log } = await run('rejection', true)
    expect(code).toBe(0)
    expect(stdout).toContain('alive')
    expect(log.match(/unhandled rejection/g)).toHaveLength(1)
    expect(log).toContain('the rejection while using [secret]')
  }, 30_000)
})
