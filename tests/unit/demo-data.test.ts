/**
 * The demo's own data is treated as patient data (issue 30): its folder is private (0700) before the service
 * starts in it, and erasing the demo stops the service and deletes the folder with everything in it. The demo
 * process is a stand-in here (the spawner is where the real one starts; tests/e2e/demo-service runs it).
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDemoProcess, type DemoChild } from '../../src-main/work/demoService'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'skin-demo-data-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe("the demo's data", () => {
  it('lives in a private folder, and erasing the demo stops it and deletes the folder', async () => {
    const dataDir = join(root, 'demo-service')
    const events: string[] = []
    const demo = createDemoProcess({
      dataDir,
      spawn: (args) => {
        events.push(`spawn ${args.join(' ')}`)
        let message: (m: unknown) => void = () => undefined
        let exit: (detail: string) => void = () => undefined
        const child: DemoChild = {
          onMessage: (listener) => {
            message = listener
            setImmediate(() =>
              message({ type: 'ready', baseUrl: 'http://127.0.0.1:1', companyId: 'c1', apiKey: 'k' }),
            )
          },
          onExit: (listener) => void (exit = listener),
          stop: () => {
            events.push('stop')
            setImmediate(() => exit('stopped'))
          },
          kill: () => events.push('kill'),
        }
        return child
      },
    })
    await demo.start()
    expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe('700')
    await writeFile(join(dataDir, 'service.sqlite'), 'a patient someone tried the demo with')
    await demo.erase?.()
    expect(events).toEqual([`spawn serve --ipc --port 0 --data ${dataDir}`, 'stop'])
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' })
  })
})
