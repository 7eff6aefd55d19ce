/**
 * The exchange folder's watcher on a real folder: a folder that is gone (a network share down) is told once, not
 * at every poll, and again once it has come back and gone again; a stable file is handed on once.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startExchangeWatcher, type ExchangeWatcher } from './exchangeWatcher'

let watcher: ExchangeWatcher | null = null
let root = ''
afterEach(async () => {
  await watcher?.stop()
  watcher = null
  if (root) await rm(root, { recursive: true, force: true })
})

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  if (!check()) throw new Error(`not so: ${what}`)
}

describe('the exchange watcher', () => {
  it('tells a folder that is gone once, and again only after a look went through', async () => {
    root = await mkdtemp(join(tmpdir(), 'skin-watch-'))
    const folder = join(root, 'share')
    const errors: unknown[] = []
    let looks = 0
    watcher = startExchangeWatcher({
      folder,
      isOwn: () => false,
      onFile: async () => undefined,
      afterLook: async () => {
        looks += 1
      },
      pollMs: 10,
      settleMs: 0,
      onError: (e) => errors.push(e),
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(errors).toHaveLength(1)
    expect((errors[0] as NodeJS.ErrnoException).code).toBe('ENOENT')
    await mkdir(folder)
    await until(() => looks > 0, 'a look in the folder')
    await rm(folder, { recursive: true })
    await until(() => errors.length === 2, 'the folder gone again, told')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(errors).toHaveLength(2)
  })

  it('hands on a stable file once', async () => {
    root = await mkdtemp(join(tmpdir(), 'skin-watch-'))
    const handed: string[] = []
    await writeFile(join(root, 'PVS1SKIN.gdt'), 'x')
    watcher = startExchangeWatcher({
      folder: root,
      isOwn: () => false,
      onFile: async (name) => {
        handed.push(name)
        await rm(join(root, name))
      },
      afterLook: async () => undefined,
      pollMs: 10,
      settleMs: 0,
      onError: (e) => {
        throw e
      },
    })
    await until(() => handed.length > 0, 'the file handed on')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(handed).toEqual(['PVS1SKIN.gdt'])
  })
})
