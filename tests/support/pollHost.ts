/** Watching a host from outside its process: a stalled event loop shows as one long answer. */

export /** Plain GETs of the host's page, one after another, each timed; a stalled host shows as one long answer. */
function pollHost(url: string) {
  const answers: number[] = []
  let failures = 0
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
        await response.arrayBuffer()
        if (!response.ok) failures += 1
      } catch {
        failures += 1
      }
      answers.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return {
    async stop() {
      running = false
      await done
      return { answers: answers.length, failures, worstMs: Math.round(Math.max(...answers)) }
    },
  }
}
