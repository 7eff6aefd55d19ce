/**
 * Stands in for Electron's utilityProcess: gives this forked Node process a `process.parentPort` bridged to the
 * fork IPC channel, then loads the module named first on its command line with the remaining arguments, as
 * `utilityProcess.fork(modulePath, args)` would (the service entry, as source under tsx or as built).
 */
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

type Listener = (event: { data: unknown }) => void
const listeners: Listener[] = []

Object.assign(process, {
  parentPort: {
    postMessage: (message: unknown) => process.send?.(message),
    on: (_event: 'message', listener: Listener) => listeners.push(listener),
  },
})
process.on('message', (data: unknown) => {
  for (const listener of listeners) listener({ data })
})

const [modulePath, ...args] = process.argv.slice(2)
if (!modulePath) throw new Error('usage: utilityProcessShim <module> [args…]')
process.argv = [process.argv[0] ?? 'node', resolve(modulePath), ...args]
createRequire(__filename)(resolve(modulePath))
