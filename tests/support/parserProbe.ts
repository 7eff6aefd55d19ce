/**
 * The parser process as the app runs it (src-main/parsers/parserChild.ts, imported whole: it parses and seals as in
 * the app), answering one more message: `{probe}` makes it try what a parser must never be able to do, and answer
 * `{probed}` with what came of each try: an error code, or what it got. Bundled and started exactly as the browser
 * host starts its parser (src-main/browser-host/parserBundle.ts), by tests/client/parser-process.test.ts.
 */
import '../../src-main/parsers/parserChild'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

export interface Probe {
  /** A file to write. */
  writeTo: string
  /** An account folder to read. */
  accountDir: string
  /** A keychain item the test put there, and keytar's addon (the keychain's way in). */
  keychain: { service: string; account: string; addon: string }
}

export type Probed = Record<
  'write' | 'readAccount' | 'spawn' | 'worker' | 'keychain' | 'keychainAddon' | 'keychainAddress',
  string
>

const codeOf = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : String(e)

async function attempt(run: () => unknown): Promise<string> {
  try {
    const got = await run()
    return `got ${String(got).slice(0, 40)}`
  } catch (e) {
    return codeOf(e)
  }
}

async function probe({ writeTo, accountDir, keychain }: Probe): Promise<Probed> {
  const load = createRequire(__filename)
  return {
    write: await attempt(() => writeFileSync(writeTo, 'written by the parser')),
    readAccount: await attempt(() =>
      readdirSync(accountDir).map((name) => readFileSync(join(accountDir, name), 'utf8')),
    ),
    spawn: await attempt(() => execFileSync('/bin/sh', ['-c', 'echo spawned'], { encoding: 'utf8' })),
    worker: await attempt(() => new Worker('1', { eval: true }).terminate()),
    keychain: await attempt(() => {
      const keytar = load('@github/keytar') as {
        getPassword(service: string, account: string): Promise<string | null>
      }
      return keytar.getPassword(keychain.service, keychain.account)
    }),
    keychainAddon: await attempt(() => {
      const module = { exports: {} as Record<string, unknown> }
      process.dlopen(module, keychain.addon)
      return Object.keys(module.exports).join(',')
    }),
    keychainAddress: process.env.DBUS_SESSION_BUS_ADDRESS ?? 'none in its environment',
  }
}

process.on('message', (data: unknown) => {
  if (typeof data === 'object' && data !== null && 'probe' in data)
    void probe(data.probe as Probe).then((probed) => process.send?.({ probed }))
})
