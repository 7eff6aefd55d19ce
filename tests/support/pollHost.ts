/**
 * Watching a host from outside its process: plain GETs of its page, one after another. A host whose event loop
 * stalls fails to answer one within 10 s, and that counts as a failure (a liveness check, not a speed target:
 * how fast the host answers is `npm run bench`'s).
 */
export function pollHost(url: string) {
  let answers = 0
  let failures = 0
  let running = true
  const done = (async () => {
    while (running) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
        await response.arrayBuffer()
        if (!response.ok) failures += 1
      } catch {
        failures += 1
      }
      answers += 1
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return {
    async stop() {
      running = false
      await done
      return { answers, failures }
    },
  }
}
