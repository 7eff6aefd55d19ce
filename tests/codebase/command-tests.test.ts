/**
 * npm test runs two files at a time (vitest.config.mts). A README command that builds (`npm run
 * preview:browser`, `npm start`, `npm run dist`, `npm run build`, `npm run bench`) rewrites `out/`, and two
 * builds at once write over each other. So every test that runs one is in tests/e2e/commands.test.ts, the one
 * file of the `commands` project. The e2e files run beside it and serve a copy of the renderer made before any
 * file started (their globalSetup); the electron files load and pack `out/` itself, so they run after it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../vitest.config.mjs'

const root = join(__dirname, '..', '..')
const commandsFile = 'tests/e2e/commands.test.ts'

function testSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testSources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** A call of tests/support/npmCommand's npm() with one of those commands. */
const buildingCommand = /\bnpm\(\s*\[\s*(?:'run',\s*)?'(preview:browser|start|dist|build|bench)'/

describe('tests that run a building README command', () => {
  it('are all in the commands file', () => {
    const found = testSources(join(root, 'tests'))
      .filter((path) => buildingCommand.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path))
    expect(found).toEqual([commandsFile])
  })

  it('run in a project of that one file, beside e2e files that serve a copy and before electron', () => {
    const projects = (config.test?.projects ?? []) as {
      test: { name: string; include?: string[]; globalSetup?: string[]; sequence?: { groupOrder?: number } }
    }[]
    const byName = new Map(projects.map(({ test }) => [test.name, test]))
    const commands = byName.get('commands')
    expect(commands?.include).toEqual([commandsFile])
    const order = commands?.sequence?.groupOrder ?? 0
    for (const name of ['e2e', 'e2e-documented']) {
      const project = byName.get(name)
      const servesCopy = project?.globalSetup?.includes('tests/support/rendererSnapshot.ts') ?? false
      expect(servesCopy || (project?.sequence?.groupOrder ?? 0) > order, name).toBe(true)
    }
    expect(byName.get('electron')?.sequence?.groupOrder ?? 0).toBeGreaterThan(order)
  })
})

describe("the e2e files' browser hosts", () => {
  it('serve the copy of the renderer, not out/ itself', () => {
    const hosts = testSources(join(root, 'tests', 'e2e'))
      .concat(join(root, 'tests', 'support', 'workstation.ts'))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/launchBrowserApp\(\{[\s\S]*?\}\)/g)].map((call) => ({
          file: relative(root, path),
          call: call[0],
        })),
      )
    expect(hosts.length).toBeGreaterThan(0)
    expect(hosts.filter(({ call }) => !call.includes('rendererDir: testRendererDir()'))).toEqual([])
  })
})
