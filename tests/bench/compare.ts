/**
 * `npm run bench -- --compare <git-ref> [names…]`: the chosen benches on a git ref and on the working tree in
 * one run, so both meet the same machine. The ref is checked out into a temporary git worktree (its
 * node_modules linked to ours); each bench runs as a child process per side, interleaved (ref, tree, then
 * tree, ref, … for `--rounds`), and every figure a bench reports (stats.ts `report`) is paired by its label:
 * both medians over all rounds and new/old. Benches that drive the renderer have it built in each tree first.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FIGURES_ENV, median, type Figure } from './stats'

const projectRoot = resolve(__dirname, '..', '..')
const benchDir = join('tests', 'bench')

/**
 * Packages the project replaced by a drop-in successor: a ref from before the swap imports the old name, which
 * is linked to the successor (e9c65b6 swapped better-sqlite3 for its encrypting fork).
 */
const replacedBy: Record<string, string> = { 'better-sqlite3': 'better-sqlite3-multiple-ciphers' }

interface Side {
  name: string
  root: string
}

/** Every figure a side reported for one bench, per round. */
type Rounds = Figure[][]

export async function compareWith(ref: string, files: string[], rounds: number): Promise<void> {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]).trim()
  const short = commit.slice(0, 7)
  const work = mkdtempSync(join(tmpdir(), 'skin-bench-compare-'))
  const refRoot = join(work, 'ref')
  const old: Side = { name: ref === short ? short : `${ref} (${short})`, root: refRoot }
  const now: Side = { name: 'working tree', root: projectRoot }
  const removeWorktree = () => {
    try {
      git(['worktree', 'remove', '--force', refRoot])
    } catch {
      // not made, or already gone
    }
    rmSync(work, { recursive: true, force: true })
  }
  const onSignal = () => {
    removeWorktree()
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const failed: string[] = []
  try {
    console.log(`checking out ${old.name} into a temporary worktree…`)
    git(['worktree', 'add', '--detach', refRoot, commit])
    linkDependencies(refRoot)
    recordFigures(refRoot)
    const present = files.filter((file) => existsSync(join(refRoot, benchDir, file)))
    for (const file of files.filter((f) => !present.includes(f))) console.log(`${file}: not in ${old.name}`)
    for (const side of [old, now]) buildIfNeeded(side, present)

    const figures = new Map<string, { old: Rounds; now: Rounds }>()
    for (const file of present) figures.set(file, { old: [], now: [] })
    for (let round = 1; round <= rounds; round++) {
      for (const file of present) {
        const order: [Side, 'old' | 'now'][] =
          round % 2 === 1
            ? [
                [old, 'old'],
                [now, 'now'],
              ]
            : [
                [now, 'now'],
                [old, 'old'],
              ]
        for (const [side, key] of order) {
          console.log(`\n## ${file}, round ${round} of ${rounds}: ${side.name}`)
          const out = join(work, `${key}-${file}-${round}.jsonl`)
          const code = await runBench(side, file, out)
          if (code !== 0) failed.push(`${file} on ${side.name} (round ${round}, exit ${code})`)
          figures.get(file)?.[key].push(readFigures(out))
        }
      }
    }
    printComparison(old.name, rounds, figures)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    removeWorktree()
  }
  if (failed.length > 0) {
    console.log(`\nfailed: ${failed.join('; ')}`)
    process.exitCode = 1
  }
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/**
 * The ref's node_modules: ours, linked whole; or, when the ref names a package we replaced, a folder of links to
 * each of ours plus the old name linked to its successor. A node_modules the ref itself holds (20a7f6e committed
 * a link) is replaced.
 */
function linkDependencies(root: string): void {
  const ours = join(projectRoot, 'node_modules')
  const theirs = join(root, 'node_modules')
  rmSync(theirs, { recursive: true, force: true })
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const wanted = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  const aliases = wanted.filter((name) => {
    const successor = replacedBy[name]
    return !existsSync(join(ours, name)) && successor !== undefined && existsSync(join(ours, successor))
  })
  if (aliases.length === 0) {
    symlinkSync(ours, theirs, 'dir')
    return
  }
  mkdirSync(theirs)
  for (const entry of readdirSync(ours)) symlinkSync(join(ours, entry), join(theirs, entry))
  for (const name of aliases) {
    const successor = replacedBy[name] ?? name
    symlinkSync(join(ours, successor), join(theirs, name), 'dir')
    console.log(`${name}: linked to ${successor}, which replaced it`)
  }
}

/** A ref whose stats.ts does not yet record figures gets ours (the same `report`, recording too). */
function recordFigures(root: string): void {
  const stats = join(root, benchDir, 'stats.ts')
  if (existsSync(stats) && readFileSync(stats, 'utf8').includes(FIGURES_ENV)) return
  copyFileSync(join(projectRoot, benchDir, 'stats.ts'), stats)
  console.log("the ref's tests/bench/stats.ts records no figures: using the working tree's")
}

/** Builds the app in a tree when one of the benches loads the built renderer (out/). */
function buildIfNeeded(side: Side, files: string[]): void {
  const needs = files.some((file) =>
    /builtRenderer|browserBench/.test(readFileSync(join(side.root, benchDir, file), 'utf8')),
  )
  if (!needs) return
  console.log(`building the app for ${side.name} (npx electron-vite build)…`)
  execFileSync('npx', ['electron-vite', 'build'], { cwd: side.root, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** One bench on one side, as `npm run bench <file>` runs it there; its output shown with the side's name. */
function runBench(side: Side, file: string, figuresFile: string): Promise<number> {
  const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx')
  const child = spawn(tsx, [join(benchDir, 'run.ts'), file], {
    cwd: side.root,
    env: { ...process.env, [FIGURES_ENV]: figuresFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = `  [${side.name}] `
  const show = (chunk: Buffer) => {
    const text = chunk.toString('utf8').replace(/\n$/, '')
    if (text) console.log(text.replace(/^/gm, prefix))
  }
  child.stdout.on('data', show)
  child.stderr.on('data', show)
  return new Promise((done) => child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))))
}

function readFigures(file: string): Figure[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Figure)
}

const fixed = (value: number) => value.toFixed(1)

function printComparison(
  oldName: string,
  rounds: number,
  figures: Map<string, { old: Rounds; now: Rounds }>,
): void {
  console.log(`\n## compare: ${oldName} → the working tree, ${rounds} round(s) each, interleaved`)
  for (const [file, sides] of figures) {
    console.log(`\n${file}`)
    const labels = [...new Set([...sides.now, ...sides.old].flat().map((f) => f.label))]
    if (labels.length === 0) console.log('  (no figures reported)')
    for (const label of labels) {
      const pick = (r: Rounds) =>
        r.map((figs) => figs.find((f) => f.label === label)).filter((f): f is Figure => f !== undefined)
      const before = pick(sides.old)
      const after = pick(sides.now)
      const unit = (after[0] ?? before[0])?.unit ?? ''
      const side = (found: Figure[]) => {
        const all = found.flatMap((f) => f.times)
        if (all.length === 0) return { text: '—', median: null }
        const m = median(all)
        const perRound = found.map((f) => fixed(median(f.times))).join(', ')
        return { text: `${fixed(m)} ${unit} (n=${all.length}; per round ${perRound})`, median: m }
      }
      const a = side(before)
      const b = side(after)
      const sameUnit = before.every((f) => f.unit === unit) && after.every((f) => f.unit === unit)
      const ratio =
        a.median !== null && b.median !== null && a.median > 0 && sameUnit
          ? `${(b.median / a.median).toFixed(2)}×`
          : '—'
      console.log(`  ${label}: new/old ${ratio}\n    old ${a.text}\n    new ${b.text}`)
    }
  }
}
