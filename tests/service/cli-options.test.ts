import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseServeArgs } from '../../src-service/cliOptions'
import { ACNE_APPLICATION_ID, startService } from '../../src-service/server'

const root = resolve(__dirname, '../..')
const cliPath = join(root, 'src-service/cli.ts')
const dir = mkdtempSync(join(tmpdir(), 'skin-cli-options-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stdout }
}

describe('serve options', () => {
  it('defaults: history on, 1 s processing delay, no faults', () => {
    expect(parseServeArgs([], {})).toMatchObject({ history: true, processingDelayMs: 1000, faults: null })
    expect(parseServeArgs(['serve', '--no-history'], {}).history).toBe(false)
  })

  it("keeps the demo's generated photos and analyses in the data folder unless --cache says where", () => {
    expect(parseServeArgs(['--data', '/d'], {}).cacheDir).toBe('/d/demo-cache')
    expect(parseServeArgs(['--data', '/d', '--cache', '/c'], {}).cacheDir).toBe('/c')
  })

  it('SKIN_SERVICE_PROCESSING_DELAY_MS sets the delay', () => {
    expect(parseServeArgs([], { SKIN_SERVICE_PROCESSING_DELAY_MS: '0' }).processingDelayMs).toBe(0)
    expect(() => parseServeArgs([], { SKIN_SERVICE_PROCESSING_DELAY_MS: 'soon' })).toThrow(/DELAY/)
  })

  it('fault mode from --fault-rate/--fault-seed or SKIN_SERVICE_FAULT_RATE/SEED (flags win)', () => {
    expect(parseServeArgs(['--fault-rate', '0.2', '--fault-seed', '42'], {}).faults).toEqual({
      rate: 0.2,
      seed: 42,
    })
    expect(
      parseServeArgs([], { SKIN_SERVICE_FAULT_RATE: '0.3', SKIN_SERVICE_FAULT_SEED: '7' }).faults,
    ).toEqual({
      rate: 0.3,
      seed: 7,
    })
    expect(parseServeArgs(['--fault-rate', '0.1'], { SKIN_SERVICE_FAULT_RATE: '0.9' }).faults).toEqual({
      rate: 0.1,
      seed: 1,
    })
    expect(() => parseServeArgs(['--fault-rate', '1.5'], {})).toThrow(/fault rate/)
    expect(() => parseServeArgs(['--fault-rate', '0.1', '--fault-seed', 'x'], {})).toThrow(/fault seed/)
  })
})

describe('cli acne', () => {
  it('enable and disable switch the acne application of the demo company', async () => {
    const data = join(dir, 'acne')
    expect((await runCli(['acne', 'disable', '--data', data])).code).toBe(0)
    const listed = async () => {
      const service = await startService({ dbPath: join(data, 'service.sqlite') })
      try {
        const companyId = service.admin.demoCompanyId() ?? ''
        const token = service.admin.createKey(companyId, { name: 't' }).token
        const reply = await fetch(`${service.baseUrl}/api/v1/companies/${companyId}/applications/`, {
          headers: { authorization: `Bearer ${token}` },
        })
        const page = z.object({ results: z.array(z.object({ id: z.string() })) }).parse(await reply.json())
        return page.results.some((app) => app.id === ACNE_APPLICATION_ID)
      } finally {
        await service.close()
      }
    }
    expect(await listed()).toBe(false)
    const enabled = await runCli(['acne', 'enable', '--data', data])
    expect(enabled.code).toBe(0)
    expect(enabled.stdout).toMatch(/enabled/)
    expect(await listed()).toBe(true)
    expect((await runCli(['acne', 'maybe', '--data', data])).code).toBe(2)
  })

  it('fault flags take effect on a served service', async () => {
    const data = join(dir, 'serve-faults')
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        cliPath,
        '--port',
        '0',
        '--data',
        data,
        '--quiet',
        '--no-history',
        '--fault-rate',
        '1',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    try {
      let stdout = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      while (!stdout.includes('Ctrl-C')) await once(child.stdout, 'data')
      expect(stdout).toContain('FAULT MODE: 100%')
      const baseUrl = /base URL:\s+(\S+)/.exec(stdout)?.[1] ?? ''
      const companyId = /company_id:\s+(\S+)/.exec(stdout)?.[1] ?? ''
      const key = /\n\s+(eyJ\S+)/.exec(stdout)?.[1] ?? ''
      const statuses = new Set<string>()
      for (let i = 0; i < 12; i++) {
        const status = await fetch(`${baseUrl}/api/v1/companies/${companyId}/applications/`, {
          headers: { authorization: `Bearer ${key}` },
          signal: AbortSignal.timeout(500),
        }).then(
          (r) => String(r.status),
          () => 'failed',
        )
        statuses.add(status)
      }
      expect(statuses.has('200')).toBe(false)
    } finally {
      child.kill('SIGINT')
      await once(child, 'exit')
    }
  })
})
