import { mkdirSync } from 'node:fs'
import { createKeyAdmin } from './admin'
import { databaseFile, parseKeysArgs } from './cliOptions'
import { openStore } from './db/store'
import { createKeyring } from './keys'
import { seedDemo } from './seed/demo'

const usage = `Usage:
  keys create --name NAME [--expires-in-days DAYS] [--data DIR]
  keys revoke KEY_ID [--data DIR]
  keys list [--data DIR]`

/** `keys create|revoke|list` on the demo company, straight on the database (the server may be running). */
export function runKeysCommand(
  argv: string[],
  print: (line: string) => void,
  dataKey: Uint8Array | null = null,
): number {
  const args = parseKeysArgs(argv)
  mkdirSync(args.dataDir, { recursive: true })
  const store = openStore(databaseFile(args.dataDir), dataKey)
  try {
    const companyId = seedDemo(store, { acneEnabled: true })
    const admin = createKeyAdmin(store, createKeyring(store))
    switch (args.action) {
      case 'create': {
        if (!args.name) break
        const key = admin.createKey(companyId, { name: args.name, expiresInDays: args.expiresInDays })
        print(`company_id: ${companyId}`)
        print(`key id:     ${key.id}`)
        print(`API key (shown once): ${key.token}`)
        return 0
      }
      case 'revoke': {
        if (!args.target) break
        admin.revokeKey(args.target)
        print(`Revoked ${args.target}`)
        return 0
      }
      case 'list': {
        for (const key of admin.listKeys(companyId)) {
          print(`${key.id}  ${key.expiresAt ?? 'never expires'}  ${key.name}`)
        }
        return 0
      }
    }
    print(usage)
    return 2
  } finally {
    store.close()
  }
}
