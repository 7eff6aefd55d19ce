/**
 * The browser host's parser process (issue 41): the same parser Electron runs (src-main/parsers/parserChild.ts),
 * bundled into one CommonJS file for the first photo or report, and run by Node under its permission model
 * (parsers/confinement.ts). Main itself runs from source under tsx, but tsx cannot run under that model: its
 * loader needs a worker thread (ESM hooks) or a child process (esbuild), and a cache to write. So esbuild (tsx's
 * own) turns the parser's TypeScript into one file (a few tens of milliseconds), in a folder of its own inside the
 * app's node_modules (`.cache/skin-parser/`), where its packages (sharp, pdf-lib, pdfkit, the fonts it resolves at
 * run time) are found as from any module there, and which the parser may read; not under a shared temporary folder,
 * where anyone could put a `node_modules` of their own on its way.
 */
import { readdirSync, realpathSync, rmSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'esbuild'
import { nodePermissionArgs, parserEnvironment } from '../parsers/confinement'
import {
  createParserProcess,
  forkParser,
  type ParserProcess,
  type ParserSpawner,
} from '../parsers/parserProcess'

/** The parser's source in the repository. */
export const parserSource = (projectRoot: string) =>
  join(projectRoot, 'src-main', 'parsers', 'parserChild.ts')

/** `entry` (TypeScript) and what it imports of the app's own source, as one file at `outfile`. */
export async function bundleParser(entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // the packages stay in node_modules (sharp's addon and libvips, the fonts pdfkit reads by path)
    packages: 'external',
    logLevel: 'silent',
  })
  return outfile
}

export interface BrowserHostParserOptions {
  projectRoot: string
  /** What to bundle and run (tests: a parser that also tries what it must not); the app's parser by default. */
  entry?: string
  /** The host's environment, of which the parser keeps only what confinement.ts allows. */
  env?: NodeJS.ProcessEnv
}

/** A folder left by a host that ended while its bundle was still being written (its own are removed at close). */
const LEFT_BEHIND_MS = 24 * 60 * 60 * 1000

function removeLeftBehind(cache: string, now: number): void {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name)
    if (name.startsWith('parser-') && now - statSync(path).mtimeMs > LEFT_BEHIND_MS)
      rmSync(path, { recursive: true, force: true })
  }
}

/**
 * Starts the browser host's parser processes: the bundle is made once, for the first (a host that never parses
 * makes none), and each process is confined (confinement.ts). `dispose` removes the bundle's folder.
 */
export function browserHostParserSpawner({
  projectRoot,
  entry = parserSource(projectRoot),
  env = process.env,
}: BrowserHostParserOptions): { spawn: ParserSpawner; dispose(): void } {
  // the real folder: Node's permission model checks real paths, and node_modules may be a link (a bench's worktree)
  const modulesDir = realpathSync(join(projectRoot, 'node_modules'))
  const cache = join(modulesDir, '.cache', 'skin-parser')
  let made: { folder: Promise<string>; bundle: Promise<string> } | null = null
  let written: string | null = null
  const bundle = () => {
    if (made) return made.bundle
    const folder = mkdir(cache, { recursive: true }).then(() => {
      removeLeftBehind(cache, Date.now())
      return mkdtemp(join(cache, 'parser-'))
    })
    const bundle = folder.then(async (dir) => {
      await bundleParser(entry, join(dir, 'parser.cjs'))
      written = dir
      return join(dir, 'parser.cjs')
    })
    made = { folder, bundle }
    return bundle
  }
  return {
    spawn: forkParser(bundle, {
      execArgv: (file) => nodePermissionArgs(file, modulesDir),
      env: parserEnvironment(env),
    }),
    // at once when the bundle is written (a host that closes and exits next leaves nothing), else once it is
    dispose() {
      if (written !== null) rmSync(written, { recursive: true, force: true })
      else if (made !== null) {
        const { folder, bundle } = made
        void bundle
          .catch(() => undefined)
          .then(() => folder)
          .then((dir) => rm(dir, { recursive: true, force: true }))
          .catch(() => undefined)
      }
    },
  }
}

/** The parser process of the browser host: bundled, confined and started on the first job. */
export function browserHostParser(options: BrowserHostParserOptions): ParserProcess {
  const { spawn, dispose } = browserHostParserSpawner(options)
  const parser = createParserProcess(spawn)
  return {
    ...parser,
    close() {
      parser.close()
      dispose()
    },
  }
}
