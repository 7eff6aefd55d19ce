/**
 * The renderer's fences (eslint/rendererFences.mjs; docs/ARCHITECTURE.md, "The renderer's folders") and its
 * function length, as eslint sees them: snippets linted as files in src-renderer with the repository's own config.
 * Each wrong arrow (a shared folder or a part importing a screen or the shell, a screen importing another screen,
 * anything importing the entry) is reported, as a value, a type, a re-export and a dynamic import; the arrows the
 * tiers allow are not; a folder not on the map is reported; a function over 120 lines is reported outside tests.
 */
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = resolve(__dirname, '..', '..')
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  // The first lint loads the config, the TypeScript parser and the plugins (seconds on a busy machine).
  await eslint.lintText('export {}\n', { filePath: resolve(root, 'src-renderer/ui/warm-up.ts') })
}, 60_000)

/** The messages of `rule` about `code` as the file `file` (or a parse failure). */
async function problems(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule || message.fatal)
    .map((message) => message.message)
}
const fenceProblems = (file: string, code: string) => problems('renderer/fences', file, code)

const value = (spec: string) => `import { thing } from '${spec}'\nexport const used = thing`
const forms = (spec: string) => [
  value(spec),
  `import type { Thing } from '${spec}'\nexport type T = Thing`,
  `export { thing } from '${spec}'`,
  `export const later = () => import('${spec}')`,
]

/** [the importing file, the import]: each must be refused. */
const wrong: [string, string][] = [
  // The shared folders import no screen, part, session, shell or entry.
  ['src-renderer/ui/x.tsx', '../screens/capture/CaptureScreen'],
  ['src-renderer/ui/frame/x.tsx', '../../shell/Shell'],
  ['src-renderer/data/x.ts', '../parts/queue/useQueueList'],
  ['src-renderer/store/x.ts', '../session/account'],
  ['src-renderer/i18n/x.ts', '../App'],
  ['src-renderer/testing/x.tsx', '../screens/visit/VisitScreen'],
  // Parts and the session import no screen and not the shell.
  ['src-renderer/parts/queue/x.tsx', '../../screens/queue/QueueScreen'],
  ['src-renderer/parts/results/masks/x.tsx', '../../../screens/visit/VisitScreen'],
  ['src-renderer/session/lock/x.tsx', '../../shell/Shell'],
  ['src-renderer/session/x.ts', '../screens/settings/SettingsScreen'],
  // A screen imports no other screen, not the shell and not the entry.
  ['src-renderer/screens/capture/x.tsx', '../queue/QueueScreen'],
  ['src-renderer/screens/capture/send/x.tsx', '../../subjects/SubjectScreen'],
  ['src-renderer/screens/subjects/history/x.tsx', '../../visit/ResultsView'],
  ['src-renderer/screens/visit/x.tsx', '../../shell/OpenScreen'],
  ['src-renderer/screens/settings/x.tsx', '../../main'],
  // The shell does not import the entry.
  ['src-renderer/shell/x.tsx', '../App'],
]

/** Arrows the tiers allow: down, inside a folder or a screen, between parts and the session. */
const right: [string, string][] = [
  ['src-renderer/x.tsx', './shell/Shell'],
  ['src-renderer/x.tsx', './session/connect/ConnectScreen'],
  ['src-renderer/shell/x.tsx', '../screens/queue/QueueScreen'],
  ['src-renderer/shell/x.tsx', '../session/lock/useIdleLock'],
  ['src-renderer/shell/x.tsx', './OpenScreen'],
  ['src-renderer/screens/capture/send/x.tsx', '../CaptureScreen'],
  ['src-renderer/screens/subjects/x.tsx', './history/HistorySection'],
  ['src-renderer/screens/capture/x.tsx', '../../parts/queue/QueueList'],
  ['src-renderer/screens/settings/x.tsx', '../../session/EraseAccountButton'],
  ['src-renderer/screens/visit/x.tsx', '../../ui'],
  ['src-renderer/parts/queue/x.tsx', '../consent/ConsentConflictText'],
  ['src-renderer/parts/consent/x.tsx', '../../store/operatorStore'],
  ['src-renderer/session/lock/x.tsx', '../operators/OperatorForm'],
  ['src-renderer/ui/lists/x.tsx', '..'],
  ['src-renderer/ui/frame/x.tsx', '../../store/navigation'],
  ['src-renderer/data/x.ts', '../bridge/skin'],
]

describe("the renderer's fences, as eslint sees them", () => {
  it.each(wrong)('%s may not import %s', async (file, spec) => {
    for (const code of forms(spec)) expect(await fenceProblems(file, code), code).toHaveLength(1)
  })

  it.each(right)('%s may import %s', async (file, spec) => {
    for (const code of forms(spec)) expect(await fenceProblems(file, code), code).toEqual([])
  })

  it('says why, and where the rule is written down', async () => {
    const [up] = await fenceProblems('src-renderer/data/x.ts', value('../parts/queue/useQueueList'))
    expect(up).toContain('data/ may not import parts/queue/')
    expect(up).toContain('ARCHITECTURE.md')
    const [sideways] = await fenceProblems(
      'src-renderer/screens/capture/x.tsx',
      value('../queue/QueueScreen'),
    )
    expect(sideways).toContain('screens/capture/ may not import screens/queue/')
    expect(sideways).toContain('a screen never imports another screen')
  })

  it('refuses a folder that is not on the map, as a home and as a target', async () => {
    expect(await fenceProblems('src-renderer/widgets/x.tsx', value('../ui'))).toEqual([
      expect.stringContaining("src-renderer/widgets/ is not on the renderer's map"),
    ])
    expect(await fenceProblems('src-renderer/ui/x.tsx', value('../widgets/thing'))).toEqual([
      expect.stringContaining("src-renderer/widgets/ is not on the renderer's map"),
    ])
  })

  it('leaves imports from other programs to the program fences', async () => {
    expect(await fenceProblems('src-renderer/ui/x.tsx', value('../../src-shared/contractValues'))).toEqual([])
    expect(
      await problems('no-restricted-imports', 'src-renderer/ui/x.tsx', value('../../src-main/app')),
    ).toHaveLength(1)
  })
})

/** A function of `lines` lines in all (its head and closing brace counted), `padding` blank and comment lines more. */
function functionOf(lines: number, padding = 0): string {
  const body = Array.from({ length: lines - 3 }, (_, i) => `  const v${i} = ${i}`)
  const filler = Array.from({ length: padding }, (_, i) => (i % 2 ? '' : `  // a comment ${i}`))
  return ['export function long(): number {', ...filler, ...body, '  return 0', '}'].join('\n')
}

describe("the renderer's function length", () => {
  const tooLong = (file: string, code: string) => problems('max-lines-per-function', file, code)

  it('refuses a function of 121 lines in a source file, and takes one of 120', async () => {
    expect(await tooLong('src-renderer/screens/visit/x.tsx', functionOf(121))).toEqual([
      expect.stringContaining('too many lines (121)'),
    ])
    expect(await tooLong('src-renderer/ui/x.ts', functionOf(120))).toEqual([])
  })

  it('counts neither blank lines nor comments, and leaves tests alone', async () => {
    expect(await tooLong('src-renderer/parts/queue/x.tsx', functionOf(120, 40))).toEqual([])
    expect(await tooLong('src-renderer/screens/visit/x.test.tsx', functionOf(200))).toEqual([])
  })
})
