/**
 * A second start of the app while the first runs (Electron's single-instance lock held by the first): main as
 * built hands over and quits before it opens anything: no window, no IPC, no demo service, no account, so no
 * second upload worker on the same account database. Loaded with the recording stand-in for `electron`.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createElectronStandIn, hookElectron, type ElectronRecord } from '../support/electronStandIn'

const projectRoot = resolve(__dirname, '..', '..')
const mainFile = join(projectRoot, 'out', 'main', 'index.js')
const load = createRequire(__filename)
let dir: string
let record: ElectronRecord
let unhook: () => void

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-second-'))
  const standIn = createElectronStandIn(
    { userData: join(dir, 'userData'), documents: join(dir, 'documents'), logs: join(dir, 'logs') },
    { firstInstance: false },
  )
  record = standIn.record
  unhook = hookElectron(standIn.module)
  // a fresh copy of the bundle: another file of this worker may have loaded it as the first instance
  delete load.cache[load.resolve(mainFile)]
  load(mainFile)
  await new Promise((resolve) => setTimeout(resolve, 300))
})
afterAll(async () => {
  unhook()
  await rm(dir, { recursive: true, force: true })
})

describe('a second start of the app', () => {
  it('quits at once, without a window, IPC, a demo service or anything in userData', async () => {
    expect(record.quits).toBeGreaterThanOrEqual(1)
    expect(record.windows).toHaveLength(0)
    expect(record.ipcHandlers.size).toBe(0)
    expect(record.utilityForks).toHaveLength(0)
    expect(record.menus).toHaveLength(0)
    expect(await readdir(join(dir, 'userData')).catch(() => [])).toEqual([])
  })
})
