/**
 * The demo's own data is treated as patient data (issue 30): its folder is private (0700) before the service
 * starts in it, its data key comes from the keychain to the child in its environment (never on its command
 * line), a child that does not say it encrypts is refused, and erasing the demo stops the service and deletes
 * the folder with everything in it, and its data key. The demo process is a stand-in here (the spawner is where
 * the real one starts; tests/keychain/demo-at-rest.test.ts runs it, encrypted, on the OS keychain).
 */
import { stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../../tests/support/fixtures'
import { dataKeyAccount } from '../secrets/dataKey'
import { folderEncryption } from '../secrets/encryptedFolder'
import {
  createDemoProcess,
  DEMO_DATA_KEY_ENV,
  DEMO_KEYCHAIN_ACCOUNT,
  DEMO_PLAIN_DATA_ENV,
  type DemoChild,
  type DemoSpawner,
} from './demoService'
import { memorySecrets } from '../../tests/support/memorySecrets'

let root: string
test.beforeEach(({ dataDir }) => {
  root = dataDir
})

/** A stand-in child that answers ready with `atRest`, and records what it was started with. */
function standIn(events: string[], atRest: string | undefined): DemoSpawner {
  return (args, env) => {
    events.push(`spawn ${args.join(' ')}`)
    events.push(`env ${Object.keys(env).join(',')}`)
    let message: (m: unknown) => void = () => undefined
    let exit: (detail: string) => void = () => undefined
    const child: DemoChild = {
      onMessage: (listener) => {
        message = listener
        setImmediate(() =>
          message({ type: 'ready', baseUrl: 'http://127.0.0.1:1', companyId: 'c1', apiKey: 'k', atRest }),
        )
      },
      onExit: (listener) => void (exit = listener),
      stop: () => {
        events.push('stop')
        setImmediate(() => exit('stopped'))
      },
      kill: () => {
        events.push('kill')
        setImmediate(() => exit('killed'))
      },
    }
    return child
  }
}

describe("the demo's data", () => {
  it('lives in a private folder, and erasing the demo stops it and deletes the folder and its key', async () => {
    const dataDir = join(root, 'demo-service')
    const events: string[] = []
    const secrets = memorySecrets()
    let given: Record<string, string> = {}
    const spawn = standIn(events, 'encrypted')
    const demo = createDemoProcess({
      dataDir,
      secrets,
      spawn: (args, env) => {
        given = env
        return spawn(args, env)
      },
    })
    await demo.start()
    expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe('700')
    // the keychain's demo key, in the child's environment alone (base64 of 32 bytes), never an argument
    const kept = await secrets.get(dataKeyAccount(DEMO_KEYCHAIN_ACCOUNT))
    expect(Buffer.from(kept ?? '', 'base64')).toHaveLength(32)
    expect(given[DEMO_DATA_KEY_ENV]).toBe(kept)
    expect(events.join('\n')).not.toContain(kept)
    expect(process.env[DEMO_DATA_KEY_ENV]).toBeUndefined()
    await writeFile(join(dataDir, 'service.sqlite'), 'a patient someone tried the demo with')
    await demo.erase?.()
    expect(events).toEqual([
      `spawn serve --ipc --port 0 --data ${dataDir}`,
      // a folder the keychain has not recorded as encrypted yet: the child may migrate a plain one (issue 41)
      `env ${DEMO_DATA_KEY_ENV},${DEMO_PLAIN_DATA_ENV}`,
      'stop',
    ])
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' })
    expect(await secrets.get(dataKeyAccount(DEMO_KEYCHAIN_ACCOUNT))).toBeNull()
  })

  it('gives the same key to the next start, and a new one after an erase', async () => {
    const dataDir = join(root, 'demo-service')
    const secrets = memorySecrets()
    const keys: string[] = []
    const spawn = standIn([], 'encrypted')
    const demo = createDemoProcess({
      dataDir,
      secrets,
      spawn: (args, env) => {
        keys.push(env[DEMO_DATA_KEY_ENV] ?? '')
        return spawn(args, env)
      },
    })
    await demo.start()
    await demo.stop()
    await demo.start()
    await demo.erase?.()
    await demo.start()
    await demo.stop()
    expect(keys[0]).toBe(keys[1])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('lets the child migrate a plain folder only until the keychain records it encrypted (issue 41)', async () => {
    const secrets = memorySecrets()
    const told: boolean[] = []
    const spawn = standIn([], 'encrypted')
    const demo = createDemoProcess({
      dataDir: join(root, 'demo-service'),
      secrets,
      spawn: (args, env) => {
        told.push(env[DEMO_PLAIN_DATA_ENV] === 'migrate')
        return spawn(args, env)
      },
    })
    await demo.start()
    expect(await folderEncryption(secrets, DEMO_KEYCHAIN_ACCOUNT)).toBe('encrypted')
    await demo.stop()
    await demo.start()
    // erased, the folder starts from nothing again
    await demo.erase?.()
    expect(await folderEncryption(secrets, DEMO_KEYCHAIN_ACCOUNT)).toBeNull()
    await demo.start()
    await demo.stop()
    expect(told).toEqual([true, false, true])
  })

  it.each([['plain'], [undefined]])('refuses a demo that says its data is %s', async (atRest) => {
    const events: string[] = []
    const demo = createDemoProcess({
      dataDir: join(root, 'demo-service'),
      secrets: memorySecrets(),
      spawn: standIn(events, atRest),
    })
    await expect(demo.start()).rejects.toMatchObject({ code: 'demo_unavailable' })
    expect(events).toContain('kill')
  })
})
