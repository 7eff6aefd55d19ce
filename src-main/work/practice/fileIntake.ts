/**
 * One stable file of the exchange folder, read once (issue 43): a request is kept, then its file claimed (moved
 * into `done/`: rename is the lock between workstations and across a restart), then announced; a file that does
 * not read as a request goes to `error/` with a reason file (the problem's code and line, nothing of its content),
 * and no patient is made. Nothing of a file's content is logged.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { PracticeProblem } from '../../../src-shared/contract'
import { claim, readBytes, setAside } from './exchangeFolder'
import { readGdt, requestOf, type GdtProblem } from './gdt'
import type { PracticeRequests } from './requests'

export interface IntakeDeps {
  requests: Pick<PracticeRequests, 'keep' | 'announce' | 'forget'>
  problem(problem: PracticeProblem): void
  now(): Date
}

/** The reason file's first line: the code, and what says where (a line number, a record type, a 9206 value). */
export function reasonOf(problem: GdtProblem): string {
  switch (problem.code) {
    case 'lineLength':
    case 'malformed':
      return `${problem.code} (line ${problem.line})`
    case 'unknownType':
      return `${problem.code} (8000 = ${problem.type.replace(/[^0-9A-Za-z]/g, '?').slice(0, 8)})`
    case 'charset':
      return `${problem.code} (9206 = ${problem.value.replace(/[^0-9A-Za-z]/g, '?').slice(0, 8)})`
    default:
      return problem.code
  }
}

async function reject(
  deps: IntakeDeps,
  folder: string,
  name: string,
  code: PracticeProblem['reason'],
  reason: string,
  line: number | null = null,
) {
  const at = deps.now()
  if (await setAside(folder, name, reason, at))
    deps.problem({ fileName: name, reason: code, line, at: at.toISOString() })
}

/** The line a problem is on, where it has one. */
const lineOf = (problem: GdtProblem): number | null => ('line' in problem ? problem.line : null)

export async function takeFile(deps: IntakeDeps, folder: string, name: string): Promise<void> {
  let bytes: Uint8Array
  try {
    bytes = await readBytes(join(folder, name))
  } catch {
    await reject(deps, folder, name, 'unreadable', 'unreadable').catch(() => undefined)
    return
  }
  const read = readGdt(bytes)
  if (!read.ok)
    return reject(deps, folder, name, read.problem.code, reasonOf(read.problem), lineOf(read.problem))
  const request = requestOf(read.record)
  if ('problem' in request) return reject(deps, folder, name, request.problem.code, reasonOf(request.problem))
  const id = deps.requests.keep(request, createHash('sha256').update(bytes).digest('hex'))
  const claimed = await claim(folder, name, deps.now())
  if (id === null) return // kept before a restart: its file is claimed now
  if (!claimed) return deps.requests.forget(id) // another workstation took it first
  await deps.requests.announce(id)
}
