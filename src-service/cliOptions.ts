import { join } from 'node:path'
import { parseArgs } from 'node:util'

export interface ServeOptions {
  port: number
  host: string
  dataDir: string
  ipc: boolean
  quiet: boolean
}

export const defaultDataDir = '.data/service'

export function databaseFile(dataDir: string): string {
  return join(dataDir, 'service.sqlite')
}

function parsePort(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port ${text}`)
  return port
}

/**
 * Options of `serve` (the default command, so a leading `serve` is optional) and of the IPC child;
 * with `--ipc` the port defaults to a free one.
 */
export function parseServeArgs(argv: string[]): ServeOptions {
  const { values } = parseArgs({
    args: argv[0] === 'serve' ? argv.slice(1) : argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      ipc: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const ipc = values.ipc ?? false
  return {
    port: parsePort(values.port, ipc ? 0 : 8787),
    host: values.host ?? '127.0.0.1',
    dataDir: values.data ?? defaultDataDir,
    ipc,
    quiet: values.quiet ?? false,
  }
}

export interface KeysArgs {
  action: string | undefined
  target: string | undefined
  name: string | undefined
  expiresInDays: number | undefined
  dataDir: string
}

export function parseKeysArgs(argv: string[]): KeysArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      name: { type: 'string' },
      'expires-in-days': { type: 'string' },
      data: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  })
  const days = values['expires-in-days']
  const expiresInDays = days === undefined ? undefined : Number(days)
  if (expiresInDays !== undefined && !(expiresInDays > 0))
    throw new Error(`Invalid --expires-in-days ${days}`)
  return {
    action: positionals[0],
    target: positionals[1],
    name: values.name,
    expiresInDays,
    dataDir: values.data ?? defaultDataDir,
  }
}
