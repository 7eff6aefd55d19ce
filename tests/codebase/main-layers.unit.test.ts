/**
 * Main's layers (docs/ARCHITECTURE.md, "Main's layers") are enforced by eslint.config.mjs: this lints snippets as
 * if they were files in src-main with the repository's own config, and checks that each wrong arrow (upward,
 * sideways between api/ and store/, into a host) is reported, type-only and re-exports included, while the
 * arrows the layers allow are not, and that the program fences still hold in the layer folders.
 */
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = resolve(__dirname, '..', '..')
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  // The first lint loads the config, the TypeScript parser and the plugins (seconds on a busy machine).
  await eslint.lintText('export {}\n', { filePath: resolve(root, 'src-main/log/warm-up.ts') })
}, 60_000)

/** The import rules' complaints about `code` as the file `file` (other rules, unused names and so on, ignored). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.endsWith('no-restricted-imports') || message.fatal)
    .map((message) => message.message)
}

const value = (spec: string) => `import { thing } from '${spec}'\nexport const used = thing`

/** [the importing file, the import] pairs: each must be refused, as a value and as a type. */
const wrong: [string, string][] = [
  ['src-main/secrets/x.ts', '../store/files/sealedFiles'],
  ['src-main/secrets/x.ts', '../api'],
  ['src-main/secrets/x.ts', '../work/session'],
  ['src-main/secrets/x.ts', '../ipc/dispatch'],
  ['src-main/store/x.ts', '../api/records'],
  ['src-main/store/x.ts', '../api'],
  ['src-main/store/x.ts', '../work/dataChanges'],
  ['src-main/store/x.ts', '../ipc/handlers'],
  ['src-main/api/x.ts', '../store/accountDb/db'],
  ['src-main/api/records/x.ts', '../../store/accountDb/captureQueue'],
  ['src-main/api/x.ts', '../work/appFailure'],
  ['src-main/work/x.ts', '../ipc/dispatch'],
  ['src-main/work/capture/x.ts', '../../ipc/handlers'],
  ['src-main/work/reports/cover/x.ts', '../../../ipc/callLog'],
  ['src-main/log/x.ts', '../secrets/keychain'],
  ['src-main/log/x.ts', '../store/accountDb/db'],
  ['src-main/log/x.ts', '../work/session'],
  ['src-main/log/x.ts', '../store/files/atomicFile'],
  // store/ is one layer in subfolders: they too import nothing above it.
  ['src-main/store/cache/x.ts', '../../work/dataChanges'],
  ['src-main/store/sealing/x.ts', '../../api'],
  // Nothing in the layers reaches up into the hosts.
  ['src-main/ipc/x.ts', '../app'],
  ['src-main/ipc/x.ts', '../electron/ipcBinding'],
  ['src-main/ipc/x.ts', '../browser-host/server'],
  ['src-main/work/saving/x.ts', '../../electron/savePlace'],
  ['src-main/work/x.ts', '../index'],
  ['src-main/work/account/x.ts', '../../mainApp/appParts'],
  ['src-main/store/x.ts', '../security/csp'],
  ['src-main/api/x.ts', '../updates/updatePolicy'],
]

/** Arrows the layers allow: downward, to log/, inside a folder, and anything from a host. */
const right: [string, string][] = [
  ['src-main/ipc/x.ts', '../work/session'],
  ['src-main/work/capture/x.ts', '../../api'],
  ['src-main/work/capture/x.ts', '../../store/accountDb/captureQueue'],
  ['src-main/work/x.ts', '../secrets/keychain'],
  ['src-main/api/x.ts', '../secrets/keychain'],
  ['src-main/store/x.ts', '../secrets/dataKey'],
  ['src-main/store/cache/x.ts', '../accountDb/db'],
  ['src-main/store/sealing/x.ts', '../../secrets/dataKey'],
  ['src-main/store/x.ts', './cache/cacheDb'],
  ['src-main/store/x.ts', '../../src-shared/domain/serviceTime'],
  ['src-main/secrets/x.ts', '../log/log'],
  ['src-main/store/x.ts', '../log/log'],
  ['src-main/secrets/x.ts', './keychain'],
  ['src-main/api/records/x.ts', '../http'],
  // The one named exception: the log's files take their modes from the one place for them.
  ['src-main/log/x.ts', '../store/files/privateFiles'],
  ['src-main/app.ts', './work/session'],
  ['src-main/app.ts', './mainApp/appParts'],
  ['src-main/mainApp/x.ts', '../work/account/accountContext'],
  ['src-main/index.ts', './electron/ipcBinding'],
  ['src-main/electron/x.ts', '../ipc/dispatch'],
  ['src-main/browser-host/x.ts', '../app'],
]

describe("main's layers, as eslint sees them", () => {
  it.each(wrong)('%s may not import %s', async (file, spec) => {
    expect(await importProblems(file, value(spec))).toHaveLength(1)
    expect(
      await importProblems(file, `import type { Thing } from '${spec}'\nexport type T = Thing`),
    ).toHaveLength(1)
    expect(await importProblems(file, `export { thing } from '${spec}'`)).toHaveLength(1)
  })

  it.each(right)('%s may import %s', async (file, spec) => {
    expect(await importProblems(file, value(spec))).toEqual([])
  })

  it('names the layers in its message', async () => {
    const [message] = await importProblems('src-main/store/x.ts', value('../api/records'))
    expect(message).toContain('store/ may not import api/')
    expect(message).toContain('ARCHITECTURE.md')
  })

  it('keeps the program fences in the layer folders', async () => {
    expect(await importProblems('src-main/store/x.ts', value('../../src-renderer/bridge/skin'))).toHaveLength(
      1,
    )
    expect(await importProblems('src-main/work/x.ts', value('../../src-service/server'))).toHaveLength(1)
    expect(await importProblems('src-main/secrets/x.ts', value('electron'))).toHaveLength(1)
    expect(await importProblems('src-main/electron/x.ts', value('electron'))).toEqual([])
  })
})
