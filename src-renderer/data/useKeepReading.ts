/**
 * Keeps what an open screen shows current (keepCurrent.ts says when): `read` asks main again (reading the service
 * now, not a copy of the last minute) and puts the answer where the screen reads it, so new results appear without
 * reopening. Only a visible page reads; a read that fails (offline) keeps the screen as it is, and the next one is
 * tried all the same.
 */
import { useEffect, useRef } from 'react'
import { nextReadIn, readOnFocus } from './keepCurrent'

export interface KeepReading {
  /** Whether the screen has its first answer (nothing is kept current before). */
  loaded: boolean
  /** Whether the service still has work for what is shown: read again sooner. */
  pending: boolean
  /** When the answer shown was read (ISO-8601), for the read on regaining the focus. */
  fetchedAt: string | null
  read(): Promise<void>
  /** What is shown: a change starts the rule afresh. */
  key: string
}

export function useKeepReading({ loaded, pending, fetchedAt, read, key }: KeepReading): void {
  const latest = useRef({ fetchedAt, read })
  useEffect(() => {
    latest.current = { fetchedAt, read }
  })

  useEffect(() => {
    if (!loaded) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    const readNow = () => latest.current.read().catch(() => undefined)
    const schedule = () => {
      timer = setTimeout(
        () => {
          if (stopped) return
          const visible = document.visibilityState === 'visible'
          void (visible ? readNow() : Promise.resolve()).then(() => {
            attempt += 1
            if (!stopped) schedule()
          })
        },
        nextReadIn(pending, attempt),
      )
    }
    schedule()
    const onFocus = () => {
      if (readOnFocus(latest.current.fetchedAt, Date.now())) void readNow()
    }
    window.addEventListener('focus', onFocus)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [loaded, pending, key])
}
