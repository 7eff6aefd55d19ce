/**
 * The preferences desk over a real settings.json in `dir`, with one account open (`test-account`) whose clinic rules
 * are sealed with a key in a keychain in memory (the real keychain: tests/keychain/clinic-rules-seal.test.ts), one
 * per folder, so a desk made again on the same folder reads what an earlier one saved. `audited`: the entries the
 * rules wrote to the account's trail.
 */
import type { SecretStore } from '../../src-main/secrets/keychain'
import { createSettingsStore } from '../../src-main/store/settings'
import type { AuditRecord } from '../../src-main/work/audit/auditLog'
import { createPreferences } from '../../src-main/work/preferences'
import type { ClinicPolicy } from '../../src-main/work/rules/clinicPolicy'
import { createClinicRules } from '../../src-main/work/rules/clinicRules'
import { memorySecrets } from './memorySecrets'

export const TEST_RULES_ACCOUNT = 'test-account'

const keychains = new Map<string, SecretStore>()

/** The in-memory keychain of the folder `dir` (made on first use). */
export function keychainOf(dir: string): SecretStore {
  const kept = keychains.get(dir) ?? memorySecrets()
  keychains.set(dir, kept)
  return kept
}

/** The folder's keychain is forgotten: the next desk starts as this version's first start on a new keychain. */
export function newKeychain(dir: string): void {
  keychains.delete(dir)
}

export function testPreferences(dir: string, policy?: ClinicPolicy) {
  const settings = createSettingsStore(dir)
  const audited: AuditRecord[] = []
  const rules = createClinicRules({
    settings,
    secrets: keychainOf(dir),
    account: () => ({
      keychainAccount: TEST_RULES_ACCOUNT,
      audit: { record: (entry) => audited.push(entry) },
    }),
  })
  return Object.assign(createPreferences(settings, rules, policy), { audited, settings, rules })
}
