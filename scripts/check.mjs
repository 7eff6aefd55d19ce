#!/usr/bin/env node
/**
 * `npm run check`: the quick check before a commit — typecheck (incremental), lint, formatting and the fast
 * tests (pure logic beside its source, renderer components, static checks of the code). No service, browser,
 * keychain or face model: that is `npm test`.
 *
 * Two lanes, one per core, about equally long: two typechecks and the format check in one; lint, the
 * renderer's typecheck and the tests in the other. Each step's output is held
 * and printed when it ends, with its time. The caches (tsc's build info, eslint's and prettier's) live in
 * node_modules/.cache/check, so a second run only re-reads what changed.
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const cache = join(root, 'node_modules', '.cache', 'check')
mkdirSync(cache, { recursive: true })

/**
 * The typecheck is TypeScript 7, the native compiler (the npm package `typescript-native`, an alias of
 * typescript@7): it checks the same tsconfigs as TypeScript 6 and reports the same errors, several times
 * faster. TypeScript 6 (`typescript`) stays for what needs its JavaScript API: typescript-eslint.
 *
 * Build mode: a program none of whose inputs changed since its build info was written is skipped on file
 * times alone (well under a second). The build info files are named in each tsconfig (`tsBuildInfoFile`,
 * under node_modules/.cache/check). `npm run check -- --force` checks every program again (after changing a
 * dependency's types, say).
 */
const force = process.argv.includes('--force')
const tsc = (project) => [
  process.execPath,
  join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'),
  '-b',
  project,
  ...(force ? ['--force'] : []),
]

/** Each lane runs its steps in order; the lanes run side by side. */
const lanes = [
  [
    { name: 'typecheck main, service, tests', cmd: tsc('tsconfig.json') },
    { name: 'typecheck e2e', cmd: tsc('tsconfig.e2e.json') },
    {
      name: 'format',
      cmd: [
        'prettier',
        '--check',
        '--cache',
        '--cache-location',
        join(cache, 'prettier'),
        '--log-level',
        'warn',
        '.',
      ],
    },
  ],
  [
    {
      name: 'lint',
      cmd: ['eslint', '--max-warnings', '0', '--cache', '--cache-location', join(cache, 'eslint'), '.'],
    },
    { name: 'typecheck renderer', cmd: tsc('tsconfig.web.json') },
    { name: 'fast tests', cmd: ['vitest', 'run', '--project', 'fast', '--project', 'components'] },
  ],
]

function run(step) {
  const started = performance.now()
  return new Promise((resolve) => {
    // A step names a tool in node_modules/.bin, or gives the path of its program.
    const program = step.cmd[0].includes('/') ? step.cmd[0] : join(root, 'node_modules', '.bin', step.cmd[0])
    const child = spawn(program, step.cmd.slice(1), {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const ok = code === 0
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)`)
      if (!ok) console.log(output.trimEnd().replace(/^/gm, '     '))
      resolve(ok)
    })
  })
}

const started = performance.now()
const results = await Promise.all(
  lanes.map(async (steps) => {
    const oks = []
    for (const step of steps) oks.push(await run(step))
    return oks.every(Boolean)
  }),
)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const ok = results.every(Boolean)
console.log(`\n${ok ? 'check passed' : 'check FAILED'} in ${seconds} s`)
process.exit(ok ? 0 : 1)
