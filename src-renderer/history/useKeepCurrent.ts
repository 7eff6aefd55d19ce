/**
 * Keeps an open subject's history current (keepCurrent.ts says when): main reads it from the service again
 * (`refresh`), and the answer goes where the screen reads it, so new results appear without reopening. A read
 * that fails (offline) keeps the screen as it is; the next one is tried all the same.
 */
import { useEffect, useRef } from 'react'
import type { ChannelArgs, SubjectHistory } from '../../src-shared/contract'
import { skin } from '../bridge/skin'
import { putAnswer } from '../data/putAnswer'
import { nextReadIn, readOnFocus } from './keepCurrent'

export function useKeepCurrent(args: ChannelArgs<'history.forSubject'>, history: SubjectHistory | undefined) {
  const { datasetId, subjectId, since } = args
  const pending = (history?.pending ?? 0) > 0
  const fetchedAt = useRef<string | null>(history?.fetchedAt ?? null)
  useEffect(() => {
    fetchedAt.current = history?.fetchedAt ?? null
  }, [history])
  const loaded = history !== undefined

  useEffect(() => {
    if (!loaded) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    const key = { datasetId, subjectId, since }
    const read = async () => {
      try {
        const answer = await skin.history.forSubject({ ...key, refresh: true })
        if (!stopped) putAnswer('history.forSubject', key, answer)
      } catch {
        // offline or refused: the screen keeps what it shows
      }
    }
    const schedule = () => {
      timer = setTimeout(
        () => {
          if (stopped) return
          // Only what someone can see is read again.
          const visible = document.visibilityState === 'visible'
          void (visible ? read() : Promise.resolve()).then(() => {
            attempt += 1
            if (!stopped) schedule()
          })
        },
        nextReadIn(pending, attempt),
      )
    }
    schedule()
    const onFocus = () => {
      if (readOnFocus(fetchedAt.current, Date.now())) void read()
    }
    window.addEventListener('focus', onFocus)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [loaded, pending, datasetId, subjectId, since])
}
