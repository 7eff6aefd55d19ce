/**
 * What the connect screen loads before it can be used (issue 46, the cold start): the JavaScript fetched before
 * the form is first enabled, in bytes as built (out/renderer, the copy the e2e hosts serve). The signed-in shell,
 * the lists and the other screens' texts are a chunk of their own (src-renderer/shell/shellChunk.ts), loaded
 * ahead once the connect screen is up. A count, never a time: the bound fails on the bundle from before the split
 * (583 kB: the whole app in index.js and its shared chunk); the split one is 406 kB, react-dom alone 207 kB.
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorkstation, testRendererDir, type Workstation } from '../support/workstation'
import { loadToConnectForm, startScripts } from './pages/startupScripts'

/** The bytes of JavaScript the page may fetch before its connect form is usable. */
const CONNECT_SCREEN_SCRIPT_BYTES = 430_000

let w: Workstation

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory' })
})
afterAll(async () => {
  await w?.close()
})

async function builtBytes(paths: string[]): Promise<number> {
  const sizes = await Promise.all(paths.map(async (path) => (await stat(join(testRendererDir(), path))).size))
  return sizes.reduce((sum, size) => sum + size, 0)
}

describe('the connect screen at a cold start', () => {
  it('loads a bounded startup bundle, without the shell, which it loads ahead once up', async () => {
    await loadToConnectForm(w.page)
    const { before } = await startScripts(w.page)
    expect(before.length).toBeGreaterThan(0)
    expect(before.every((path) => path.startsWith('/assets/'))).toBe(true)
    expect(before.filter((path) => /\/(Shell|texts)-[\w-]+\.js$/.test(path))).toEqual([])
    expect(await builtBytes(before)).toBeLessThanOrEqual(CONNECT_SCREEN_SCRIPT_BYTES)

    // loaded ahead while the connect screen is shown, so that the shell opens without a fallback
    await expect
      .poll(async () => (await startScripts(w.page)).all.some((path) => /\/Shell-[\w-]+\.js$/.test(path)))
      .toBe(true)
  })
})
