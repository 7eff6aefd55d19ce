/**
 * npm test runs two files at a time (vitest.config.mts). A README command that builds (`npm run
 * preview:browser`, `npm start`, `npm run dist`, `npm run build`, `npm run bench`) rewrites `out/`, which the
 * e2e and electron files read, and two builds at once write over each other. So every test that runs one is in
 * tests/e2e/commands.test.ts, the one file of the `commands` project, which runs before the files that read
 * `out/`.
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

  it('run in a project of that one file, before the projects that read out/', () => {
    const projects = (config.test?.projects ?? []) as {
      test: { name: string; include?: string[]; sequence?: { groupOrder?: number } }
    }[]
    const byName = new Map(projects.map(({ test }) => [test.name, test]))
    const commands = byName.get('commands')
    expect(commands?.include).toEqual([commandsFile])
    const order = commands?.sequence?.groupOrder ?? 0
    for (const name of ['e2e', 'e2e-documented', 'electron']) {
      expect(byName.get(name)?.sequence?.groupOrder ?? 0, name).toBeGreaterThan(order)
    }
  })
})
