/**
 * The practice software's channels (issue 43) and the folder's watcher, for one open account: the settings
 * (administrators change them: ipc/access.ts; audited: work/audit/auditedCalls.ts), "Test the exchange", the
 * status, the requests waiting and their resolution, and the results written as captures are done. The watcher
 * runs only while the exchange is enabled and the account open.
 */
import type {
  PracticeProblem,
  PracticeSettings,
  PracticeStatus,
  QueueItem,
} from '../../../src-shared/contract'
import type { PracticeStore } from '../../store/accountDb/practiceRequests'
import { AppFailure } from '../appFailure'
import { writeTestFile } from './exchangeFolder'
import { startExchangeWatcher, type ExchangeWatcher } from './exchangeWatcher'
import { takeFile } from './fileIntake'
import {
  checkedPracticeSettings,
  checkFolder,
  readPracticeSettings,
  resultsFileName,
} from './practiceSettings'
import { createPracticeRequests, type RequestDeps } from './requests'
import { createPracticeResults, type ResultsDeps } from './results'

export interface PracticeDeskDeps
  extends Omit<RequestDeps, 'store' | 'settings'>, Omit<ResultsDeps, 'store' | 'settings'> {
  store: PracticeStore
  onProblem(problem: { fileName: string; reason: string; line: number | null }): void
  /** How often the folder is looked at without an event, and how long a file must stay the same (ms). */
  pollMs?: number
  settleMs?: number
}

export const PRACTICE_POLL_MS = 3000
export const PRACTICE_SETTLE_MS = 1000
const PROBLEMS_KEPT = 50

export function createPracticeDesk(deps: PracticeDeskDeps) {
  let settings = readPracticeSettings(deps.store)
  let watcher: ExchangeWatcher | null = null
  let closed = false
  const problems: PracticeProblem[] = []
  const requests = createPracticeRequests({ ...deps, settings: () => settings })
  const results = createPracticeResults({ ...deps, settings: () => settings })

  const problem = (found: PracticeProblem) => {
    problems.push(found)
    problems.splice(0, Math.max(0, problems.length - PROBLEMS_KEPT))
    deps.onProblem({ fileName: found.fileName, reason: found.reason, line: found.line })
  }

  /** Our own files: the results file's name, and anything starting with our pair of short names. */
  const isOwn = (name: string) => {
    const lower = name.toLowerCase()
    return (
      lower === resultsFileName(settings).toLowerCase() ||
      lower.startsWith(`${settings.pvsName}${settings.ownName}`.toLowerCase()) ||
      lower.startsWith('.')
    )
  }

  async function restart(): Promise<void> {
    await watcher?.stop()
    watcher = null
    if (closed || !settings.enabled) return
    const folder = settings.folder
    watcher = startExchangeWatcher({
      folder,
      isOwn,
      onFile: (name) => takeFile({ requests, problem, now: deps.now }, folder, name),
      afterLook: () => results.writeDue(),
      pollMs: deps.pollMs ?? PRACTICE_POLL_MS,
      settleMs: deps.settleMs ?? PRACTICE_SETTLE_MS,
      onError: deps.onError,
    })
  }

  return {
    start: () => restart(),
    settings: (): PracticeSettings => settings,
    async setSettings(next: PracticeSettings): Promise<PracticeSettings> {
      settings = await checkedPracticeSettings(next)
      deps.store.setSettings(JSON.stringify(settings))
      await restart()
      return settings
    },
    async test(): Promise<{ path: string }> {
      if (!settings.enabled) throw new AppFailure('practice_off')
      await checkFolder(settings.folder)
      const tried = await writeTestFile(settings.folder)
      if ('path' in tried) return tried
      if (tried.failed === 'ENOENT' || tried.failed === 'ENOTDIR')
        throw new AppFailure('practice_folder_missing', {}, 'folder')
      throw new AppFailure('practice_folder_not_writable', {}, 'folder')
    },
    status: (): PracticeStatus => ({
      watching: watcher !== null,
      problems: [...problems],
      resultsWaiting: results.waiting(),
    }),
    requests: () => requests.list(),
    resolve: (args: { id: string; action: 'create' | 'dismiss' }) => requests.resolve(args.id, args.action),
    captureChanged(item: QueueItem): void {
      results.captureChanged(item)
      if (item.state === 'done') void watcher?.lookSoon()
    },
    /** A look now (tests; a request may be answered at once). */
    lookNow: async (): Promise<void> => watcher?.lookSoon(),
    async stop(): Promise<void> {
      closed = true
      await watcher?.stop()
      watcher = null
    },
  }
}
export type PracticeDesk = ReturnType<typeof createPracticeDesk>
