/**
 * The signed-in shell (and through it the lists, the banners and every other folder's texts) as a chunk of its
 * own: the connect, first-administrator and sign-in screens start without loading or compiling it (issue 46).
 * Loaded ahead, so that the shell opens without suspending (screenChunk.ts): at once when the workstation is
 * connected (the shell or a sign-in is next), and on a not connected one once the connect screen is up, the page
 * loaded and idle, so that it never competes with the form's first draw nor holds back the page's load event.
 */
import { useEffect } from 'react'
import { screenChunk } from './screenChunk'

export const ShellChunk = screenChunk(async () => {
  const [{ Shell }, { addAllTexts }] = await Promise.all([import('./Shell'), import('../i18n/allTexts')])
  addAllTexts()
  return Shell
})

/** How long the page may stay busy before the shell is loaded anyway (requestIdleCallback's timeout). */
const IDLE_TIMEOUT_MS = 2_000

/**
 * `connected`: true once main said the workstation is connected, false once the connect screen is shown, null
 * before either (the splash: the page is still starting, and waiting on main is not idle time to fill).
 */
export function useShellAhead(connected: boolean | null): void {
  useEffect(() => {
    if (connected === null) return
    const load = () => void ShellChunk.preload().catch(() => undefined)
    if (connected) return load()
    // after the page's load event: a chunk asked for before it would hold the event back, and with it whatever
    // waits for the page to be loaded
    let idle: number | null = null
    let timer: ReturnType<typeof setTimeout> | null = null
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
      else timer = setTimeout(load, 0)
    }
    const loaded = document.readyState === 'complete'
    if (loaded) whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle !== null) cancelIdleCallback(idle)
      if (timer !== null) clearTimeout(timer)
    }
  }, [connected])
}
