import { takeDataKey } from './dataKeyEnv'
import { parentPortOf, runIpcChild } from './ipcChild'

export { runIpcChild, type ReadyMessage } from './ipcChild'

/** The key first, out of the environment before the service starts anything that could copy it on. */
async function startChild(argv: string[]): Promise<void> {
  const dataKey = takeDataKey()
  await runIpcChild(argv, dataKey)
}

/**
 * Child-process entry (an Electron utilityProcess, or `fork` with `--ipc`): starts at once when
 * it has a parent channel, so importing this file elsewhere has no effect.
 */
const argv = process.argv.slice(2)
if (parentPortOf(process) || (process.send && argv.includes('--ipc'))) {
  startChild(argv).catch((error: unknown) => {
    process.stderr.write(
      `Skin Analysis Service failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exit(1)
  })
}
