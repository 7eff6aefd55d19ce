/**
 * Main's side of the photo parser (issue 30): each photo goes to a process of its own that holds no key
 * (photoParserChild.ts), a few at a time, and comes back prepared, or with the reason it was refused. The process is
 * started on first use and kept; when it dies (a photo built to exhaust the decoder, a crash in libvips) or a photo
 * takes longer than `timeoutMs`, the photos it had are refused with `image_parser_stopped` (the user is told),
 * main goes on, and the next photo starts a new process.
 */
import { fork } from 'node:child_process'
import type { PreparedPhoto } from '../work/capture/preparePhoto'
import { AppFailure } from '../work/appFailureError'
import type { ParseAnswer, ParseRequest } from './photoParserProtocol'

/** A started parser process, whatever kind it is (a Node fork, Electron's utilityProcess). */
export interface ParserChild {
  send(request: ParseRequest): void
  onMessage(listener: (message: unknown) => void): void
  /** Called once, when it has gone (whatever the reason). */
  onExit(listener: (detail: string) => void): void
  kill(): void
}

export type ParserSpawner = () => ParserChild

export interface PhotoParser {
  /** The photo checked and prepared (preparePhoto.ts); `side` names it in errors. */
  prepare(bytes: Uint8Array, side: string): Promise<PreparedPhoto>
  close(): void
}

/** How long one photo may take (a 12 MP photo takes well under a second here). */
export const PARSE_TIMEOUT_MS = 30_000
/** The parser's JavaScript heap (libvips's own memory is bounded by MAX_INPUT_PIXELS). */
export const PARSER_HEAP_MB = 256

export function createPhotoParser(spawn: ParserSpawner, timeoutMs = PARSE_TIMEOUT_MS): PhotoParser {
  interface Job {
    side: string
    resolve(photo: PreparedPhoto): void
    reject(error: unknown): void
    timer: ReturnType<typeof setTimeout>
  }
  let current: { child: ParserChild; jobs: Map<number, Job> } | null = null
  let nextId = 1

  const stopped = (side: string, detail: string) =>
    new AppFailure('image_parser_stopped', { side }, `shots.${side}`, detail)

  function start() {
    const child = spawn()
    const jobs = new Map<number, Job>()
    const running = { child, jobs }
    child.onMessage((message) => {
      const answer = message as ParseAnswer
      const job = jobs.get(answer.id)
      if (!job) return
      jobs.delete(answer.id)
      clearTimeout(job.timer)
      if (answer.ok) {
        job.resolve({ bytes: Buffer.from(answer.bytes), width: answer.width, height: answer.height })
      } else {
        const { code, params, field, detail } = answer.failure
        job.reject(new AppFailure(code, params, field, detail))
      }
    })
    child.onExit((detail) => {
      if (current === running) current = null
      for (const job of jobs.values()) {
        clearTimeout(job.timer)
        job.reject(stopped(job.side, `the photo parser stopped (${detail})`))
      }
      jobs.clear()
    })
    current = running
    return running
  }

  return {
    prepare(bytes, side) {
      const running = current ?? start()
      const id = nextId++
      return new Promise<PreparedPhoto>((resolve, reject) => {
        const timer = setTimeout(() => {
          // too long: that process goes, with every photo it had (the next photo starts another)
          running.child.kill()
        }, timeoutMs)
        timer.unref?.()
        running.jobs.set(id, { side, resolve, reject, timer })
        running.child.send({ id, side, bytes })
      })
    },
    close() {
      current?.child.kill()
      current = null
    },
  }
}

/** The parser as a Node child process (the browser host, the tests): `fork` with structured-clone messages. */
export function forkParser(modulePath: string, execArgv: string[] = []): ParserSpawner {
  return () => {
    const proc = fork(modulePath, [], {
      execArgv: [...execArgv, `--max-old-space-size=${PARSER_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let told = false
    return {
      send: (request) => void proc.send(request),
      onMessage: (listener) => void proc.on('message', listener),
      onExit(listener) {
        const tell = (detail: string) => {
          if (!told) listener(detail)
          told = true
        }
        proc.once('error', (e) => tell(e.message))
        proc.once('exit', (code, signal) => tell(`exit code ${code ?? signal ?? 'none'}`))
      },
      kill: () => void proc.kill('SIGKILL'),
    }
  }
}
