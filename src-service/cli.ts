import { runAcneCommand } from './cliAcne'
import { parseServeArgs } from './cliOptions'
import { runKeysCommand } from './cliKeys'
import { takeDataKey } from './dataKeyEnv'
import { runIpcChild } from './ipcChild'
import { launchService } from './launch'
import { formatTimestamp } from './time'

const print = (line: string) => process.stdout.write(`${line}\n`)

async function serve(argv: string[], dataKey: Buffer | null): Promise<void> {
  const options = parseServeArgs(argv)
  if (options.ipc) return runIpcChild(argv, dataKey)
  const keyName = `cli-${formatTimestamp(new Date())}`
  const { service, companyId, apiKey } = await launchService(options, keyName, dataKey)
  print('Skin Analysis Service (local) is running')
  print(`  base URL:   ${service.baseUrl}`)
  print(`  company_id: ${companyId}`)
  print(`  API key "${keyName}" (shown once, keep it):`)
  print(`  ${apiKey}`)
  if (options.dialect === 'documented')
    print('  DIALECT: documented (records as the real service documents them; originals on a storage host)')
  if (options.faults)
    print(`  FAULT MODE: ${options.faults.rate * 100}% of requests fail (seed ${options.faults.seed})`)
  print('Press Ctrl-C to stop.')
  const stop = () => void service.close().finally(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

async function main(argv: string[]): Promise<void> {
  // first: the data key (the app's demo; none by default: plain) out of the environment, for every command
  const dataKey = takeDataKey()
  if (argv[0] === 'keys') {
    process.exitCode = runKeysCommand(argv.slice(1), print, dataKey)
    return
  }
  if (argv[0] === 'acne') {
    process.exitCode = runAcneCommand(argv.slice(1), print, dataKey)
    return
  }
  await serve(argv, dataKey)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
