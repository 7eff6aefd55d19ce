import { parseServeArgs } from './cliOptions'
import { launchService } from './launch'

/** The one message the child sends its parent once the service is listening. */
export interface ReadyMessage {
  type: 'ready'
  baseUrl: string
  companyId: string
  apiKey: string
  /** Whether its data is encrypted at rest (it was given a data key: dataKeyEnv.ts), so the parent can insist. */
  atRest: 'encrypted' | 'plain'
}

/** Electron's utilityProcess `process.parentPort`, typed here so this folder never imports electron. */
interface ParentPort {
  postMessage(message: unknown): void
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown
}

type ChildProcess = NodeJS.Process & { parentPort?: ParentPort }

export function parentPortOf(proc: NodeJS.Process): ParentPort | undefined {
  return (proc as ChildProcess).parentPort
}

function isShutdown(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'shutdown'
}

/**
 * Runs the service as a child: as an Electron utilityProcess (`process.parentPort`) or a Node
 * `fork` (`process.send`). Sends one ReadyMessage with a fresh key named "workstation", and
 * exits when the parent disconnects (fork), sends `{type: 'shutdown'}` (utilityProcess), or on SIGTERM.
 * `dataKey`: what the entry took from its environment (dataKeyEnv.ts), null for none.
 */
export async function runIpcChild(argv: string[], dataKey: Uint8Array | null): Promise<void> {
  const parentPort = parentPortOf(process)
  const send = process.send?.bind(process)
  if (!parentPort && !send) throw new Error('--ipc needs a parent process (fork or utilityProcess)')
  const { service, companyId, apiKey } = await launchService(
    { ...parseServeArgs(argv), ipc: true },
    'workstation',
    dataKey,
  )
  const stop = () => void service.close().finally(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  const ready: ReadyMessage = {
    type: 'ready',
    baseUrl: service.baseUrl,
    companyId,
    apiKey,
    atRest: dataKey ? 'encrypted' : 'plain',
  }
  if (parentPort) {
    parentPort.on('message', (event) => {
      if (isShutdown(event.data)) stop()
    })
    parentPort.postMessage(ready)
  } else if (send) {
    if (!process.connected) return stop()
    process.once('disconnect', stop)
    send(ready)
  }
}
