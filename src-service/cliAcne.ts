import { mkdirSync } from 'node:fs'
import { createKeyAdmin } from './admin'
import { databaseFile, parseKeysArgs } from './cliOptions'
import { openStore } from './db/store'
import { createKeyring } from './keys'
import { seedDemo } from './seed/demo'

const usage = `Usage:
  acne enable [--data DIR]
  acne disable [--data DIR]`

/** `acne enable|disable`: the operator's switch for the acne application (private beta) of the demo company. */
export function runAcneCommand(
  argv: string[],
  print: (line: string) => void,
  dataKey: Uint8Array | null = null,
): number {
  const args = parseKeysArgs(argv)
  if (args.action !== 'enable' && args.action !== 'disable') {
    print(usage)
    return 2
  }
  mkdirSync(args.dataDir, { recursive: true })
  const store = openStore(databaseFile(args.dataDir), dataKey)
  try {
    const companyId = seedDemo(store, { acneEnabled: true })
    createKeyAdmin(store, createKeyring(store)).setAcneEnabled(companyId, args.action === 'enable')
    print(`Acne application ${args.action}d for company ${companyId}`)
    return 0
  } finally {
    store.close()
  }
}
