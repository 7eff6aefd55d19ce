/**
 * Where the tests live (issue 42): a test of one module sits beside it and its suffix chooses its project
 * (vitest.config.mts's table), and tests/ holds only the kinds that span modules. Read from the config itself:
 * every test file of the repository falls in exactly one project (none left out, none run twice; a second run under
 * the documented dialect, a project whose env sets SKIN_TEST_DIALECT, is the one deliberate repeat), and tests/
 * has no folder beyond its kinds (a tests/store/ or a tests/<anything>/ coming back is refused).
 */
import { readdirSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../vitest.config.mjs'

const root = resolve(__dirname, '..', '..')

/** What tests/ may hold: the kinds that span modules or programs, and what they share. */
const testKinds = [
  'bench', // npm run bench, and the test of its arguments
  'client', // main's client against the local service
  'codebase', // checks of the code as a whole (this file)
  'e2e', // the renderer in Chromium through the browser host
  'electron', // Electron's built main and preload, packaging
  'fixtures', // recorded data
  'keychain', // the OS keychain through keytar
  'service', // the local service
  'support', // what the tests share: the world, the fixtures, children
]

interface Project {
  name: string
  include: string[]
  exclude: string[]
  /** Runs its files under the documented dialect: a second run of files another project has, or their one run. */
  dialect: boolean
}

/** The config's projects, with vitest's default exclude where a project names none. */
function projects(): Project[] {
  return (config.test?.projects ?? []).map((project) => {
    if (typeof project !== 'object' || !('test' in project) || !project.test)
      throw new Error('a project that is not an inline config')
    const { name, include = [], exclude = ['**/node_modules/**', '**/.git/**'], env } = project.test
    const label = typeof name === 'string' ? name : String(name?.label)
    return { name: label, include, exclude, dialect: Boolean(env?.SKIN_TEST_DIALECT) }
  })
}

/** A glob as vitest's (picomatch) reads the ones the config uses: `**` any folders, `*` within a name, `{a,b}`. */
function globPattern(glob: string): RegExp {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? ''
    if (glob.startsWith('**/', i)) {
      out += '(?:.*/)?'
      i += 2
    } else if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      out += '(?:/.*)?'
      i += 2
    } else if (c === '*') out += '[^/]*'
    else if (c === '{') out += '(?:'
    else if (c === '}') out += ')'
    else if (c === ',') out += '|'
    else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${out}$`)
}

const matches = (globs: string[], file: string) => globs.some((glob) => globPattern(glob).test(file))

/** The projects that run `file` (a path from the repository's root, with /). */
function projectsIn(file: string, all: Project[]): Project[] {
  return all.filter((project) => matches(project.include, file) && !matches(project.exclude, file))
}
const projectsOf = (file: string, all: Project[]) => projectsIn(file, all).map((project) => project.name)

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'out', 'dist', '.git', 'test-results', '.data'].includes(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path).split(sep).join('/')] : []
  })
}

/** Each test file in no project, or in two (but for one run under each dialect), with the projects it is in. */
function misplaced(files: string[], all: Project[]): string[] {
  return files.flatMap((file) => {
    const found = projectsIn(file, all)
    const plain = found.filter((project) => !project.dialect).length
    if (found.length > 0 && plain <= 1 && found.length - plain <= 1) return []
    return [`${file}: ${found.length ? found.map((project) => project.name).join(', ') : 'no project'}`]
  })
}

describe('the test projects', () => {
  const all = projects()

  it('reads the config and finds the tests', () => {
    expect(all.map((project) => project.name)).toEqual(expect.arrayContaining(['fast', 'unit', 'sqlite']))
    expect(testFiles(root).length).toBeGreaterThan(250)
  })

  it('run every test file of the repository in exactly one project', () => {
    expect(misplaced(testFiles(root), all)).toEqual([])
  })

  it('choose by suffix beside the source, and find a file in none or in two', () => {
    expect(projectsOf('src-main/work/uploadQueue/pacing.sqlite.test.ts', all)).toEqual(['sqlite'])
    expect(projectsOf('src-main/api/http.unit.test.ts', all)).toEqual(['unit'])
    expect(projectsOf('src-main/api/retryPolicy.test.ts', all)).toEqual(['fast'])
    expect(projectsOf('src-renderer/ui/Alert.test.tsx', all)).toEqual(['components'])
    expect(projectsOf('tests/electron/packaging-config.unit.test.ts', all)).toEqual(['unit'])
    expect(projectsOf('tests/client/pagination.test.ts', all)).toEqual(['service', 'client-documented'])
    expect(
      misplaced(['tests/store/x.test.ts', 'tests/client/x.unit.test.ts', 'src-main/x.test.ts'], all),
    ).toEqual(['tests/store/x.test.ts: no project', 'tests/client/x.unit.test.ts: unit, service'])
  })

  it('keep tests/ to the kinds that span modules', () => {
    const folders = readdirSync(join(root, 'tests'), { withFileTypes: true })
    expect(folders.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([])
    expect(folders.map((entry) => entry.name).filter((name) => !testKinds.includes(name))).toEqual([])
  })
})
