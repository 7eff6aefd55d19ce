import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { dialectNames, type DialectName } from './dialect/dialect'
import type { FaultConfig } from './faultMode'

export interface ServeOptions {
  port: number
  host: string
  dataDir: string
  ipc: boolean
  quiet: boolean
  /** Give the demo a year of analysed visits (default true; `--no-history` turns it off). */
  history: boolean
  /** `SKIN_SERVICE_PROCESSING_DELAY_MS`, default 1000. */
  processingDelayMs: number
  /** `--fault-rate R --fault-seed S` or `SKIN_SERVICE_FAULT_RATE` / `SKIN_SERVICE_FAULT_SEED`; off when null. */
  faults: FaultConfig | null
  /** Generated demo photos and their analyses (`--cache DIR`); default `<data>/demo-cache`, private to it. */
  cacheDir: string
  /** `--dialect spec|documented`: the record shapes (default spec, the demo's). */
  dialect: DialectName
  /**
   * `SKIN_SERVICE_PLAIN_DATA=migrate`: with a data key, a plain folder is one from before encryption, encrypted in
   * place once (the app's demo says so while its keychain has not recorded the folder as encrypted); otherwise a
   * plain database is refused and set aside (launch.ts).
   */
  plainData: PlainData
}

/** What a plain database is to a service given a data key: one to migrate once, or one to refuse. */
export type PlainData = 'migrate' | 'refuse'

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

function parseNumber(text: string, name: string, valid: (n: number) => boolean): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || !valid(value))
    throw new Error(`Invalid ${name} ${text}`)
  return value
}

function parseFaults(rate: string | undefined, seed: string | undefined): FaultConfig | null {
  if (rate === undefined) return null
  return {
    rate: parseNumber(rate, 'fault rate', (n) => n >= 0 && n <= 1),
    seed: seed === undefined ? 1 : parseNumber(seed, 'fault seed', Number.isInteger),
  }
}

/**
 * Options of `serve` (the default command, so a leading `serve` is optional) and of the IPC child;
 * with `--ipc` the port defaults to a free one.
 */
export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServeOptions {
  const { values } = parseArgs({
    args: argv[0] === 'serve' ? argv.slice(1) : argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      ipc: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      'no-history': { type: 'boolean', default: false },
      'fault-rate': { type: 'string' },
      'fault-seed': { type: 'string' },
      cache: { type: 'string' },
      dialect: { type: 'string' },
    },
    strict: true,
  })
  const dialect = values.dialect ?? 'spec'
  if (!dialectNames.includes(dialect as DialectName))
    throw new Error(`Invalid --dialect ${dialect} (use ${dialectNames.join(' or ')})`)
  const ipc = values.ipc ?? false
  const dataDir = values.data ?? defaultDataDir
  const delay = env.SKIN_SERVICE_PROCESSING_DELAY_MS
  return {
    port: parsePort(values.port, ipc ? 0 : 8787),
    host: values.host ?? '127.0.0.1',
    dataDir,
    ipc,
    quiet: values.quiet ?? false,
    history: !values['no-history'],
    processingDelayMs: delay ? parseNumber(delay, 'SKIN_SERVICE_PROCESSING_DELAY_MS', (n) => n >= 0) : 1000,
    faults: parseFaults(
      values['fault-rate'] ?? env.SKIN_SERVICE_FAULT_RATE,
      values['fault-seed'] ?? env.SKIN_SERVICE_FAULT_SEED,
    ),
    cacheDir: values.cache ?? join(dataDir, 'demo-cache'),
    dialect: dialect as DialectName,
    plainData: env.SKIN_SERVICE_PLAIN_DATA === 'migrate' ? 'migrate' : 'refuse',
  }
}

export interface KeysArgs {
  action: string | undefined
  target: string | undefined
  name: string | undefined
  expiresInDays: number | undefined
  dataDir: string
}

/** Arguments of `keys …` and `acne enable|disable` (the same shape). */
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
