/**
 * "Disconnect and erase" killed with SIGKILL while the account's folder is being deleted, then a restart: the
 * erase finishes before anything else, and no file or keychain entry of the account is left. The app runs in a
 * child process on the real keychain (gnome-keyring in npm test's private D-Bus session), so the kill is a real
 * one; the account folder is given 20 000 extra files so that deleting it takes long enough to be caught.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataKeyAccount } from '../../src-main/secrets/dataKey'
import { createKeychain } from '../../src-main/secrets/keychain'
import { ACCOUNTS_FOLDER } from '../../src-main/store/accountSpace'
import { createClinic, startTestService } from '../support/world'
import { startMainApp } from '../support/mainApp'
import type { RunningService } from '../../src-service/server'
import { forkSupport } from '../support/children'

const keychainService = `skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`
const secrets = createKeychain(keychainService)
let service: RunningService
let root: string

beforeAll(async () => {
  service = await startTestService({ port: 0, processingDelayMs: 0 })
  root = await mkdtemp(join(tmpdir(), 'skin-erase-kill-'))
})
afterAll(async () => {
  await service?.close()
  await rm(root, { recursive: true, force: true })
})

function message(child: ChildProcess, type: string): Promise<Record<string, unknown>> {
  return new Promise((done, fail) => {
    child.on('message', (m) => {
      if (typeof m === 'object' && m !== null && (m as { type?: unknown }).type === type) done(m as never)
    })
    child.on('exit', (code) => fail(new Error(`the child exited (${code}) before ${type}`)))
  })
}

describe('an erase killed half-way', () => {
  it('is finished by the next start: no folder, no keychain entry', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'data')
    const clinic = await createClinic(service, 'Clinic', 'Cy Young')
    const account = `${clinic.companyId}@${service.baseUrl}`
    const first = await startMainApp(dataDir, secrets)
    await first.connect(service, clinic)
    await first.value('subjects.list', { datasetId: clinic.datasetId })
    const dir = (await first.app.accounts.current()).space.dir
    await first.close()
    expect(await secrets.get(account)).not.toBeNull()
    expect(await secrets.get(dataKeyAccount(account))).not.toBeNull()
    const bulk = join(dir, 'photos', 'bulk')
    await mkdir(bulk, { recursive: true })
    for (let i = 0; i < 20_000; i += 500)
      await Promise.all(Array.from({ length: 500 }, (_, j) => writeFile(join(bulk, `${i + j}`), 'x')))

    const { child } = forkSupport('eraseChild.ts', {
      env: { SKIN_DATA_DIR: dataDir, SKIN_KEYCHAIN_SERVICE: keychainService },
      stdio: 'pipe',
    })
    expect(await message(child, 'connected')).toMatchObject({ connected: true })
    const doomed = `${dir}.erasing`
    child.send('erase')
    while (!existsSync(doomed)) await new Promise((r) => setImmediate(r))
    child.kill('SIGKILL')
    await new Promise((r) => child.once('exit', r))
    // Killed while deleting: the renamed folder is still there, with files in it.
    expect((await readdir(join(doomed, 'photos', 'bulk'))).length).toBeGreaterThan(0)

    const again = await startMainApp(dataDir, secrets)
    try {
      expect(await again.value('auth.status')).toMatchObject({ connected: false })
      expect(await readdir(join(dataDir, ACCOUNTS_FOLDER))).toEqual([])
      expect(await secrets.get(account)).toBeNull()
      expect(await secrets.get(dataKeyAccount(account))).toBeNull()
    } finally {
      await again.close()
    }
  })
})
