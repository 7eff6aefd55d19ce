import { fork, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3-multiple-ciphers'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startService } from '../../src-service/server'

const root = resolve(__dirname, '../..')
const cliPath = join(root, 'src-service/cli.ts')
const entryPath = join(root, 'src-service/entry.ts')
const utilityShimPath = join(__dirname, '..', 'support', 'utilityProcessShim.ts')
const tsxArgs = ['--import', 'tsx']
const dir = mkdtempSync(join(tmpdir(), 'skin-service-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const readyMessage = z.strictObject({
  type: z.literal('ready'),
  baseUrl: z.string().regex(/^http:\/\/127\.0\.0\.1:\d+$/),
  companyId: z.uuid(),
  apiKey: z.string().min(20),
  // no data key given (the app's demo gives one: tests/keychain/demo-at-rest.test.ts): plain, as ever
  atRest: z.literal('plain'),
})

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return once(child, 'exit').then(([code]) => (typeof code === 'number' ? code : null))
}

async function datasetsStatus(baseUrl: string, companyId: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/companies/${companyId}/datasets/`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return response.status
}

function keyNames(data: string): string[] {
  const db = new Database(join(data, 'service.sqlite'), { readonly: true })
  const names = db.prepare<[], { name: string }>('SELECT name FROM api_keys WHERE revoked = 0').all()
  db.close()
  return names.map((row) => row.name)
}

/** Runs the CLI to completion and returns its stdout. */
async function runCli(args: string[]): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [...tsxArgs, cliPath, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  return { code: await exitOf(child), stdout }
}

describe.each([
  { label: 'cli.ts --ipc', modulePath: cliPath, args: ['--ipc'], stop: 'disconnect' },
  { label: 'entry.ts --ipc', modulePath: entryPath, args: ['--ipc'], stop: 'disconnect' },
  {
    label: 'entry.ts serve --ipc (as the app forks it)',
    modulePath: entryPath,
    args: ['serve', '--ipc', '--port', '0'],
    stop: 'SIGTERM',
  },
])('$label as a forked child', ({ label, modulePath, args, stop }) => {
  it(`sends one ready message with a working "workstation" key and exits on ${stop}`, async () => {
    const data = join(dir, label.replace(/\W+/g, '-'))
    const child = fork(modulePath, [...args, '--data', data], { cwd: root, execArgv: tsxArgs, stdio: 'pipe' })
    try {
      const [message] = (await once(child, 'message')) as [unknown]
      const ready = readyMessage.parse(message)
      expect(await datasetsStatus(ready.baseUrl, ready.companyId, ready.apiKey)).toBe(200)
      if (stop === 'disconnect') child.disconnect()
      else child.kill('SIGTERM')
      expect(await exitOf(child)).toBe(0)
      await expect(fetch(ready.baseUrl)).rejects.toThrow()
      expect(keyNames(data)).toEqual(['workstation'])
    } finally {
      if (child.exitCode === null) child.kill()
    }
  })
})

describe('the demo started again on the same data folder', () => {
  it('revokes the key of the earlier start: one "workstation" key is active at a time', async () => {
    const data = join(dir, 'restarted')
    const start = async () => {
      const child = fork(entryPath, ['serve', '--ipc', '--port', '0', '--no-history', '--data', data], {
        cwd: root,
        execArgv: tsxArgs,
        stdio: 'pipe',
      })
      const [message] = (await once(child, 'message')) as [unknown]
      return { child, ready: readyMessage.parse(message) }
    }
    const first = await start()
    first.child.kill('SIGTERM')
    expect(await exitOf(first.child)).toBe(0)
    const second = await start()
    try {
      expect(keyNames(data)).toEqual(['workstation'])
      const { baseUrl, companyId } = second.ready
      expect(await datasetsStatus(baseUrl, companyId, first.ready.apiKey)).toBe(401)
      expect(await datasetsStatus(baseUrl, companyId, second.ready.apiKey)).toBe(200)
    } finally {
      second.child.kill('SIGTERM')
      await exitOf(second.child)
    }
  })
})

describe('entry.ts in an Electron utilityProcess (process.parentPort)', () => {
  it('posts the ready message on parentPort and stops on {type: "shutdown"}', async () => {
    const data = join(dir, 'utility')
    const child = fork(utilityShimPath, [entryPath, '--data', data], {
      cwd: root,
      execArgv: tsxArgs,
      stdio: 'pipe',
    })
    try {
      const [message] = (await once(child, 'message')) as [unknown]
      const ready = readyMessage.parse(message)
      expect(await datasetsStatus(ready.baseUrl, ready.companyId, ready.apiKey)).toBe(200)
      child.send({ type: 'shutdown' })
      expect(await exitOf(child)).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill()
    }
  })
})

describe('cli serve', () => {
  it('prints base URL, company_id and a new key once, serves, and stops cleanly on SIGINT', async () => {
    const data = join(dir, 'serve')
    const child = spawn(process.execPath, [...tsxArgs, cliPath, '--port', '0', '--data', data, '--quiet'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let stdout = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      while (!stdout.includes('Ctrl-C')) await once(child.stdout, 'data')
      const baseUrl = /base URL:\s+(\S+)/.exec(stdout)?.[1] ?? ''
      const companyId = /company_id:\s+(\S+)/.exec(stdout)?.[1] ?? ''
      const key = /\n\s+(eyJ\S+)/.exec(stdout)?.[1] ?? ''
      expect(stdout).toMatch(/API key "cli-\d{4}-\d{2}-\d{2}/)
      expect(await datasetsStatus(baseUrl, companyId, key)).toBe(200)
      child.kill('SIGINT')
      expect(await exitOf(child)).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill()
    }
  })
})

describe('cli keys', () => {
  it('create, list and revoke keys that a service on the same data folder honours', async () => {
    const data = join(dir, 'keys')
    const created = await runCli([
      'keys',
      'create',
      '--name',
      'lab pc',
      '--expires-in-days',
      '30',
      '--data',
      data,
    ])
    expect(created.code).toBe(0)
    const companyId = /company_id:\s+(\S+)/.exec(created.stdout)?.[1] ?? ''
    const keyId = /key id:\s+(\S+)/.exec(created.stdout)?.[1] ?? ''
    const token = /API key.*:\s+(eyJ\S+)/.exec(created.stdout)?.[1] ?? ''
    expect(keyId).toMatch(/^[0-9a-f-]{36}$/)

    const listed = await runCli(['keys', 'list', '--data', data])
    expect(listed.stdout).toContain(keyId)
    expect(listed.stdout).toContain('lab pc')

    const service = await startService({ dbPath: join(data, 'service.sqlite') })
    try {
      expect(service.admin.demoCompanyId()).toBe(companyId)
      expect(await datasetsStatus(service.baseUrl, companyId, token)).toBe(200)
      expect((await runCli(['keys', 'revoke', keyId, '--data', data])).code).toBe(0)
      expect(await datasetsStatus(service.baseUrl, companyId, token)).toBe(401)
    } finally {
      await service.close()
    }
    expect((await runCli(['keys', 'list', '--data', data])).stdout).not.toContain(keyId)
    expect((await runCli(['keys', 'revoke', keyId, '--data', data])).code).not.toBe(0)
    expect((await runCli(['keys', 'create', '--data', data])).code).toBe(2)
  })
})
