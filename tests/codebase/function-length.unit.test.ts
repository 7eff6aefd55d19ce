/**
 * No function longer than 120 lines of code in main, the service, the shared code and the preload (issue 42:
 * `max-lines-per-function` in eslint.config.mjs; blank lines and comments not counted, tests exempt). This lints
 * made-up functions as if they were files there, with the repository's own config: 121 lines are refused, 120 are
 * not, nor 120 with blank lines and comments between them, nor a long describe block in a test.
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

/** The length rule's complaints about `code` as the file `file` (other rules, unused names and so on, ignored). */
async function lengthProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'max-lines-per-function' || message.fatal)
    .map((message) => message.message)
}

/** A function of `lines` lines in all (its first and last line included), `between` put after each statement. */
function functionOf(lines: number, between = ''): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i}\n${between}`)
  return `export function made() {\n${body.join('')}}\n`
}

const places = [
  'src-main/work/x.ts',
  'src-main/store/cache/x.ts',
  'src-main/app.ts',
  'src-service/x.ts',
  'src-shared/domain/x.ts',
  'src-preload/x.ts',
]

describe('the length of a function, as eslint sees it', () => {
  it.each(places)('refuses 121 lines in %s, and names the function', async (file) => {
    const [message, ...more] = await lengthProblems(file, functionOf(121))
    expect(more).toEqual([])
    expect(message).toContain("'made'")
    expect(message).toContain('121')
  })

  it.each(places)('takes 120 lines in %s', async (file) => {
    expect(await lengthProblems(file, functionOf(120))).toEqual([])
  })

  it('counts neither blank lines nor comments', async () => {
    const spaced = functionOf(120, '\n  // why the next line is there\n')
    expect(spaced.split('\n').length).toBeGreaterThan(300)
    expect(await lengthProblems('src-main/work/x.ts', spaced)).toEqual([])
  })

  it('leaves tests beside their source alone', async () => {
    expect(await lengthProblems('src-main/work/x.test.ts', functionOf(200))).toEqual([])
  })
})
