/**
 * The tests of main start the local service through the one world (tests/support/world.ts), a fence eslint.config.mjs
 * keeps (`testsThroughTheWorld`): this lints snippets as if they were test files with the repository's own config,
 * and checks that a client, keychain or store test starting a service of its own is reported, while one that takes
 * the world's, or only the service's types, is not.
 */
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = resolve(__dirname, '..', '..')
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  // The first lint loads the config, the TypeScript parser and the plugins (seconds on a busy machine).
  await eslint.lintText('export {}\n', { filePath: resolve(root, 'tests/client/warm-up.test.ts') })
}, 60_000)

/** The import rules' complaints about `code` as the file `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.endsWith('no-restricted-imports') || message.fatal)
    .map((message) => message.message)
}

const ownService = `import { startService } from '../../src-service/server'\nexport const s = startService({})`

describe('the tests set up through the one world', () => {
  it.each(['tests/client/x.test.ts', 'tests/keychain/x.test.ts', 'tests/store/x.test.ts'])(
    'refuses %s starting a service of its own',
    async (file) => {
      expect(await importProblems(file, ownService)).toEqual([
        expect.stringContaining('Start the local service through tests/support/world.ts'),
      ])
    },
  )

  it('lets a test take the world’s service, and the service’s types', async () => {
    const code = [
      `import type { RunningService } from '../../src-service/server'`,
      `import { startTestService } from '../support/world'`,
      `export const s: Promise<RunningService> = startTestService()`,
    ].join('\n')
    expect(await importProblems('tests/client/x.test.ts', code)).toEqual([])
  })

  it('leaves the world itself, and the service’s own tests, to start it', async () => {
    expect(await importProblems('tests/support/x.ts', ownService)).toEqual([])
    expect(await importProblems('tests/service/x.test.ts', ownService)).toEqual([])
  })
})
