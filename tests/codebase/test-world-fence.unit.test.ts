/**
 * The tests of main start the local service through the one world (tests/support/world.ts), a fence eslint.config.mjs
 * keeps (`testsThroughTheWorld`): this lints snippets as if they were test files with the repository's own config,
 * and checks that a client, keychain or store test (beside its source) starting a service of its own is reported, while one that takes
 * the world's, or only the service's types, is not.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { importProblems, loadLint } from '../support/importFences'

beforeAll(loadLint, 60_000)

const ownService = `import { startService } from '../../src-service/server'\nexport const s = startService({})`

describe('the tests set up through the one world', () => {
  it.each(['tests/client/x.test.ts', 'tests/keychain/x.test.ts'])(
    'refuses %s starting a service of its own',
    async (file) => {
      expect(await importProblems(file, ownService)).toEqual([
        expect.stringContaining('Start the local service through tests/support/world.ts'),
      ])
    },
  )

  // The store's tests moved beside their source (issue 42): there the program fence refuses src-service as well.
  it('refuses a store test beside its source starting a service of its own', async () => {
    expect(await importProblems('src-main/store/x.sqlite.test.ts', ownService)).toEqual([
      expect.stringContaining('src-main may not import from src-service'),
      expect.stringContaining('Start the local service through tests/support/world.ts'),
    ])
  })

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
