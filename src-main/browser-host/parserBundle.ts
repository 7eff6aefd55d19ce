/**
 * The browser host's parser process (issue 41): the same parser Electron runs (src-main/parsers/parserChild.ts),
 * bundled into one CommonJS file while the host starts, and run by Node under its permission model
 * (parsers/confinement.ts). Main itself runs from source under tsx, but tsx cannot run under that model: its
 * loader needs a worker thread (ESM hooks) or a child process (esbuild), and a cache to write. So esbuild (tsx's
 * own) turns the parser's TypeScript into one file in a folder of its own (a few tens of milliseconds), leaving
 * its packages (sharp, pdf-lib, pdfkit, the fonts) to be found in the app's node_modules, which the parser may read.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
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

/**
 * Starts the browser host's parser processes: the bundle is made once (now, as the host starts), each process is
 * confined (confinement.ts). `dispose` removes the bundle's folder.
 */
export function browserHostParserSpawner({
  projectRoot,
  entry = parserSource(projectRoot),
  env = process.env,
}: BrowserHostParserOptions): { spawn: ParserSpawner; dispose(): Promise<void> } {
  const modulesDir = join(projectRoot, 'node_modules')
  const folder = mkdtemp(join(tmpdir(), 'skin-parser-'))
  const bundled = folder.then((dir) => bundleParser(entry, join(dir, 'parser.cjs')))
  // a bundle that could not be made is told to each job (forkParser); not an unhandled rejection meanwhile
  bundled.catch(() => undefined)
  return {
    spawn: forkParser(bundled, {
      execArgv: (file) => nodePermissionArgs(file, modulesDir),
      // its packages are found from node_modules, though the bundle sits elsewhere
      env: parserEnvironment(env, { NODE_PATH: modulesDir }),
    }),
    dispose: () => folder.then((dir) => rm(dir, { recursive: true, force: true })),
  }
}

/** The parser process of the browser host: bundled as the host starts, confined, started on the first job. */
export function browserHostParser(options: BrowserHostParserOptions): ParserProcess {
  const { spawn, dispose } = browserHostParserSpawner(options)
  const parser = createParserProcess(spawn)
  return {
    ...parser,
    close() {
      parser.close()
      void dispose().catch(() => undefined)
    },
  }
}
