/**
 * The parser for tests that are not about the parser process: its own jobs (src-main/parsers/parseJob.ts: a photo
 * prepared, a report given its cover page), with the same answers and refusals, run in the test's process instead
 * of a child. The app never parses in main (issue 41): every host starts a parser process, and so must anything
 * that builds the app (MainAppOptions.parser). The process itself, its confinement and what happens when it dies
 * are tested in tests/client/parser-process.test.ts.
 */
import { runParseJob } from '../../src-main/parsers/parseJob'
import { archivableOf, type ParserProcess } from '../../src-main/parsers/parserProcess'
import type { ParseAnswer, ParseRequest } from '../../src-main/parsers/parserProtocol'
import { AppFailure } from '../../src-main/work/appFailureError'

type Job = ParseRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

async function run(job: Job): Promise<Extract<ParseAnswer, { ok: true }>> {
  const answer = await runParseJob({ ...job, id: 0 } as ParseRequest)
  if (answer.ok) return answer
  const { code, params, field, detail } = answer.failure
  throw new AppFailure(code, params, field, detail)
}

export function inProcessParser(): ParserProcess {
  return {
    async prepare(bytes, side) {
      const answer = await run({ kind: 'photo', side, bytes })
      return { bytes: Buffer.from(answer.bytes), width: answer.width, height: answer.height }
    },
    async addCover(report, cover) {
      return (await run({ kind: 'cover', report, cover })).bytes
    },
    archivable: async (bytes) => archivableOf(await run({ kind: 'archiveJpeg', bytes })),
    makeSheet: async (sheet) => (await run({ kind: 'sheet', sheet })).bytes,
    warm: () => undefined,
    close: () => undefined,
  }
}

/** One photo prepared as the parser process prepares it (for tests that call submitCapture themselves). */
export const preparePhotoHere = (bytes: Uint8Array, side: string) => inProcessParser().prepare(bytes, side)
