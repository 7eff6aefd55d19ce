/**
 * Main's side of the parser process (issue 30): each photo, and each service report a cover page goes in front
 * of, goes to a process of its own that holds no key (parserChild.ts), a few at a time, and comes back prepared,
 * or with the reason it was refused. The process is started on first use and kept; when it dies (a file built to
 * exhaust the decoder, a crash in libvips or pdf-lib) or a job takes longer than `timeoutMs`, the jobs it had are
 * refused (a photo with `image_parser_stopped`, a report with `not_a_pdf`: the user is told), main goes on, and
 * the next job starts a new process. `warm` starts it ahead of a job (the capture screen opened: issue 46).
 */
import { fork, type ChildProcess } from 'node:child_process'
import { dirname } from 'node:path'
import type { ArchivableJpeg } from '../work/archive/jpegFacts'
import type { PreparedPhoto } from '../work/capture/preparePhoto'
import { AppFailure } from '../work/appFailureError'
import type { CoverDetails } from '../work/reports/cover/coverDetails'
import type { SheetDrawing } from '../work/sheets/sheetDrawing'
import { asBuffer, type ParseAnswer, type ParseRequest } from './parserProtocol'

/** A request as sent, before it has its id. */
type Job = ParseRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/** A started parser process, whatever kind it is (a Node fork, Electron's utilityProcess). */
export interface ParserChild {
  send(request: ParseRequest): void
  onMessage(listener: (message: unknown) => void): void
  /** Called once, when it has gone (whatever the reason). */
  onExit(listener: (detail: string) => void): void
  kill(): void
}

export type ParserSpawner = () => ParserChild

export interface ParserProcess {
  /** The photo checked and prepared (preparePhoto.ts); `side` names it in errors. */
  prepare(bytes: Uint8Array, side: string): Promise<PreparedPhoto>
  /** The service's report with the cover page in front (work/reports/cover/coverPage.ts). */
  addCover(report: Uint8Array, cover: CoverDetails): Promise<Uint8Array>
  /** A service's photo as a baseline JPEG for the image archive, with its facts (work/archive/jpegFacts.ts). */
  archivable(bytes: Uint8Array): Promise<ArchivableJpeg>
  /** A before/after sheet's PDF (work/sheets/makeSheetPdf.ts, issue 45). */
  makeSheet(sheet: SheetDrawing): Promise<Uint8Array>
  /**
   * Starts the process now if none is running, so that the next job finds it started (issue 46: the capture screen
   * opened; the first photo of a session no longer waits for the bundle, the process and sharp's load).
   */
  warm(): void
  close(): void
}

/** How long one job may take (a 12 MP photo, or a report's cover, take well under a second here). */
export const PARSE_TIMEOUT_MS = 30_000
/** The parser's JavaScript heap (libvips's own memory is bounded by MAX_INPUT_PIXELS). */
export const PARSER_HEAP_MB = 256

export function createParserProcess(spawn: ParserSpawner, timeoutMs = PARSE_TIMEOUT_MS): ParserProcess {
  interface Waiting {
    stopped: () => AppFailure
    resolve(answer: Extract<ParseAnswer, { ok: true }>): void
    reject(error: unknown): void
    timer: ReturnType<typeof setTimeout>
  }
  let current: { child: ParserChild; jobs: Map<number, Waiting> } | null = null
  let nextId = 1

  function start() {
    const child = spawn()
    const jobs = new Map<number, Waiting>()
    const running = { child, jobs }
    child.onMessage((message) => {
      const answer = message as ParseAnswer
      const job = jobs.get(answer.id)
      if (!job) return
      jobs.delete(answer.id)
      clearTimeout(job.timer)
      if (answer.ok) job.resolve(answer)
      else {
        const { code, params, field, detail } = answer.failure
        job.reject(new AppFailure(code, params, field, detail))
      }
    })
    child.onExit((detail) => {
      if (current === running) current = null
      for (const job of jobs.values()) {
        clearTimeout(job.timer)
        const failure = job.stopped()
        job.reject(
          new AppFailure(failure.code, failure.params, failure.field, `the parser stopped (${detail})`),
        )
      }
      jobs.clear()
    })
    current = running
    return running
  }

  function run(job: Job, stopped: () => AppFailure) {
    const running = current ?? start()
    const id = nextId++
    return new Promise<Extract<ParseAnswer, { ok: true }>>((resolve, reject) => {
      // too long: that process goes, with every job it had (the next job starts another)
      const timer = setTimeout(() => running.child.kill(), timeoutMs)
      timer.unref?.()
      running.jobs.set(id, { stopped, resolve, reject, timer })
      running.child.send({ ...job, id } as ParseRequest)
    })
  }

  return {
    async prepare(bytes, side) {
      const stopped = () => new AppFailure('image_parser_stopped', { side }, `shots.${side}`)
      const answer = await run({ kind: 'photo', side, bytes }, stopped)
      return { bytes: asBuffer(answer.bytes), width: answer.width, height: answer.height }
    },
    async addCover(report, cover) {
      const answer = await run({ kind: 'cover', report, cover }, () => new AppFailure('not_a_pdf'))
      return answer.bytes
    },
    async archivable(bytes) {
      const answer = await run({ kind: 'archiveJpeg', bytes }, () => new AppFailure('image_unreadable'))
      return archivableOf(answer)
    },
    async makeSheet(sheet) {
      const side = sheet.pairs[0]?.side ?? 'front'
      const answer = await run(
        { kind: 'sheet', sheet },
        () => new AppFailure('image_parser_stopped', { side }),
      )
      return answer.bytes
    },
    warm() {
      current ??= start()
    },
    close() {
      current?.child.kill()
      current = null
    },
  }
}

export interface ForkOptions {
  /** Node's options for it, given the entry's path (the browser host's: confinement.ts `nodePermissionArgs`). */
  execArgv?: (entry: string) => string[]
  /** Its whole environment (confinement.ts `parserEnvironment`); by default this process's. */
  env?: NodeJS.ProcessEnv
}

/**
 * The parser as a Node child process (the browser host, the tests): `fork` with structured-clone messages. The entry
 * may have to be made first (the browser host bundles it, for its first parser): jobs sent meanwhile wait for it,
 * and an entry that could not be made refuses them as a parser that stopped would.
 */
export function forkParser(
  entry: string | (() => Promise<string>),
  options: ForkOptions = {},
): ParserSpawner {
  return () => {
    let proc: ChildProcess | null = null
    let gone = false
    const waiting: ParseRequest[] = []
    const messageListeners: ((message: unknown) => void)[] = []
    const exitListeners: ((detail: string) => void)[] = []
    const tell = (detail: string) => {
      if (gone) return
      gone = true
      for (const listener of exitListeners) listener(detail)
    }
    void (typeof entry === 'string' ? Promise.resolve(entry) : entry()).then(
      (file) => {
        if (gone) return
        const started = fork(file, [], {
          execArgv: [...(options.execArgv?.(file) ?? []), `--max-old-space-size=${PARSER_HEAP_MB}`],
          env: options.env,
          cwd: dirname(file),
          serialization: 'advanced',
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        })
        proc = started
        started.on('message', (message) => {
          for (const listener of messageListeners) listener(message)
        })
        started.once('error', (e) => tell(e.message))
        started.once('exit', (code, signal) => tell(`exit code ${code ?? signal ?? 'none'}`))
        for (const request of waiting.splice(0)) started.send(request)
      },
      (e: unknown) => tell(`not started: ${e instanceof Error ? e.message : String(e)}`),
    )
    return {
      send: (request) => void (proc ? proc.send(request) : waiting.push(request)),
      onMessage: (listener) => void messageListeners.push(listener),
      onExit: (listener) => void exitListeners.push(listener),
      kill() {
        if (proc) proc.kill('SIGKILL')
        else tell('stopped before it started')
      },
    }
  }
}

/** An archiveJpeg job's answer as the archive takes it. */
export function archivableOf(answer: Extract<ParseAnswer, { ok: true }>): ArchivableJpeg {
  const { width, height, chromaSubsampling = '' } = answer
  return { jpeg: asBuffer(answer.bytes), facts: { width, height, chromaSubsampling } }
}
