/**
 * A screen that is a chunk of its own, as a component, with `preload` to start loading it before it opens (one
 * load either way). Until its chunk is there it is a lazy component; a screen mounted after that renders the loaded
 * one as it is: a lazy component suspends on its first render even when its chunk has long arrived, and React then
 * holds the screen back until 300 ms after it showed the fallback (react-dom's FALLBACK_THROTTLE_MS; issue 46: most
 * of the first history's wait after a start).
 */
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react'

export interface ScreenChunk<P extends object> {
  (props: P): ReturnType<typeof createElement>
  /** Starts loading the chunk (once: later calls share the load); a failed load is tried again next time. */
  preload(): Promise<ComponentType<P>>
}

export function screenChunk<P extends object>(load: () => Promise<ComponentType<P>>): ScreenChunk<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (e: unknown) => {
        // a chunk that did not load is asked for again next time (a flaky network, an app updated meanwhile)
        loading = null
        throw e
      },
    ))
  const Lazy = lazy(async () => ({ default: await preload() }))
  function Chunk(props: P) {
    // chosen once per mount: switching from the lazy one to the loaded one would mount the screen anew
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  return Object.assign(Chunk, { preload })
}

/** Starts loading `next` once the screen that leads to it is on screen (an effect runs after its commit). */
export function usePreload(next: { preload(): Promise<unknown> } | undefined): void {
  useEffect(() => {
    void next?.preload().catch(() => undefined)
  }, [next])
}

/** How long a screen is left to its own first reads before what it leads to is loaded. */
export const PRELOAD_AFTER_MS = 1_000

/**
 * Starts loading each of `next` once the page is idle, PRELOAD_AFTER_MS after the screen that leads to them is on
 * screen: the screens a subject's screen leads to (capture, a visit, compare, reports) and the ones the shell opens
 * from anywhere (settings, the queue) are small chunks, loaded while the clinician looks, so none of them opens
 * through the fallback and React's 300 ms hold the first time. Not sooner: an idle callback also comes while a
 * screen waits for main's answer, and work done then delays that screen (the history-render bench's reloaded open,
 * clicked as soon as the list showed: 126.8 -> 139.8 ms with the loads on the first idle callback). A screen left
 * before then loads nothing. Where the browser has no idle callback, at that time.
 */
export function usePreloadWhenIdle(next: readonly { preload(): Promise<unknown> }[]): void {
  useEffect(() => {
    if (next.length === 0) return
    const load = () => {
      for (const chunk of next) void chunk.preload().catch(() => undefined)
    }
    let idle: number | null = null
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 5_000 })
      else load()
    }, PRELOAD_AFTER_MS)
    return () => {
      clearTimeout(timer)
      if (idle !== null) cancelIdleCallback(idle)
    }
  }, [next])
}
