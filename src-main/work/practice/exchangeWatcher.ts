/**
 * Watches the exchange folder for the PVS's files (issue 43): fs.watch for a quick look, and a poll every few
 * seconds, since a network share may send no events. A file is handed on only once it is stable (the same size
 * and change time at two looks at least `settleMs` apart), so a file still being written is not read; our own
 * files (`isOwn`) are never handed on. One look at a time; a file's handling finishes before the next look. A
 * failing look is told once, until a look goes through again.
 */
import { watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'
import { gdtFiles, look } from './exchangeFolder'

export interface ExchangeWatcherDeps {
  folder: string
  isOwn(name: string): boolean
  /** A stable file to read (it must leave the folder: claimed, or set aside). */
  onFile(name: string): Promise<void>
  /** After each look (the results waiting to be written try again). */
  afterLook(): Promise<void>
  pollMs: number
  settleMs: number
  onError(error: unknown): void
  now?: () => number
}

type Seen = { size: number; mtimeMs: number; since: number }

export function startExchangeWatcher(deps: ExchangeWatcherDeps) {
  const now = deps.now ?? Date.now
  const seen = new Map<string, Seen>()
  let looking: Promise<void> | null = null
  let again = false
  let stopped = false
  /** The kind of the failure the last look ended in: told once, not at every poll (a share gone for hours). */
  let failing: string | null = null
  const kindOf = (e: unknown) =>
    (e as NodeJS.ErrnoException | null)?.code ?? (e as Error | null)?.name ?? 'error'

  async function lookOnce(): Promise<void> {
    const names = await gdtFiles(deps.folder, deps.isOwn)
    for (const name of [...seen.keys()]) if (!names.includes(name)) seen.delete(name)
    for (const name of names) {
      if (stopped) return
      const found = await look(join(deps.folder, name))
      if (!found) continue
      const before = seen.get(name)
      const same = before && before.size === found.size && before.mtimeMs === found.mtimeMs
      if (!same) {
        seen.set(name, { ...found, since: now() })
        continue
      }
      if (now() - before.since < deps.settleMs) continue
      seen.delete(name)
      await deps.onFile(name)
    }
    if (!stopped) await deps.afterLook()
  }

  /** A look now, or right after the one under way. */
  function lookSoon(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (looking) {
      again = true
      return looking
    }
    looking = lookOnce()
      .then(
        () => {
          failing = null
        },
        (e: unknown) => {
          if (kindOf(e) === failing) return
          failing = kindOf(e)
          deps.onError(e)
        },
      )
      .finally(() => {
        looking = null
        if (again && !stopped) {
          again = false
          void lookSoon()
        }
      })
    return looking
  }

  let watcher: FSWatcher | null = null
  try {
    watcher = watch(deps.folder, { persistent: false }, () => {
      // a file still settling is looked at again once it may be stable
      void lookSoon()
      setTimeout(() => void lookSoon(), deps.settleMs + 10).unref?.()
    })
    watcher.on('error', () => watcher?.close())
  } catch {
    watcher = null // a share without events: the poll alone
  }
  const timer = setInterval(() => void lookSoon(), deps.pollMs)
  timer.unref?.()
  void lookSoon()

  return {
    lookSoon,
    async stop(): Promise<void> {
      stopped = true
      clearInterval(timer)
      watcher?.close()
      await looking
    },
  }
}
export type ExchangeWatcher = ReturnType<typeof startExchangeWatcher>
